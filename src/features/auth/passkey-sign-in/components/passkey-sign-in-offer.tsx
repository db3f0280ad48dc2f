import type { ReactNode } from 'react';
import { Divider } from '@mantine/core';

import { usePasskeyHere } from '../passkey-here';
import { PasskeySignInButton } from './passkey-sign-in-button';

type Props = { onSignedIn: () => void; divider?: string; fallback?: ReactNode };

/**
 * 'Logga in med passkey' where this device has one, else `fallback`. Loaded lazily by /login and
 * the lock screen, so the device check stays out of the member start it would otherwise share.
 */
export function PasskeySignInOffer({ onSignedIn, divider, fallback = null }: Props) {
  if (!usePasskeyHere()) return fallback;
  return (
    <>
      <PasskeySignInButton onSignedIn={onSignedIn} />
      {divider && <Divider label={divider} labelPosition="center" />}
    </>
  );
}
