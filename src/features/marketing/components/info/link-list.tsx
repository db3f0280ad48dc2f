import { IconArrowRight } from '@tabler/icons-react';
import { Group, Stack, Text } from '@mantine/core';

import { TextLink } from '@/components/link-button';

import type { PageLink } from '../../content-types';
import { commonCopy as copy } from '../../copy/common';
import { useViewer } from '../../hooks/use-viewer';
import { pageNeedsLogin } from '../../search/visitor-access';
import classes from '../marketing.module.css';
import { AccessHint } from './access-hint';

/** Links to other pages of the site, marked when a visitor would have to log in first. */
export function LinkList({ items }: { items: readonly PageLink[] }) {
  const viewer = useViewer();
  return (
    <Stack component="ul" gap="xs" className={classes.plainList}>
      {items.map((item) => (
        <li key={item.to}>
          <Group gap={6} wrap="nowrap">
            <IconArrowRight size={16} aria-hidden style={{ flex: 'none' }} />
            <TextLink to={item.to} fw={600}>
              {item.label}
            </TextLink>
          </Group>
          {item.text && <Text size="sm">{item.text}</Text>}
          {pageNeedsLogin(item.to) && viewer !== 'member' && (
            <AccessHint label={copy.memberOnlyLong} />
          )}
        </li>
      ))}
    </Stack>
  );
}
