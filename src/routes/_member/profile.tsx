import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';

import {
  ActiveSessions,
  DeviceUnlockSettings,
  forgetAccountOnThisDevice,
  LogoutButton,
  PasskeyAccountSettings,
  signOut,
  TwoFactorSection,
} from '@/features/auth';
import { InstallCard } from '@/features/install';
import { ProfilePage } from '@/features/profile';
import { pageHead, PageIntro } from '@/features/site';
import { oneOfParam, searchParams, textParam } from '@/lib/search-params';
import { useAuthStore } from '@/stores/auth-store';

const profileSearch = searchParams({
  flik: oneOfParam(['profil', 'sakerhet', 'installningar']),
  visa: textParam({ pattern: /^[0-9a-f-]{36}$/ }),
});

export const Route = createFileRoute('/_member/profile')({
  validateSearch: profileSearch,
  head: () => pageHead('profile'),
  component: ProfileRoute,
});

function ProfileRoute() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { flik, visa } = profileSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <PageIntro page="profile">
      <ProfilePage
        tab={flik ?? 'profil'}
        onTab={(tab) =>
          void navigate({ to: '/profile', search: tab === 'profil' ? {} : { flik: tab } })
        }
        viewing={visa}
        onView={(target) =>
          void navigate({ to: '/profile', search: target ? { visa: target } : {} })
        }
        logoutButton={<LogoutButton w="fit-content" size="md" />}
        onDeleted={async () => {
          const userId = useAuthStore.getState().user?.id;
          if (userId) await forgetAccountOnThisDevice(userId);
          await signOut();
          await navigate({ to: '/' });
        }}
        extra={<InstallCard />}
        accountSecurity={
          <>
            <ActiveSessions />
            <PasskeyAccountSettings />
            <DeviceUnlockSettings />
            <TwoFactorSection />
          </>
        }
      />
    </PageIntro>
  );
}
