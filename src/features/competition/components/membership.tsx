import { IconDoorExit, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { competitionCopy as copy } from '../copy';
import { useMembership } from '../hooks/use-competition';

/** 'Var med i Månadens Tävling' (opt in). */
export function JoinButton({
  label = copy.invite.joinLong,
  fullWidth = false,
}: {
  label?: string;
  fullWidth?: boolean;
}) {
  const membership = useMembership();
  return (
    <Button
      color="ember"
      size="md"
      fullWidth={fullWidth}
      leftSection={<IconTrophy size={20} aria-hidden />}
      loading={membership.pending}
      onClick={() => void membership.join()}
      // Long Swedish labels wrap in narrow columns instead of running out of the button.
      h="auto"
      mih={44}
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
    >
      {label}
    </Button>
  );
}

/** 'Lämna tävlingen' (opt out) after a confirm. */
export function LeaveButton() {
  const membership = useMembership();
  const [confirming, setConfirming] = useState(false);
  const leave = async () => {
    if (await membership.leave()) setConfirming(false);
  };
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="sm"
        leftSection={<IconDoorExit size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {copy.leave.action}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={copy.leave.confirmTitle}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': copy.leave.close }}
      >
        <Stack gap="lg">
          <Text>{copy.leave.confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {copy.leave.cancel}
            </Button>
            <Button color="red.9" loading={membership.pending} onClick={() => void leave()}>
              {copy.leave.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
