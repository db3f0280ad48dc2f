import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

import { useAuthStore } from '@/stores/auth-store';

import { sendReauthenticationCode } from '../api/profile-api';
import { profileCopy } from '../copy';

const copy = profileCopy.reauth;

/** Thrown by an action when the server did not accept the code: the dialog stays open. */
export class WrongCodeError extends Error {
  override name = 'WrongCodeError';
}

type Props = {
  /** Open while there is an action waiting for the owner's proof. */
  opened: boolean;
  onClose: () => void;
  /** Runs with the code; throws WrongCodeError to ask again. Closes the dialog when it resolves. */
  onCode: (code: string) => Promise<void>;
};

/**
 * Re-authentication (issue 21): mails a one-time code as soon as it opens (Supabase's
 * reauthenticate), then hands the code typed here to the sensitive action.
 */
export function ReauthDialog({ opened, onClose, onCode }: Props) {
  const email = useAuthStore((state) => state.user?.email ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(true);
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  const send = async (again: boolean) => {
    setSending(true);
    setError(null);
    try {
      await sendReauthenticationCode();
      setNotice(again ? copy.resent : null);
    } catch {
      setError(copy.sendFailed);
    } finally {
      setSending(false);
    }
  };

  // One code per opening, mailed at once: the user asked for the action already.
  useEffect(() => {
    if (!opened || sent.current) return;
    sent.current = true;
    sendReauthenticationCode().then(
      () => setSending(false),
      () => {
        setSending(false);
        setError(copy.sendFailed);
      },
    );
  }, [opened]);

  const close = () => {
    sent.current = false;
    setSending(true);
    setCode('');
    setError(null);
    setNotice(null);
    onClose();
  };

  const submit = async () => {
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError(copy.codeFormat);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCode(typed);
      close();
    } catch (failure) {
      setError(failure instanceof WrongCodeError ? copy.wrongCode : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={copy.title}
      centered
      closeButtonProps={{ 'aria-label': copy.cancel }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{copy.why}</Text>
          <Text fw={600}>{sending ? copy.sending : copy.sent(email)}</Text>
          <TextInput
            label={copy.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          {notice && (
            <Alert color="teal" variant="light">
              {notice}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap">
            <Anchor component="button" type="button" onClick={() => void send(true)}>
              {copy.resend}
            </Anchor>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {copy.cancel}
              </Button>
              <Button type="submit" loading={busy}>
                {copy.confirm}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
