import { Link } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import {
  Anchor,
  Card,
  Checkbox,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';

import { showToast } from '@/components/toast';
import { useRemote } from '@/hooks/use-remote';

import { familyPeople, loadSettings, saveSettings, type Settings } from '../api/profile-api';
import { profileCopy } from '../copy';
import { DataCard } from './data-card';
import { LegalCard } from './legal-card';
import { PasswordCard } from './password-card';

const copy = profileCopy.settings;

type Props = { userId: string; logoutButton: ReactNode; onDeleted: () => Promise<void> | void };

/** Inställningar: language, time zone, notifications, sharing, password, data, deletion. */
export function SettingsTab({ userId, logoutButton, onDeleted }: Props) {
  const load = useCallback(() => loadSettings(userId), [userId]);
  const { state, setState } = useRemote(load);
  const people = useRemote(familyPeople);
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
            description={copy.emailHelp}
            checked={settings?.email_notifications ?? true}
            disabled={!settings}
            onChange={(e) => void toggle('email_notifications', e.currentTarget.checked)}
          />
          <Checkbox
            label={copy.security}
            description={copy.securityHelp}
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
                <Anchor component={Link} to="/du-ar-18" size="sm">
                  {copy.walkThrough}
                </Anchor>
              </>
            ) : (
              <Text>{copy.sharingChild}</Text>
            )}
          </Stack>
        </Card>
      )}
      <PasswordCard />
      <DataCard onDeleted={onDeleted} />
      <LegalCard />
      <Group>{logoutButton}</Group>
    </Stack>
  );
}
