import { IconExternalLink, IconMail, IconPhone } from '@tabler/icons-react';
import { Anchor, Group, Stack, Text } from '@mantine/core';

import type { ContactLink } from '../../content-types';
import { legalCopy } from '../../copy/legal/common';
import classes from '../marketing.module.css';

const iconFor = (href: string) =>
  href.startsWith('mailto:') ? IconMail : href.startsWith('tel:') ? IconPhone : IconExternalLink;

/** Links out of the app: e-mail, phone, or another site (in a new tab, and says so). */
export function ContactList({ items }: { items: readonly ContactLink[] }) {
  return (
    <Stack component="ul" gap="sm" maw={720} className={classes.plainList}>
      {items.map((item) => {
        const Icon = iconFor(item.href);
        const external = item.href.startsWith('https:');
        return (
          <li key={item.href}>
            <Group gap={6} wrap="nowrap">
              <Icon size={18} aria-hidden style={{ flex: 'none' }} />
              <Anchor
                href={item.href}
                fw={600}
                py={4}
                {...(external
                  ? {
                      target: '_blank',
                      rel: 'noopener noreferrer',
                      'aria-label': `${item.label} ${legalCopy.opensNewTab}`,
                    }
                  : {})}
              >
                {item.label}
              </Anchor>
            </Group>
            {item.text && <Text size="sm">{item.text}</Text>}
          </li>
        );
      })}
    </Stack>
  );
}
