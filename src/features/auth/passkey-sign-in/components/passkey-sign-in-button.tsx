import { IconFingerprint } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';

import { passkeyCopy as copy, passkeyErrorMessage } from '../copy';
import { preparePasskeySignIn, signInWithPasskey } from '../passkey-sign-in';

/** 'Logga in med passkey': one tap to a real, server-verified sign-in. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(preparePasskeySignIn, []);

  const signIn = async () => {
    setWorking(true);
    setError(null);
    const result = await signInWithPasskey();
    setWorking(false);
    if (result.error === null) onSignedIn();
    else {
      setError(passkeyErrorMessage(result.error));
      preparePasskeySignIn();
    }
  };

  return (
    <Stack gap="xs">
      <Button
        size="md"
        leftSection={<IconFingerprint size={20} aria-hidden />}
        loading={working}
        onClick={() => void signIn()}
      >
        {working ? copy.signingIn : copy.signIn}
      </Button>
      {error && (
        <Text c="var(--mantine-color-error)" role="alert" ta="center" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
