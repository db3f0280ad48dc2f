import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';

import { reportFriend, type ReportReason } from '../api/friends-api';
import { friendsCopy } from '../copy';
import { useFriendAction } from '../hooks/use-friends';

const copy = friendsCopy.report;
const REASONS = Object.keys(copy.reasons) as ReportReason[];

type Props = { friendshipId: string | null; name: string; onClose: () => void };

/** A report to the support desk: a reason from the fixed list and an optional short note. */
export function ReportDialog({ friendshipId, name, onClose }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const { pending, run } = useFriendAction(onClose);

  function close() {
    setReason(null);
    setNote('');
    onClose();
  }

  async function submit() {
    if (!friendshipId || !reason) return;
    const done = await run(
      'report',
      () => reportFriend(friendshipId, reason, note),
      (number) => [copy.done, copy.doneText(number)],
    );
    if (done) {
      setReason(null);
      setNote('');
    }
  }

  return (
    <Modal opened={friendshipId !== null} onClose={close} title={copy.title(name)} centered>
      <Stack>
        <Text size="sm">{copy.text}</Text>
        <Radio.Group
          label={copy.reason}
          value={reason ?? ''}
          onChange={(value) => setReason(value as ReportReason)}
          required
        >
          <Stack gap="xs" mt="xs">
            {REASONS.map((value) => (
              <Radio key={value} value={value} label={copy.reasons[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={copy.note}
          description={copy.noteHint}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {copy.cancel}
          </Button>
          <Button
            color="red"
            disabled={!reason}
            loading={pending === 'report'}
            onClick={() => void submit()}
          >
            {copy.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
