import { IconLock } from '@tabler/icons-react';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { useOnline } from '@/hooks/use-online';

import type { ChildReport } from '../api/money-year-api';
import { reportCopy as copy } from '../copy';
import { useChildrenLearnedDone } from '../hooks/use-money-year';
import { LoadState } from './load-state';
import { ReportView } from './report-view';

/**
 * /rapport for a guardian: the reports her children share with her this month (the same as the
 * card under Familj), with the page's own loading, offline and no-children states.
 */
export function ChildrenReportsPage() {
  const online = useOnline();
  const { state, reload } = useChildrenLearnedDone(online);
  if (!online) return <Alert color="gray">{copy.offline}</Alert>;
  if (state.status !== 'ready') {
    return <LoadState state={state} reload={reload} copy={{ ...copy, ...copy.parent }} />;
  }
  if (state.data.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="gray">{copy.parent.noChildren}</Alert>
        <LinkButton to="/familj" variant="light">
          {copy.parent.toFamily}
        </LinkButton>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1040}>
      <ChildrenReports reports={state.data} headingLevel={2} />
    </Stack>
  );
}

function ChildrenReports({
  reports,
  headingLevel,
}: {
  reports: ChildReport[];
  headingLevel: 2 | 3;
}) {
  return reports.map((child) =>
    child.report ? (
      <Stack key={child.childId} gap="xs">
        <Title order={headingLevel} fz={headingLevel === 2 ? 'h3' : 'h4'}>
          {child.firstName}: {copy.heading(child.report.month)}
        </Title>
        <ReportView report={child.report} headingLevel={headingLevel} name={child.firstName} />
      </Stack>
    ) : (
      <Alert key={child.childId} color="gray" variant="light" icon={<IconLock aria-hidden />}>
        {copy.parent.notShared(child.firstName)}
      </Alert>
    ),
  );
}

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
        <ChildrenReports reports={state.data} headingLevel={3} />
      </Stack>
    </Card>
  );
}
