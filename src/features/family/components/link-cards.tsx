import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';

import { useAction } from '@/hooks/use-action';

import { acceptInvite, createFamily, previewInvite, type InvitePreview } from '../api/family-api';
import { familyCopy as copy } from '../copy';
import { normalizeCode } from '../rules/invite-code';

/** A parent without a family creates one. */
export function CreateFamilyCard({ lastName, onDone }: { lastName?: string; onDone: () => void }) {
  const [name, setName] = useState(lastName ? `Familjen ${lastName}` : '');
  const [error, setError] = useState<string | null>(null);
  const { busy, run: create } = useAction(createFamily, {
    success: () => ({ title: copy.create.created, message: name }),
    onDone,
    onError: (e) => setError((e as Error).message),
  });
  const submit = async () => {
    setError(null);
    await create(name);
  };
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {copy.create.heading}
        </Title>
        <Text>{copy.create.text}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              size="md"
              label={copy.create.name}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
            />
            <Button type="submit" loading={busy} w="fit-content">
              {copy.create.submit}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/** A child (or second parent) joins with a code — typed, or from an invite link. */
export function JoinFamilyCard({
  initialCode = '',
  onDone,
}: {
  initialCode?: string;
  onDone: () => void;
}) {
  const [code, setCode] = useState(initialCode);
  const [preview, setPreview] = useState<InvitePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onError = (e: unknown) => setError((e as Error).message);
  const previewing = useAction(previewInvite, {
    onDone: setPreview,
    onError: (e) => {
      setPreview(null);
      onError(e);
    },
  });
  const accepting = useAction(acceptInvite, {
    success: () => ({ title: copy.join.joined(preview?.family_name ?? ''), message: '' }),
    onDone,
    onError,
  });
  const busy = previewing.busy || accepting.busy;

  const check = async () => {
    if (normalizeCode(code).length === 0) {
      setError(copy.join.empty);
      return;
    }
    setError(null);
    await previewing.run(normalizeCode(code));
  };
  const accept = async () => {
    setError(null);
    await accepting.run(normalizeCode(code));
  };

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {copy.join.heading}
        </Title>
        <Text>{copy.join.text}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void (preview ? accept() : check());
          }}
        >
          <Stack gap="sm">
            <TextInput
              size="md"
              label={copy.join.code}
              description={copy.join.codeHint}
              value={code}
              autoCapitalize="characters"
              autoComplete="off"
              ff="monospace"
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setPreview(null);
              }}
              error={error}
            />
            {preview && (
              <Alert color="teal" variant="light">
                {copy.join.preview(preview.invited_by, preview.family_name)}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={busy}>
                {preview ? copy.join.accept : copy.join.check}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
