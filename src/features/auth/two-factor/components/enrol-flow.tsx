import { useEffect, useState } from 'react';
import { Alert, Button, Code, Image, Loader, Modal, Stack, Text } from '@mantine/core';

import { enrolTotp, newRecoveryCodes, verifyTotp, type TotpEnrolment } from '../api/two-factor-api';
import { twoFactorCopy } from '../copy';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

const copy = twoFactorCopy.enrol;

/** Mounted while open: each opening starts a new enrolment. */
type Props = { onClose: () => void };

/** QR code and key for the code app, then the first code: two-factor is on once it matches. */
export function EnrolFlow({ onClose }: Props) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  // null until made; [] when making them failed (two-factor is on all the same).
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let current = true;
    enrolTotp().then(
      (started) => current && setEnrolment(started),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const check = async (code: string) => {
    if (!enrolment) return false;
    const ok = await verifyTotp(enrolment.factorId, code);
    if (ok) {
      setDone(true);
      setCodes(await newRecoveryCodes().catch(() => []));
    }
    return ok;
  };

  return (
    <Modal opened onClose={onClose} closeOnClickOutside={!done} title={copy.title} centered>
      {failed && <Alert color="red">{copy.failed}</Alert>}
      {!failed && !enrolment && <Loader aria-label={copy.preparing} />}
      {done && (
        <Stack gap="sm">
          <Alert color="teal" role="status">
            {copy.done}
          </Alert>
          {codes === null && <Loader aria-label={copy.preparing} />}
          {codes && codes.length > 0 && <RecoveryCodes codes={codes} onSaved={onClose} />}
          {codes?.length === 0 && (
            <>
              <Alert color="orange">{twoFactorCopy.recovery.failed}</Alert>
              <Button onClick={onClose}>{copy.close}</Button>
            </>
          )}
        </Stack>
      )}
      {enrolment && !done && (
        <Stack gap="sm">
          <Text size="sm">{copy.step1}</Text>
          <Text size="sm">{copy.step2}</Text>
          <Image src={enrolment.qrCode} alt={copy.qrAlt} w={200} h={200} bg="white" />
          <Text size="sm">{copy.secretLabel}</Text>
          <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {enrolment.secret}
          </Code>
          <Text size="sm">{copy.step3}</Text>
          <CodeForm onCode={check} onCancel={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
