import { useState } from 'react';
import { Alert, Card, SegmentedControl, Stack, Switch, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { showToast } from '@/components/toast';
import { useOnline } from '@/hooks/use-online';
import { formatDate } from '@/lib/format';

import { setLearnedDoneSharing } from '../api/money-year-api';
import { reportCopy as copy } from '../copy';
import { useLearnedDone } from '../hooks/use-money-year';
import { previousMonth } from '../rules/calendar';
import { LoadState } from './load-state';
import { ReportView } from './report-view';

/**
 * /rapport: the teen's Lärt → gjort report for this month or the one before, computed by the
 * server, and the teen's own switch for sharing it with the guardians (off by default).
 */
export function LearnedDonePage() {
  const online = useOnline();
  const [which, setWhich] = useState<'current' | 'previous'>('current');
  const [today] = useState(() => formatDate(new Date()));
  const month = which === 'previous' ? previousMonth(today) : undefined;
  const { state, reload, setState } = useLearnedDone(month, online);
  const [saving, setSaving] = useState(false);

  if (!online) return <Alert color="gray">{copy.offline}</Alert>;

  const toggle = async (share: boolean) => {
    setSaving(true);
    try {
      const shared = await setLearnedDoneSharing(share);
      if (state.status === 'ready') setState({ status: 'ready', data: { ...state.data, shared } });
      showToast(shared ? copy.share.on : copy.share.off, '', 'success');
    } catch (error) {
      showToast(copy.share.error, error instanceof Error ? error.message : '', 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg" maw={1040}>
      <SegmentedControl
        value={which}
        onChange={(value) => setWhich(value === 'previous' ? 'previous' : 'current')}
        data={[
          { value: 'current', label: copy.current },
          { value: 'previous', label: copy.previous },
        ]}
        // Both months side by side down to a 320 px phone, where the labels wrap.
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        styles={{ label: { whiteSpace: 'normal' } }}
      />
      <LoadState state={state} reload={reload} copy={copy} />
      {state.status === 'ready' && (
        <>
          <Title order={2} fz="h3">
            {copy.heading(state.data.month)}
          </Title>
          <ReportView report={state.data} />
          {state.data.lessons.length === 0 && (
            <LinkButton to="/kurser/medlemmar" variant="light" style={{ alignSelf: 'flex-start' }}>
              {copy.toCourses}
            </LinkButton>
          )}
          <Card withBorder radius="lg" padding="lg">
            <Switch
              size="md"
              checked={state.data.shared}
              disabled={saving}
              onChange={(event) => void toggle(event.currentTarget.checked)}
              label={copy.share.label}
              description={copy.share.description}
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
