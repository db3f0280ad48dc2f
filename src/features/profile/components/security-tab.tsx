import { useCallback, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';

import { useRemote } from '@/hooks/use-remote';
import { formatDateTime } from '@/lib/format';

import { accessLog, familyPeople, type AccessLogEntry, type LogMode } from '../api/profile-api';
import { profileCopy } from '../copy';
import { ACCESS_COLORS, ACCESS_LABELS, deviceLabel } from '../rules/profile-rules';

const copy = profileCopy.log;

/** Säkerhet: who viewed my profile, and whose profiles I viewed (newest first, 50). */
export function SecurityTab({ userId }: { userId: string }) {
  const [mode, setMode] = useState<LogMode>('accessed');
  const load = useCallback(() => accessLog(userId, mode), [userId, mode]);
  const { state } = useRemote(load);
  const people = useRemote(familyPeople);
  const names = new Map(
    people.state.status === 'ready'
      ? people.state.data.map((p) => [p.user_id, p.display_name])
      : [],
  );
  const nameOf = (id: string | null) =>
    id === userId ? copy.you : ((id && names.get(id)) ?? copy.unknown);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {copy.heading}
      </Title>
      <SegmentedControl
        aria-label={copy.heading}
        value={mode}
        onChange={setMode}
        data={[
          { value: 'accessed', label: copy.modes.accessed },
          { value: 'accessor', label: copy.modes.accessor },
        ]}
      />
      {state.status === 'loading' && <Loader aria-label={copy.heading} />}
      {state.status === 'error' && <Alert color="red">{copy.error}</Alert>}
      {state.status === 'ready' && state.data.length === 0 && <Text c="dimmed">{copy.empty}</Text>}
      {state.status === 'ready' && state.data.length > 0 && (
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={copy.modes[mode]}>
          <Table striped miw={480} aria-label={copy.modes[mode]}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{mode === 'accessed' ? copy.who : copy.whose}</Table.Th>
                <Table.Th>{copy.what}</Table.Th>
                <Table.Th>{copy.when}</Table.Th>
                <Table.Th>{copy.device}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.data.map((entry) => (
                <LogRow
                  key={entry.id}
                  entry={entry}
                  who={nameOf(
                    mode === 'accessed' ? entry.accessor_user_id : entry.accessed_user_id,
                  )}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      <Text size="sm" c="dimmed">
        {copy.kept}
      </Text>
    </Stack>
  );
}

function LogRow({ entry, who }: { entry: AccessLogEntry; who: string }) {
  const note = entry.metadata.reveal ? copy.reveal : entry.metadata.export ? copy.export : null;
  return (
    <Table.Tr data-testid="access-log-row">
      <Table.Td>{who}</Table.Td>
      <Table.Td>
        <Badge variant="filled" color={ACCESS_COLORS[entry.access_type]}>
          {ACCESS_LABELS[entry.access_type]}
        </Badge>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
      <Table.Td>{deviceLabel(entry.user_agent)}</Table.Td>
    </Table.Tr>
  );
}
