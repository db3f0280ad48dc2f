import {
  IconBook,
  IconCoins,
  IconDownload,
  IconId,
  IconLock,
  IconMessageOff,
  IconTarget,
  IconTrophy,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';

import type { PageIcon } from '@/content/page-icons';

/** The icons the pages name (`{icon=wallet}` on a card), so page text stays plain data. */
const ICONS = {
  book: IconBook,
  coins: IconCoins,
  download: IconDownload,
  id: IconId,
  lock: IconLock,
  'message-off': IconMessageOff,
  target: IconTarget,
  trophy: IconTrophy,
  wallet: IconWallet,
} satisfies Record<PageIcon, Icon>;

export type IconName = keyof typeof ICONS;

/** A decorative icon in a soft circle (the text beside it carries the meaning). */
export function FeatureIcon({ name, color = 'slantis' }: { name: IconName; color?: string }) {
  const Component = ICONS[name];
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 48,
        height: 48,
        flex: 'none',
        borderRadius: '50%',
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      <Component size={26} stroke={1.8} />
    </span>
  );
}
