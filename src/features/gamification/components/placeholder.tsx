import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';

/**
 * While data loads, shows a skeleton exactly the size of `children` (placeholder content laid
 * out like the real thing), so nothing moves when the real values arrive. Use `blank()` for the
 * placeholder's text, so no made-up value is ever read out or found. The placeholder is hidden
 * from assistive technology; the card around it says it is busy.
 */
export function Placeholder({
  loading,
  children,
  radius = 'sm',
}: {
  loading: boolean;
  children: ReactNode;
  radius?: string;
}) {
  if (!loading) return children;
  return (
    <Skeleton visible w="fit-content" maw="100%" radius={radius} aria-hidden>
      {children}
    </Skeleton>
  );
}

/** No-break spaces about as wide as `sample` (a space is roughly half a letter wide). */
export const blank = (sample: string): string => '\u00a0'.repeat(Math.ceil(sample.length * 1.9));
