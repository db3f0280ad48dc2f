import type { ReactNode } from 'react';
import { Alert, Stack, Tabs } from '@mantine/core';

import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import { profileCopy as copy } from '../copy';
import { OtherProfile, OwnProfile } from './profile-tab';
import { SecurityTab } from './security-tab';
import { SettingsTab } from './settings-tab';

export type ProfileTab = 'profil' | 'sakerhet' | 'installningar';

type Props = {
  tab: ProfileTab;
  onTab: (tab: ProfileTab) => void;
  /** Another member's profile to show (?visa=), masked. */
  viewing?: string;
  onView: (target: string | undefined) => void;
  logoutButton: ReactNode;
  onDeleted: () => Promise<void> | void;
  /** Shown on every tab, e.g. the install card. */
  extra?: ReactNode;
  /** Säkerhet's account and device settings (signed-in devices, the offline PIN unlock). */
  accountSecurity?: ReactNode;
};

/** Min profil (spec §2): Profil, Säkerhet and Inställningar. */
export function ProfilePage({
  tab,
  onTab,
  viewing,
  onView,
  logoutButton,
  onDeleted,
  extra,
  accountSecurity,
}: Props) {
  const userId = useAuthStore((state) => state.user?.id);
  const online = useOnline();
  if (!userId) return null;
  return (
    <Stack gap="lg">
      {!online && <Alert color="gray">{copy.offline}</Alert>}
      <Tabs
        value={tab}
        onChange={(value) => onTab((value as ProfileTab) ?? 'profil')}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="profil">{copy.tabs.profile}</Tabs.Tab>
          <Tabs.Tab value="sakerhet">{copy.tabs.security}</Tabs.Tab>
          <Tabs.Tab value="installningar">{copy.tabs.settings}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profil" pt="lg">
          {viewing && viewing !== userId ? (
            <OtherProfile key={viewing} target={viewing} onBack={() => onView(undefined)} />
          ) : (
            <OwnProfile userId={userId} onView={onView} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="sakerhet" pt="lg">
          <Stack gap="xl">
            {accountSecurity}
            <SecurityTab userId={userId} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="installningar" pt="lg">
          <SettingsTab userId={userId} logoutButton={logoutButton} onDeleted={onDeleted} />
        </Tabs.Panel>
      </Tabs>
      {extra}
    </Stack>
  );
}
