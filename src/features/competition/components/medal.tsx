import { IconMedal } from '@tabler/icons-react';
import { ThemeIcon } from '@mantine/core';

/** Gold, silver and bronze for places 1–3. */
export const MEDAL_COLORS: Record<1 | 2 | 3, string> = { 1: 'yellow', 2: 'gray', 3: 'orange' };

export const medalColor = (position: number): string | null =>
  position === 1 || position === 2 || position === 3 ? MEDAL_COLORS[position] : null;

/** A medal for places 1–3 (decoration: the place is said in text beside it). */
export function Medal({ position, size = 32 }: { position: number; size?: number }) {
  const color = medalColor(position);
  if (!color) return null;
  return (
    <ThemeIcon
      color={color}
      variant="filled"
      radius="xl"
      size={size}
      aria-hidden
      data-medal={position}
    >
      <IconMedal size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
