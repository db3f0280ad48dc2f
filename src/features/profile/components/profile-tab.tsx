import { useCallback, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';

import { showToast } from '@/components/toast';
import { useRemote } from '@/hooks/use-remote';
import { formatDateLong } from '@/lib/format';

import {
  confirmReauthentication,
  familyPeople,
  getProfile,
  logAccess,
  type MaskedProfile,
} from '../api/profile-api';
import { profileCopy as copy } from '../copy';
import { recordDeniedAttempt } from '../hooks/denied-attempts';
import { profileErrorText, shouldWarnSuspension } from '../rules/profile-rules';
import { EditProfileModal } from './edit-profile-modal';
import { ProfileFields, type SecretField } from './profile-fields';
import { ReauthDialog, WrongCodeError } from './reauth-dialog';

type Props = { userId: string; onView: (target: string | undefined) => void };

/** Profil: the own masked profile with reveal toggles, 'Redigera profil', and the family. */
export function OwnProfile({ userId, onView }: Props) {
  const load = useCallback(() => getProfile(userId), [userId]);
  const { state, reload, setState } = useRemote(load);
  const people = useRemote(familyPeople);
  const [revealed, setRevealed] = useState<Partial<Record<SecretField, string>>>({});
  const [editing, setEditing] = useState<MaskedProfile | null>(null);
  const [askingCode, setAskingCode] = useState(false);

  const reveal = async (field: SecretField): Promise<'shown' | 'locked'> => {
    const clear = await getProfile(userId, true); // logged by the server, each time
    if (field === 'personnummer' && clear?.personnummer_locked) return 'locked';
    const value = clear?.[field];
    if (value) setRevealed((current) => ({ ...current, [field]: value }));
    return 'shown';
  };

  const toggle = async (field: SecretField) => {
    if (revealed[field] !== undefined) {
      setRevealed(({ [field]: _hidden, ...rest }) => rest);
      return;
    }
    try {
      // The own personnummer needs a fresh code from the e-mail (issue 21).
      if ((await reveal(field)) === 'locked') setAskingCode(true);
    } catch {
      showToast(copy.failed, '', 'error');
    }
  };

  const edit = async () => {
    try {
      setEditing(await getProfile(userId, true));
    } catch {
      showToast(copy.failed, '', 'error');
    }
  };

  if (state.status === 'loading') return <Loader aria-label={copy.loading} />;
  if (state.status === 'error') return <ProfileLoadError code={state.code} onRetry={reload} />;
  if (!state.data) return <Alert color="gray">{copy.noProfile}</Alert>;
  const profile = state.data;
  const others =
    people.state.status === 'ready' ? people.state.data.filter((person) => !person.is_me) : [];

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h3">
                {profile.fornamn} {profile.efternamn}
              </Title>
              <Text c="dimmed">{copy.memberSince(formatDateLong(profile.created_at))}</Text>
            </div>
            <Button variant="light" onClick={() => void edit()}>
              {copy.edit.button}
            </Button>
          </Group>
          <ProfileFields profile={profile} revealed={revealed} onToggle={(f) => void toggle(f)} />
          <Text size="sm" c="dimmed">
            {copy.revealNote}
          </Text>
        </Stack>
      </Card>
      {others.length > 0 && (
        <Card>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {copy.family}
            </Title>
            {others.map((person) => (
              <Button
                key={person.user_id}
                variant="subtle"
                justify="flex-start"
                onClick={() => onView(person.user_id)}
                aria-label={copy.viewFamily(person.display_name)}
              >
                {person.display_name}
              </Button>
            ))}
          </Stack>
        </Card>
      )}
      {editing && (
        <EditProfileModal
          profile={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setRevealed({});
            setState({ status: 'ready', data: saved });
          }}
        />
      )}
      <ReauthDialog
        opened={askingCode}
        onClose={() => setAskingCode(false)}
        onCode={async (code) => {
          if (!(await confirmReauthentication(code))) throw new WrongCodeError();
          await reveal('personnummer');
        }}
      />
    </Stack>
  );
}

/** Someone else's profile: masked, 'Familjemedlem' and 'Maskerad vy'; denied ones are logged. */
export function OtherProfile({ target, onBack }: { target: string; onBack: () => void }) {
  const [attempts, setAttempts] = useState(0);
  const load = useCallback(async () => {
    try {
      return await getProfile(target);
    } catch (error) {
      if ((error as { code?: string }).code === '42501') {
        setAttempts(recordDeniedAttempt());
        await logAccess(target, 'UNAUTHORIZED_ATTEMPT').catch(() => undefined);
      }
      throw error;
    }
  }, [target]);
  const { state, reload } = useRemote(load);
  return (
    <Stack gap="md">
      <Button variant="subtle" w="fit-content" onClick={onBack}>
        {copy.back}
      </Button>
      {state.status === 'loading' && <Loader aria-label={copy.loading} />}
      {state.status === 'error' && (
        <>
          <ProfileLoadError code={state.code} onRetry={reload} />
          {shouldWarnSuspension(attempts) && (
            <Alert color="red.9" variant="filled">
              {copy.deniedWarning}
            </Alert>
          )}
        </>
      )}
      {state.status === 'ready' && !state.data && <Alert color="gray">{copy.noProfile}</Alert>}
      {state.status === 'ready' && state.data && (
        <Card>
          <Stack gap="md">
            <Group gap="xs">
              <Title order={2} size="h3">
                {state.data.fornamn} {state.data.efternamn}
              </Title>
              <Badge variant="filled">{copy.familyMember}</Badge>
              <Badge variant="filled" color="gray.8">
                {copy.masked}
              </Badge>
            </Group>
            <Text c="dimmed">{copy.memberSince(formatDateLong(state.data.created_at))}</Text>
            <ProfileFields profile={state.data} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function ProfileLoadError({ code, onRetry }: { code: string | null; onRetry: () => void }) {
  return (
    <Alert color="red" title={profileErrorText(code)}>
      {code !== '42501' && code !== 'P0002' && (
        <Button mt="xs" variant="light" onClick={onRetry}>
          {copy.retry}
        </Button>
      )}
    </Alert>
  );
}
