import {
  IconCake,
  IconCalendarEvent,
  IconCoins,
  IconReportAnalytics,
  IconShieldLock,
} from '@tabler/icons-react';
import { Box, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { useAuthStore } from '@/stores/auth-store';

import { moneyYearCopy } from '../copy';

const copy = moneyYearCopy.menu;

const TEEN = [
  { to: '/pengaaret', label: copy.moneyYear, icon: IconCalendarEvent },
  { to: '/bedragerier', label: copy.drills, icon: IconShieldLock },
  { to: '/rapport', label: copy.report, icon: IconReportAnalytics },
  { to: '/veckopeng', label: copy.allowance, icon: IconCoins },
] as const;

const PARENT = [
  { to: '/pengaaret', label: copy.childrenMoneyYear, icon: IconCalendarEvent },
  { to: '/rapport', label: copy.childrenReports, icon: IconReportAnalytics },
  { to: '/du-ar-18', label: copy.eighteen, icon: IconCake },
] as const;

/**
 * The member menu's tools: a teen's money year, scam drills, report and allowance; a guardian's
 * view of the same for her children (issue 41 §6). Laid out as the menu's shortcuts.
 */
export function MenuTools() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  const links = parent ? PARENT : TEEN;
  return (
    <section aria-labelledby="verktyg">
      <Title order={2} fz="h3" id="verktyg" mb="sm">
        {parent ? copy.parentHeading : copy.teenHeading}
      </Title>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        {links.map(({ to, label, icon: Icon }) => (
          <LinkButton
            key={to}
            to={to}
            variant="light"
            size="md"
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
  );
}
