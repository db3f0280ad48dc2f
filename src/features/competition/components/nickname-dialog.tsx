import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

import { NICKNAME_SUGGESTIONS, suggestNicknames } from '@/lib/nicknames';

import { competitionCopy } from '../copy';
import { useMembership } from '../hooks/use-competition';
import { NicknamePicker } from './nickname-picker';

const copy = competitionCopy.nickname;

type Props = {
  opened: boolean;
  onClose: () => void;
  /** 'join': join the competition under the chosen nickname; 'change': take a new one. */
  mode: 'join' | 'change';
  /** The nickname held now (never suggested again). */
  current?: string | null;
};

const fresh = (avoid: readonly (string | null | undefined)[]) =>
  suggestNicknames(
    NICKNAME_SUGGESTIONS,
    Math.random,
    avoid.filter((name): name is string => !!name),
  );

/** Pick a nickname from a few suggestions, then join (or change to it) in one tap. */
export function NicknameDialog({ opened, onClose, mode, current }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'join' ? copy.joinTitle : copy.changeTitle}
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': copy.close }}
    >
      {/* Mounted only while open, so each opening starts with new suggestions. */}
      {opened && <DialogBody onDone={onClose} mode={mode} current={current} />}
    </Modal>
  );
}

function DialogBody({
  onDone,
  mode,
  current,
}: {
  onDone: () => void;
  mode: Props['mode'];
  current: Props['current'];
}) {
  const membership = useMembership();
  const [suggestions, setSuggestions] = useState(() => fresh([current]));
  const [chosen, setChosen] = useState<string | null>(suggestions[0] ?? null);
  const [notice, setNotice] = useState<string | null>(null);

  const more = () => {
    const next = fresh([current, ...suggestions]);
    setSuggestions(next);
    setChosen(next[0] ?? null);
  };

  const confirm = async () => {
    if (!chosen) return;
    const outcome = await membership.join(chosen, mode);
    if (outcome === 'done') onDone();
    if (outcome === 'taken') {
      setNotice(copy.taken);
      more();
    }
  };

  return (
    <Stack gap="md">
      <Text>{copy.intro}</Text>
      {notice && (
        <Alert color="slantis" variant="light" role="status">
          {notice}
        </Alert>
      )}
      <NicknamePicker
        suggestions={suggestions}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setNotice(null);
        }}
        onMore={() => {
          setNotice(null);
          more();
        }}
        disabled={membership.pending}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {copy.cancel}
        </Button>
        <Button
          color="ember"
          loading={membership.pending}
          disabled={!chosen}
          onClick={() => void confirm()}
          data-autofocus
          h="auto"
          mih={44}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {chosen ? (mode === 'join' ? copy.join(chosen) : copy.change(chosen)) : copy.joinTitle}
        </Button>
      </Group>
    </Stack>
  );
}
