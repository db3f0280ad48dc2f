import {
  IconBallFootball,
  IconBuildingBank,
  IconId,
  IconReceipt,
  IconSchool,
  IconSun,
} from '@tabler/icons-react';
import { ThemeIcon } from '@mantine/core';

import type { CalendarKey } from '../api/money-year-api';

const ICONS = {
  studiebidrag: { icon: IconSchool, color: 'teal' },
  sommarjobb: { icon: IconSun, color: 'orange' },
  lonespecifikation: { icon: IconReceipt, color: 'blue' },
  'fyller-18': { icon: IconId, color: 'violet' },
  fritidskortet: { icon: IconBallFootball, color: 'green' },
  'csn-studiemedel': { icon: IconBuildingBank, color: 'cyan' },
} as const;

/** The calendar item's icon in a tinted circle. */
export function CalendarIcon({ itemKey, size = 44 }: { itemKey: CalendarKey; size?: number }) {
  const { icon: Icon, color } = ICONS[itemKey];
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={color} aria-hidden>
      <Icon size={size * 0.55} />
    </ThemeIcon>
  );
}
