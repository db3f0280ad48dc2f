import {
  IconCake,
  IconCalendarEvent,
  IconCoins,
  IconReportAnalytics,
  IconShieldLock,
} from '@tabler/icons-react';

import { ShortcutGrid } from '@/components/shortcut-grid';
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
  return (
    <ShortcutGrid
      id="verktyg"
      heading={parent ? copy.parentHeading : copy.teenHeading}
      links={parent ? PARENT : TEEN}
    />
  );
}
