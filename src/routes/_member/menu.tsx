import { IconHeadset, IconHome, IconPlus, IconUser, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { SimpleGrid, Stack, Title } from '@mantine/core';

import { SiteLinkGroups } from '@/app/layouts/site-link-groups';
import { LinkButton } from '@/components/link-button';
import { LogoutButton } from '@/features/auth';
import { InstallCard } from '@/features/install';
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
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {shortcuts.map(({ to, label, icon: Icon }) => (
            <LinkButton
              key={to}
              to={to}
              variant="light"
              size="md"
              h={56}
              justify="flex-start"
              leftSection={<Icon size={20} aria-hidden />}
            >
              {label}
            </LinkButton>
          ))}
        </SimpleGrid>
      </section>
      <SiteLinkGroups label="Alla sidor" headingOrder={3} />
      <SupportCard />
      <InstallCard />
      <LogoutButton w="fit-content" size="md" />
    </Stack>
  );
}
