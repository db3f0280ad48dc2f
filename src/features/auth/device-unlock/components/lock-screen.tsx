import { IconCloudUp, IconFingerprint, IconLock, IconWifi } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Center,
  Divider,
  PinInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { useOnline } from '@/hooks/use-online';

import { authCopy } from '../../copy';
import { useUnsyncedNote } from '../../hooks/use-unsynced-note';
import { redirectTargetOrDefault } from '../../rules/redirect-target';
import { deviceUnlockCopy } from '../copy';
import { unlockWithPasskey, unlockWithPin } from '../device-unlock';
import type { DeviceUnlock } from '../unlock-record';
import { useDeviceUnlock } from '../use-device-unlock';

const copy = deviceUnlockCopy.lock;

const PasskeySignInOffer = lazy(() =>
  import('../../passkey-sign-in/components/passkey-sign-in-offer').then((module) => ({
    default: module.PasskeySignInOffer,
  })),
);

/**
 * /las-upp: the app opened with nobody signed in on a device with a PIN unlock. The PIN opens the
 * user's data on this device (offline too); a normal sign-in is always the other way in.
 */
export function LockScreen({ redirect }: { redirect?: string }) {
  const unlock = useDeviceUnlock();
  const online = useOnline();
  const unsynced = useUnsyncedNote();
  const [removed, setRemoved] = useState(false);
  const navigate = useNavigate();
  const goOn = () => void navigate({ href: redirectTargetOrDefault(redirect), replace: true });
  const localPasskey = unlock?.passkey ? <PasskeyButton /> : null;
  // Online, the same tap as the offline unlock signs in for real (the server checks the passkey)
  // where this device has a passkey for the account; otherwise the local unlock stays.
  const passkeySignIn = (fallback: ReactNode, divider?: string) =>
    online ? (
      <Suspense fallback={fallback}>
        <PasskeySignInOffer onSignedIn={goOn} divider={divider} fallback={fallback} />
      </Suspense>
    ) : (
      fallback
    );
  const signIn = { to: '/login', search: redirect ? { redirect } : {} } as const;

  return (
    <Center py="xl">
      <Stack gap="lg" w="100%" maw="24rem" align="stretch">
        <Stack gap="xs" align="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} ta="center">
            {copy.title}
          </Title>
        </Stack>
        {unsynced && (
          <Alert color="slantis" variant="light" icon={<IconCloudUp aria-hidden />} role="status">
            {authCopy.login.unsynced.message(unsynced)}
          </Alert>
        )}
        {removed || !unlock ? (
          <>
            <Alert
              color="ember"
              variant="light"
              title={removed ? copy.removedTitle : copy.noneTitle}
            >
              {removed ? copy.removed : copy.none}
            </Alert>
            {passkeySignIn(null)}
            <LinkButton {...signIn} size="md">
              {copy.signIn}
            </LinkButton>
          </>
        ) : (
          <>
            {online && (
              <Alert color="teal" variant="light" icon={<IconWifi aria-hidden />} role="status">
                {copy.online}
              </Alert>
            )}
            {passkeySignIn(localPasskey, copy.or)}
            <PinForm unlock={unlock} onRemoved={() => setRemoved(true)} />
            <LinkButton {...signIn} variant="default" size="md">
              {copy.signInWithPassword}
            </LinkButton>
          </>
        )}
        <LinkButton to="/lektioner" variant="subtle">
          {copy.lessons}
        </LinkButton>
      </Stack>
    </Center>
  );
}

/** The phone's screen lock (fingerprint, face or its own code) through the saved passkey. */
function PasskeyButton() {
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Stack gap="xs">
      <Button
        size="md"
        leftSection={<IconFingerprint size={20} aria-hidden />}
        loading={working}
        onClick={() => {
          setWorking(true);
          setFailed(false);
          void unlockWithPasskey().then((result) => {
            setWorking(false);
            setFailed(result.kind !== 'unlocked');
          });
        }}
      >
        {copy.passkey}
      </Button>
      {failed && (
        <Text c="var(--mantine-color-error)" role="alert" ta="center" size="sm">
          {copy.passkeyFailed}
        </Text>
      )}
      <Divider label={copy.or} labelPosition="center" />
    </Stack>
  );
}

/** The PIN boxes: a full PIN is checked at once (no button press needed). */
function PinForm({ unlock, onRemoved }: { unlock: DeviceUnlock; onRemoved: () => void }) {
  const [pin, setPin] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (value: string) => {
    if (checking || value.length !== unlock.length) return;
    setChecking(true);
    setError(null);
    const result = await unlockWithPin(value);
    setChecking(false);
    setPin('');
    // 'unlocked': the auth store now holds the user, and the route's guard moves on.
    if (result.kind === 'wrong') setError(copy.wrong(result.remaining));
    if (result.kind === 'removed') onRemoved();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(pin);
      }}
    >
      <Stack gap="md" align="center">
        <Text ta="center">{copy.intro(unlock.user.firstName ?? null)}</Text>
        <PinInput
          length={unlock.length}
          type="number"
          mask
          size="lg"
          oneTimeCode={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the PIN is the only thing this screen asks for
          autoFocus
          value={pin}
          onChange={setPin}
          onComplete={(value) => void submit(value)}
          disabled={checking}
          error={error !== null}
          role="group"
          aria-label={copy.pin}
          getInputProps={(index) => ({ 'aria-label': `${copy.pin}, siffra ${index + 1}` })}
        />
        {error && (
          <Text c="var(--mantine-color-error)" role="alert" ta="center">
            {error}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={checking}>
          {checking ? copy.checking : copy.submit}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {copy.works}
        </Text>
      </Stack>
    </form>
  );
}
