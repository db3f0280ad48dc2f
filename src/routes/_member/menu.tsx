import { IconHeadset, IconHome, IconPlus, IconUser, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { Box, Stack } from '@mantine/core';

import { shellCopy } from '@/app/copy';
import { SiteLinkGroups } from '@/app/layouts/site-link-groups';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { ShortcutGrid } from '@/components/shortcut-grid';
import { LogoutButton } from '@/features/auth';
import { InstallCard } from '@/features/install';
import { MenuTools } from '@/features/money-year';
import { pageHead, PageIntro } from '@/features/site';
import { SupportCard } from '@/features/support';

export const Route = createFileRoute('/_member/menu')({
  head: () => pageHead('menu'),
  component: MenuPage,
});

// Spec §2 shortcuts for a member (the page is members-only, so no sign-in or join links).
const shortcuts = [
  { to: '/app', label: 'Till appen', icon: IconHome },
  { to: '/add-transaction', label: 'Lägg till köp', icon: IconPlus },
  { to: '/familj', label: 'Familj', icon: IconUsers },
  { to: '/profile', label: 'Min profil', icon: IconUser },
  { to: '/kundtjanst', label: 'Kundtjänst', icon: IconHeadset },
] as const;

function MenuPage() {
  return (
    <Stack gap="xl">
      <PageIntro page="menu" />
      <ShortcutGrid id="genvagar" heading="Genvägar" links={shortcuts} />
      <MenuTools />
      <SiteLinkGroups label="Alla sidor" headingOrder={3} />
      <SupportCard />
      <InstallCard />
      {/* The top bar shows the toggle from 768 px; a phone's is here. */}
      <Box hiddenFrom="sm">
        <ColorSchemeToggle
          withLabel
          labels={{ dark: shellCopy.darkMode, light: shellCopy.lightMode }}
        />
      </Box>
      <LogoutButton w="fit-content" size="md" />
    </Stack>
  );
}
