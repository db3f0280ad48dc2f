import { IconDoorExit, IconPencil, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';

import { competitionCopy as copy } from '../copy';
import { useMembership } from '../hooks/use-competition';
import { NicknameDialog } from './nickname-dialog';

/** 'Var med i Månadens Tävling' (opt in): pick a nickname first, then join. */
export function JoinButton({
  label = copy.invite.joinLong,
  fullWidth = false,
  size = 'md',
}: {
  label?: string;
  fullWidth?: boolean;
  size?: ButtonProps['size'];
}) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Button
        color="ember"
        size={size}
        fullWidth={fullWidth}
        leftSection={<IconTrophy size={20} aria-hidden />}
        onClick={() => setPicking(true)}
        // Long Swedish labels wrap in narrow columns instead of running out of the button.
        h="auto"
        mih={44}
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        {label}
      </Button>
      <NicknameDialog opened={picking} onClose={() => setPicking(false)} mode="join" />
    </>
  );
}

/** 'Byt smeknamn': pick another nickname while taking part. */
export function ChangeNicknameButton({ current }: { current: string | null }) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="sm"
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={() => setPicking(true)}
        mih={44}
      >
        {copy.nickname.action}
      </Button>
      <NicknameDialog
        opened={picking}
        onClose={() => setPicking(false)}
        mode="change"
        current={current}
      />
    </>
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
