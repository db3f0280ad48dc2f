import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';

import { useAction } from '@/hooks/use-action';

import { allowanceCopy as copy } from '../../allowance-copy';
import { confirmAllowance, declineAllowance } from '../../api/allowance-api';

/** The side that has not confirmed yet: confirm, or ask for a change with a short reason. */
export function ProposalAnswer({ versionId, onDone }: { versionId: string; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useAction(confirmAllowance, {
    success: () => ({ title: copy.confirmed, message: copy.confirmedText }),
    onDone,
    onError: (e) => setError((e as Error).message),
  });
  const decline = useAction(declineAllowance, {
    success: () => ({ title: copy.declined, message: reason.trim() }),
    onDone,
    onError: (e) => setError((e as Error).message),
  });

  return (
    <Stack gap="sm">
      {asking ? (
        <form
          aria-label={copy.askChange}
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError(copy.reason);
              return;
            }
            void decline.run(versionId, reason.trim());
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={copy.reason}
              placeholder={copy.reasonPlaceholder}
              maxLength={200}
              autosize
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group gap="sm">
              <Button type="submit" loading={decline.busy}>
                {copy.sendReason}
              </Button>
              <Button variant="subtle" onClick={() => setAsking(false)}>
                {copy.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group gap="sm">
          <Button loading={confirm.busy} onClick={() => void confirm.run(versionId)}>
            {copy.confirm}
          </Button>
          <Button variant="light" onClick={() => setAsking(true)}>
            {copy.askChange}
          </Button>
        </Group>
      )}
      {error && <Text c="var(--mantine-color-error)">{error}</Text>}
    </Stack>
  );
}
