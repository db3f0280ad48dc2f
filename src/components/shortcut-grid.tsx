import type { Icon } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { Box, Title } from '@mantine/core';

import { LinkButton } from './link-button';

export type Shortcut = {
  to: ComponentProps<typeof LinkButton>['to'];
  label: string;
  icon: Icon;
};

type Props = { id: string; heading: string; links: readonly Shortcut[] };

/**
 * A titled grid of shortcut buttons (the member menu's): as many columns as fit — two on most
 * phones, one on a 320 px phone, five on a desktop — and a long label wraps rather than being
 * cut off.
 */
export function ShortcutGrid({ id, heading, links }: Props) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="sm">
        {heading}
      </Title>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        {links.map(({ to, label, icon: LinkIcon }) => (
          <LinkButton
            key={String(to)}
            to={to}
            variant="light"
            size="md"
            h="auto"
            mih={56}
            py={8}
            px="sm"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            justify="flex-start"
            leftSection={<LinkIcon size={20} aria-hidden />}
          >
            {label}
          </LinkButton>
        ))}
      </Box>
    </section>
  );
}
