import { IconChevronDown } from '@tabler/icons-react';
import { Anchor, Paper, Stack, Text } from '@mantine/core';

import type { InfoSection } from '../../content-types';
import { legalCopy } from '../../copy/legal/common';
import classes from '../marketing.module.css';

type Props = { sections: readonly InfoSection[]; collapsible?: boolean };

/** A legal document's table of contents: a link to each section (folded away on phones). */
export function LegalContents({ sections, collapsible = false }: Props) {
  const list = (
    <nav aria-label={legalCopy.contents}>
      <Stack component="ol" gap={2} className={classes.contentsList}>
        {sections.map((section) => (
          <li key={section.id}>
            <Anchor href={`#${section.id}`} size="sm" display="block" py={6}>
              {section.heading}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
  return (
    <Paper withBorder radius="lg" p="md">
      {collapsible ? (
        <details className={classes.contentsDetails}>
          <summary>
            {legalCopy.contentsCount(sections.length)}
            <IconChevronDown size={20} aria-hidden className={classes.contentsChevron} />
          </summary>
          {list}
        </details>
      ) : (
        <Stack gap="xs">
          <Text fw={700} aria-hidden>
            {legalCopy.contents}
          </Text>
          {list}
        </Stack>
      )}
    </Paper>
  );
}
