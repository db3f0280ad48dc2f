import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert, Button, Group, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';

import { HydrationGate } from '@/components/hydration-gate';
import { emailError } from '@/lib/validation';

import { authCopy } from '../copy';
import { sendMagicLink } from '../session/magic-link';
import { verifyEmailCode, type CodePurpose } from '../session/one-time-code';
import { sendPasswordReset } from '../session/password-reset';

const copy = authCopy.emailCode;
const CODE_LENGTH = 6;

type Props = {
  purpose: CodePurpose;
  /** The session is set: carry on (to the app, or to the new-password page). */
  onVerified: () => void;
  onCancel: () => void;
};

/**
 * Mails a link and a 6-digit code ('Logga in med e-postlänk' or 'Glömt lösenord?'), then takes
 * the code right here. The code is what works in an installed iOS app, whose storage is separate
 * from Safari's, where mailed links open.
 */
export function EmailCodeForm({ purpose, onVerified, onCancel }: Props) {
  const text = copy[purpose];
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [working, setWorking] = useState<'send' | 'verify' | null>(null);

  const send = async (address: string) => {
    const problem = emailError(address.trim());
    setFieldError(problem);
    if (problem) return;
    setWorking('send');
    setError(null);
    setNotice(null);
    const result =
      purpose === 'recovery' ? await sendPasswordReset(address) : await sendMagicLink(address);
    setWorking(null);
    if (result.error) {
      setError(result.error);
      return;
    }
    if (sentTo) setNotice(copy.resent);
    setSentTo(address.trim());
  };

  const verify = async () => {
    if (!sentTo) return;
    if (code.length !== CODE_LENGTH) {
      setError(copy.codeRequired);
      return;
    }
    setWorking('verify');
    setError(null);
    const result = await verifyEmailCode(sentTo, code, purpose);
    setWorking(null);
    if (result.error) {
      setError(result.error);
      setCode('');
    } else onVerified();
  };

  const errorAlert = error && (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {error}
    </Alert>
  );

  if (!sentTo) {
    return (
      <form
        noValidate
        aria-labelledby="email-code-title"
        onSubmit={(event) => {
          event.preventDefault();
          void send(email);
        }}
      >
        <HydrationGate>
          <Stack gap="md">
            <Title order={2} size="h3" id="email-code-title">
              {text.title}
            </Title>
            <Text c="dimmed">{text.intro}</Text>
            {errorAlert}
            <TextInput
              size="md"
              label={authCopy.login.email}
              placeholder={authCopy.login.emailPlaceholder}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              error={fieldError}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" size="md" disabled={working !== null} fullWidth>
              {working === 'send' ? copy.sending : text.send}
            </Button>
            <Button variant="subtle" onClick={onCancel}>
              {text.back}
            </Button>
          </Stack>
        </HydrationGate>
      </form>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="email-code-sent"
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <HydrationGate>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconMailCheck aria-hidden color="var(--mantine-color-slantis-filled)" />
            <Title order={2} size="h3" id="email-code-sent">
              {copy.sentTitle}
            </Title>
          </Group>
          <Text>{copy.sent(sentTo)}</Text>
          {notice && (
            <Text size="sm" c="dimmed" role="status">
              {notice}
            </Text>
          )}
          {errorAlert}
          <Stack gap={6}>
            <Text component="label" htmlFor="email-code-input" fw={500}>
              {copy.codeLabel}{' '}
              <Text span size="sm" c="dimmed">
                ({copy.codeHint})
              </Text>
            </Text>
            <PinInput
              id="email-code-input"
              length={CODE_LENGTH}
              type="number"
              oneTimeCode
              size="lg"
              value={code}
              onChange={setCode}
              onComplete={() => undefined}
              aria-label={copy.codeLabel}
              inputMode="numeric"
            />
          </Stack>
          <Button type="submit" size="md" disabled={working !== null} fullWidth>
            {working === 'verify' ? copy.verifying : text.verify}
          </Button>
          <Group justify="space-between" gap="xs">
            <Button variant="subtle" disabled={working !== null} onClick={() => void send(sentTo)}>
              {working === 'send' ? copy.sending : copy.resend}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setSentTo(null);
                setCode('');
                setError(null);
              }}
            >
              {copy.otherEmail}
            </Button>
          </Group>
        </Stack>
      </HydrationGate>
    </form>
  );
}
