import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Button, Card, Stack, TextInput, Title } from '@mantine/core';

import { sendFriendRequest } from '../api/friends-api';
import { friendsCopy } from '../copy';
import { useFriendAction } from '../hooks/use-friends';
import { normalizeFriendCode } from '../rules/friend-code';

const copy = friendsCopy.add;

/** A friend's code in, a request out. A QR link (/vanner?kod=…) fills the field in. */
export function AddFriendCard({
  initialCode,
  onSent,
}: {
  initialCode?: string;
  onSent: () => void;
}) {
  const [code, setCode] = useState(initialCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useFriendAction(onSent);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const wanted = normalizeFriendCode(code);
    if (!wanted) {
      setError(copy.empty);
      return;
    }
    setError(null);
    const sent = await run(
      'send',
      () => sendFriendRequest(wanted),
      () => [copy.sent, copy.sentText],
      setError,
    );
    if (sent) setCode('');
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {copy.heading}
          </Title>
          <TextInput
            label={copy.label}
            description={copy.hint}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            size="md"
          />
          <Button
            type="submit"
            loading={pending === 'send'}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            h={44}
            style={{ alignSelf: 'flex-start' }}
          >
            {copy.submit}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
