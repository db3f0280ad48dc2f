import { useEffect, useRef, useState } from 'react';
import { Modal, Text } from '@mantine/core';

import { onMfaRequired, twoFactorStatus, verifyTotp } from '../api/two-factor-api';
import { twoFactorCopy } from '../copy';
import { CodeForm } from './code-form';

const copy = twoFactorCopy.stepUp;

type Pending = { factorId: string; settle: (ok: boolean) => void };

/**
 * Answers the server's `mfa_required` anywhere in the members' app: asks for the code, and the
 * refused call is made once more when the session is aal2 (rpc's onMfaRequired).
 */
export function StepUpHost() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  useEffect(
    () =>
      onMfaRequired(async () => {
        const { factorId } = await twoFactorStatus();
        if (!factorId) return false;
        pendingRef.current?.settle(false);
        return new Promise<boolean>((resolve) => {
          const next = { factorId, settle: resolve };
          pendingRef.current = next;
          setPending(next);
        });
      }),
    [],
  );

  const finish = (ok: boolean) => {
    pendingRef.current?.settle(ok);
    pendingRef.current = null;
    setPending(null);
  };

  const check = async (code: string) => {
    if (!pending) return false;
    const ok = await verifyTotp(pending.factorId, code);
    if (ok) finish(true);
    return ok;
  };

  return (
    <Modal opened={pending !== null} onClose={() => finish(false)} title={copy.title} centered>
      <Text size="sm" mb="sm">
        {copy.why}
      </Text>
      <CodeForm onCode={check} onCancel={() => finish(false)} />
    </Modal>
  );
}
