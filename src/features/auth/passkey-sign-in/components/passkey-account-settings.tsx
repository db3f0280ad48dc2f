import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';

import { useOnline } from '@/hooks/use-online';

import { passkeyCopy, passkeyErrorMessage } from '../copy';
import { usePasskeys } from '../use-passkeys';
import { PasskeyItem } from './passkey-item';

const copy = passkeyCopy.settings;

/** Profil → Säkerhet → Passkeys: add one on this device, see, rename and remove them. */
export function PasskeyAccountSettings() {
  const online = useOnline();
  const passkeys = usePasskeys(online);
  const [name, setName] = useState<string>(copy.defaultName);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const add = async () => {
    setWorking(true);
    setMessage(null);
    const code = await passkeys.add(name.trim());
    setWorking(false);
    setMessage(
      code === null
        ? { ok: true, text: copy.added }
        : { ok: false, text: passkeyErrorMessage(code) },
    );
  };

  return (
    <Stack gap="sm" data-testid="passkey-settings">
      <Title order={2} size="h3">
        {copy.title}
      </Title>
      <Text size="sm">{copy.intro}</Text>
      {!online && <Alert color="gray">{copy.offline}</Alert>}
      {online && passkeys.state.status === 'loading' && (
        <Loader size="sm" aria-label={copy.title} />
      )}
      {passkeys.state.status === 'error' && (
        <Alert color="red">{passkeyErrorMessage(passkeys.state.code ?? '')}</Alert>
      )}
      {passkeys.state.status === 'ready' &&
        (passkeys.state.data.length === 0 ? (
          <Text c="dimmed">{copy.none}</Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={copy.listLabel}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {passkeys.state.data.map((row) => (
              <PasskeyItem
                key={row.id}
                row={row}
                rename={passkeys.rename}
                remove={passkeys.remove}
              />
            ))}
          </Stack>
        ))}
      {online && (
        <Group align="flex-end">
          <TextInput
            label={copy.name}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button
            size="md"
            variant="light"
            leftSection={<IconFingerprint size={18} aria-hidden />}
            loading={working}
            disabled={name.trim() === ''}
            onClick={() => void add()}
          >
            {copy.add}
          </Button>
        </Group>
      )}
      {message && (
        <Alert
          color={message.ok ? 'teal' : 'ember'}
          variant="light"
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
