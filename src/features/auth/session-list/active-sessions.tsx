import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';

import { showToast } from '@/components/toast';
import { useOnline } from '@/hooks/use-online';
import { deviceLabel } from '@/lib/device-label';
import { formatDateTime } from '@/lib/format';
import { useAuthStore } from '@/stores/auth-store';

import { signOut } from '../session/sign-out';
import { sessionListCopy as copy } from './copy';
import {
  endOtherSessions,
  endSessionOn,
  loadActiveSessions,
  type ActiveSession,
} from './session-list-api';

type State =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; sessions: ActiveSession[] };

/** This device on top, the others by when they were last seen (newest first, as loaded). */
function thisDeviceFirst(sessions: ActiveSession[], current: string | null): ActiveSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.session_id === current) - Number(a.session_id === current),
  );
}

/** Profil → Säkerhet: where the user is signed in, one-tap logout per device and everywhere. */
export function ActiveSessions() {
  const online = useOnline();
  const current = useAuthStore((state) => state.sessionId);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!online) return;
    let live = true;
    loadActiveSessions().then(
      (sessions) => live && setState({ status: 'ready', sessions }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [online, version]);

  const endOne = async (sessionId: string) => {
    setBusy(sessionId);
    try {
      await endSessionOn(sessionId);
      showToast(copy.endedOne, '', 'success');
      setVersion((v) => v + 1);
    } catch {
      showToast(copy.endFailed, '', 'error');
    } finally {
      setBusy(null);
    }
  };

  const endAll = async () => {
    setBusy('all');
    try {
      await endOtherSessions();
      await signOut('logout');
    } catch {
      showToast(copy.endFailed, '', 'error');
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="active-sessions-heading">
      <Title order={2} size="h3" id="active-sessions-heading">
        {copy.heading}
      </Title>
      <Text c="dimmed">{copy.intro}</Text>
      {!online && <Alert color="gray">{copy.offline}</Alert>}
      {online && state.status === 'loading' && <Loader aria-label={copy.loading} />}
      {online && state.status === 'error' && <Alert color="red">{copy.error}</Alert>}
      {online && state.status === 'ready' && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {thisDeviceFirst(state.sessions, current).map((session) => {
            const device = deviceLabel(session.user_agent);
            const isCurrent = session.session_id === current;
            return (
              <Card component="li" key={session.session_id} withBorder radius="lg" p="md">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div>
                    <Group gap="xs">
                      <Text fw={700}>{device}</Text>
                      {isCurrent && <Badge variant="light">{copy.thisDevice}</Badge>}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {copy.lastSeen}: {formatDateTime(session.last_activity_at)} · {copy.signedIn}:{' '}
                      {formatDateTime(session.created_at)}
                    </Text>
                  </div>
                  {!isCurrent && (
                    <Button
                      variant="default"
                      size="sm"
                      mih={44}
                      loading={busy === session.session_id}
                      disabled={busy !== null && busy !== session.session_id}
                      aria-label={copy.logOutOneLabel(device)}
                      onClick={() => void endOne(session.session_id)}
                    >
                      {copy.logOutOne}
                    </Button>
                  )}
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <div>
        <Button
          color="red"
          variant="light"
          mih={44}
          loading={busy === 'all'}
          disabled={!online || (busy !== null && busy !== 'all')}
          onClick={() => void endAll()}
        >
          {copy.logOutAll}
        </Button>
        <Text size="sm" c="dimmed" mt={6}>
          {copy.logOutAllHint}
        </Text>
      </div>
    </Stack>
  );
}
