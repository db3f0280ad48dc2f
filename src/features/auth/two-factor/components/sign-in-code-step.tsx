import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';

import { twoFactorStatus, verifyTotp } from '../api/two-factor-api';
import { twoFactorCopy } from '../copy';
import { CodeForm } from './code-form';
import { RecoveryCodeForm } from './recovery-code-form';

const copy = twoFactorCopy.signIn;

type Props = {
  /** The session is as strong as the account asks (aal2, or no factor): go on. */
  onVerified: () => void;
  /** The person gave up: the caller signs the half-finished session out. */
  onCancel: () => void;
};

/** Right after the password: a person with two-factor on types the code before going on. */
export function SignInCodeStep({ onVerified, onCancel }: Props) {
  const [factorId, setFactorId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [lostPhone, setLostPhone] = useState(false);
  // Asked once per sign-in, however often the page above re-renders with a new callback.
  const verified = useRef(onVerified);
  useEffect(() => {
    verified.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    let current = true;
    twoFactorStatus().then(
      (status) => {
        if (!current) return;
        if (status.needsCode && status.factorId) setFactorId(status.factorId);
        else verified.current();
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const check = async (code: string) => {
    if (!factorId) return false;
    const ok = await verifyTotp(factorId, code);
    if (ok) onVerified();
    return ok;
  };

  if (failed) return <Alert color="red">{copy.failed}</Alert>;
  if (!factorId) return <Loader aria-label={copy.checking} />;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {copy.title}
      </Title>
      {lostPhone ? (
        <RecoveryCodeForm onUsed={() => verified.current()} onBack={() => setLostPhone(false)} />
      ) : (
        <>
          <Text>{copy.why}</Text>
          <CodeForm onCode={check} onCancel={onCancel} cancelLabel={copy.cancel} />
          <Anchor component="button" type="button" onClick={() => setLostPhone(true)}>
            {twoFactorCopy.recovery.lost}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
