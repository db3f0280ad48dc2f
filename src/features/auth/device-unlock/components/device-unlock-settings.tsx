import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';

import { showToast } from '@/components/toast';
import { useAuthStore } from '@/stores/auth-store';

import { deviceUnlockCopy } from '../copy';
import { PIN_MAX_LENGTH } from '../pin-rules';
import { canStorePin, removeDevicePin, setDevicePin } from '../set-pin';
import { useDeviceUnlock } from '../use-device-unlock';
import { PasskeySettings } from './passkey-settings';

const copy = deviceUnlockCopy.settings;
const setup = deviceUnlockCopy.setup;

/** Profil → Säkerhet: choose, change or remove the PIN that opens this device offline. */
export function DeviceUnlockSettings() {
  const user = useAuthStore((state) => state.user);
  const unlock = useDeviceUnlock();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  const mine = unlock?.user.id === user.id;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconDeviceMobile size={22} aria-hidden />
          <Title order={2} size="h3">
            {copy.title}
          </Title>
        </Group>
        <Text>{copy.intro}</Text>
        <Text size="sm" c="dimmed">
          {copy.privacy}
        </Text>
        {mine && (
          <Alert color="teal" variant="light" role="status">
            {copy.on}
          </Alert>
        )}
        {mine && <PasskeySettings user={user} unlock={unlock} />}
        {unlock && !mine && (
          <Alert color="gray" variant="light">
            {copy.otherUser}
          </Alert>
        )}
        {!canStorePin() ? (
          <Alert color="ember" variant="light">
            {copy.unsupported}
          </Alert>
        ) : editing ? (
          <PinForm
            onDone={(saved) => {
              setEditing(false);
              if (saved) showToast(copy.savedTitle, copy.saved, 'success');
            }}
          />
        ) : (
          <Group gap="sm">
            <Button onClick={() => setEditing(true)}>{mine ? copy.change : copy.choose}</Button>
            {mine && (
              <Button
                variant="default"
                onClick={() => {
                  removeDevicePin();
                  showToast(copy.removedTitle, copy.removed, 'success');
                }}
              >
                {copy.remove}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function PinForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH);
  const field = {
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: PIN_MAX_LENGTH,
    description: setup.hint,
  } as const;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const user = useAuthStore.getState().user;
        if (!user || saving) return;
        setSaving(true);
        void setDevicePin(user, pin, confirmation).then((problem) => {
          setSaving(false);
          setError(problem);
          if (!problem) onDone(true);
        });
      }}
    >
      <Stack gap="sm" maw="20rem">
        <PasswordInput
          label={setup.pin}
          value={pin}
          onChange={(event) => setPin(digitsOnly(event.currentTarget.value))}
          {...field}
          error={error && error !== setup.mismatch ? error : null}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the button the user just pressed: typing goes on there
          autoFocus
        />
        <PasswordInput
          label={setup.confirm}
          value={confirmation}
          onChange={(event) => setConfirmation(digitsOnly(event.currentTarget.value))}
          {...field}
          description={undefined}
          error={error === setup.mismatch ? error : null}
        />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {saving ? setup.saving : setup.save}
          </Button>
          <Button variant="default" onClick={() => onDone(false)} disabled={saving}>
            {setup.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
