import { IconLock } from '@tabler/icons-react';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';

import { useOnline } from '@/hooks/use-online';

import { reportCopy as copy } from '../copy';
import { useChildrenLearnedDone } from '../hooks/use-money-year';
import { ReportView } from './report-view';

/**
 * Under Familj, for a guardian: each child's Lärt → gjort report for this month where the child
 * shares it. Without the child's consent the server sends no report, and the card says so.
 */
export function ChildrenReportsCard({ enabled }: { enabled: boolean }) {
  const online = useOnline();
  const { state } = useChildrenLearnedDone(enabled && online);
  if (!enabled || !online || state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="lart-gjort">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="lart-gjort">
            {copy.parent.heading}
          </Title>
          <Text c="dimmed" size="sm">
            {copy.parent.intro}
          </Text>
        </div>
        {state.data.map((child) =>
          child.report ? (
            <Stack key={child.childId} gap="xs">
              <Title order={3} fz="h4">
                {child.firstName}: {copy.heading(child.report.month)}
              </Title>
              <ReportView report={child.report} headingLevel={3} name={child.firstName} />
            </Stack>
          ) : (
            <Alert key={child.childId} color="gray" variant="light" icon={<IconLock aria-hidden />}>
              {copy.parent.notShared(child.firstName)}
            </Alert>
          ),
        )}
      </Stack>
    </Card>
  );
}
