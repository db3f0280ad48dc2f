import { useCallback, useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';

import { showToast } from '@/components/toast';
import { passwordConfirmError, passwordError } from '@/lib/validation';

import {
  changePassword,
  deleteMyAccount,
  exportMyData,
  familyPeople,
  loadSettings,
  saveSettings,
  type Settings,
} from '../api/profile-api';
import { profileCopy } from '../copy';
import { useLoaded } from '../hooks/use-profile-data';
import { exportFileName } from '../rules/profile-rules';

const copy = profileCopy.settings;

type Props = { userId: string; logoutButton: ReactNode; onDeleted: () => Promise<void> | void };

/** Inställningar: language, time zone, notifications, sharing, password, data, deletion. */
export function SettingsTab({ userId, logoutButton, onDeleted }: Props) {
  const load = useCallback(() => loadSettings(userId), [userId]);
  const { state, setState } = useLoaded(load);
  const people = useLoaded(familyPeople);
  const me = people.state.status === 'ready' ? people.state.data.find((p) => p.is_me) : undefined;

  const toggle = async (key: keyof Settings, value: boolean) => {
    if (state.status !== 'ready') return;
    const before = state.data;
    const next = { ...before, [key]: value };
    setState({ status: 'ready', data: next });
    try {
      await saveSettings(userId, next);
      showToast(copy.saved, '', 'success');
    } catch {
      setState({ status: 'ready', data: before });
      showToast(copy.saveFailed, profileCopy.failed, 'error');
    }
  };
  const settings = state.status === 'ready' ? state.data : null;

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="sm">
          <TextInput label={copy.language} value={copy.languageValue} readOnly />
          <TextInput label={copy.timezone} value={copy.timezoneValue} readOnly />
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {copy.notifications}
          </Title>
          <Checkbox
            label={copy.email}
            checked={settings?.email_notifications ?? true}
            disabled={!settings}
            onChange={(e) => void toggle('email_notifications', e.currentTarget.checked)}
          />
          <Checkbox
            label={copy.security}
            checked={settings?.security_alerts ?? true}
            disabled={!settings}
            onChange={(e) => void toggle('security_alerts', e.currentTarget.checked)}
          />
        </Stack>
      </Card>
      {me?.role === 'child' && (
        <Card>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {copy.sharing}
            </Title>
            {me.age_group === 'adult' ? (
              <>
                <Text>{copy.sharingAdult}</Text>
                {(
                  [
                    ['share_spending', copy.shareSpending, undefined],
                    ['share_goals', copy.shareGoals, copy.shareGoalsNote],
                    ['share_learning', copy.shareLearning, copy.shareLearningNote],
                  ] as const
                ).map(([key, label, note]) => (
                  <Switch
                    key={key}
                    label={label}
                    description={note}
                    checked={settings?.[key] ?? false}
                    disabled={!settings}
                    onChange={(e) => void toggle(key, e.currentTarget.checked)}
                  />
                ))}
              </>
            ) : (
              <Text>{copy.sharingChild}</Text>
            )}
          </Stack>
        </Card>
      )}
      <PasswordCard />
      <DataCard onDeleted={onDeleted} />
      <Group>{logoutButton}</Group>
    </Stack>
  );
}

function PasswordCard() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const found = {
      password: passwordError(password) ?? undefined,
      confirm: passwordConfirmError(password, confirm) ?? undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await changePassword(password);
      setPassword('');
      setConfirm('');
      showToast(copy.passwordSaved, '', 'success');
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <form
        aria-label={copy.password}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {copy.password}
          </Title>
          <PasswordInput
            label={copy.newPassword}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <PasswordInput
            label={copy.confirmPassword}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
          />
          {errors.form && <Text c="red">{errors.form}</Text>}
          <Button type="submit" loading={busy} w="fit-content">
            {copy.savePassword}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function DataCard({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [confirming, setConfirming] = useState(false);
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    try {
      const data = await exportMyData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(new Date());
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      showToast(copy.downloaded, link.download, 'success');
    } catch {
      showToast(profileCopy.failed, '', 'error');
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteMyAccount();
      setConfirming(false);
      showToast(copy.deleted, copy.deletedText, 'info');
      await onDeleted();
    } catch {
      showToast(profileCopy.failed, '', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {copy.data}
        </Title>
        <Text>{copy.dataText}</Text>
        <Button variant="light" w="fit-content" onClick={() => void download()}>
          {copy.download}
        </Button>
        <Title order={3} size="h5" mt="md">
          {copy.delete}
        </Title>
        <Text size="sm">{copy.deleteText}</Text>
        <Button color="red.8" variant="filled" w="fit-content" onClick={() => setConfirming(true)}>
          {copy.delete}
        </Button>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={copy.delete} centered>
        <Stack>
          <Text>{copy.deleteText}</Text>
          <TextInput
            label={copy.deleteConfirm}
            value={word}
            onChange={(e) => setWord(e.currentTarget.value)}
          />
          <Button
            color="red.8"
            loading={busy}
            disabled={word.trim() !== copy.deleteWord}
            onClick={() => void remove()}
          >
            {copy.deleteButton}
          </Button>
        </Stack>
      </Modal>
    </Card>
  );
}
