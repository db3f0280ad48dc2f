import { useState } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';

import { unenrolTotp, verifyTotp } from '../api/two-factor-api';
import { twoFactorCopy } from '../copy';
import { useTwoFactorStatus } from '../hooks/use-two-factor';
import { CodeForm } from './code-form';
import { EnrolFlow } from './enrol-flow';

const copy = twoFactorCopy.section;

/**
 * Profil → Säkerhet: is two-factor on, turn it on, or off. Turning it off needs this session to
 * have given the code (aal2); rpc's step-up is not involved, so a session that has not asks for
 * the code here first.
 */
export function TwoFactorSection() {
  const { state, reload } = useTwoFactorStatus();
  const [enrolling, setEnrolling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const turnOff = async (factorId: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await unenrolTotp(factorId);
      setMessage({ ok: true, text: copy.turnedOff });
      reload();
    } catch {
      setMessage({ ok: false, text: copy.turnOffFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label={copy.title}>
      <Title order={2} size="h3">
        {copy.title}
      </Title>
      {state.status === 'loading' && <Loader aria-label={copy.loading} />}
      {state.status === 'error' && <Alert color="red">{copy.error}</Alert>}
      {state.status === 'ready' && (
        <>
          <Text>{state.data.factorId ? copy.on : copy.off}</Text>
          {state.data.factorId ? (
            <Button
              variant="default"
              loading={busy}
              onClick={() =>
                state.data.needsCode ? setAskingCode(true) : void turnOff(state.data.factorId ?? '')
              }
              style={{ alignSelf: 'flex-start' }}
            >
              {copy.turnOff}
            </Button>
          ) : (
            <Button onClick={() => setEnrolling(true)} style={{ alignSelf: 'flex-start' }}>
              {twoFactorCopy.card.start}
            </Button>
          )}
        </>
      )}
      {askingCode && state.status === 'ready' && state.data.factorId && (
        <Stack gap="xs">
          <Text size="sm">{copy.turnOffCode}</Text>
          <CodeForm
            onCode={async (code) => {
              const factorId = state.data.factorId ?? '';
              if (!(await verifyTotp(factorId, code))) return false;
              setAskingCode(false);
              await turnOff(factorId);
              return true;
            }}
            onCancel={() => setAskingCode(false)}
          />
        </Stack>
      )}
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} role="status">
          {message.text}
        </Alert>
      )}
      {enrolling && (
        <EnrolFlow
          onClose={() => {
            setEnrolling(false);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
