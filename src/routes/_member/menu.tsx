import { IconHeadset, IconHome, IconPlus, IconUser, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { Box, Stack, Title } from '@mantine/core';

import { shellCopy } from '@/app/copy';
import { SiteLinkGroups } from '@/app/layouts/site-link-groups';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LinkButton } from '@/components/link-button';
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
      <section aria-labelledby="genvagar">
        <Title order={2} fz="h3" id="genvagar" mb="sm">
          Genvägar
        </Title>
        {/* As many columns as fit: two on most phones, one on a 320 px phone, five on a desktop. */}
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
            gap: 'var(--mantine-spacing-sm)',
          }}
        >
          {shortcuts.map(({ to, label, icon: Icon }) => (
            <LinkButton
              key={to}
              to={to}
              variant="light"
              size="md"
              // A long label ('Lägg till köp') wraps rather than being cut off.
              h="auto"
              mih={56}
              py={8}
              px="sm"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              justify="flex-start"
              leftSection={<Icon size={20} aria-hidden />}
            >
              {label}
            </LinkButton>
          ))}
        </Box>
      </section>
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
