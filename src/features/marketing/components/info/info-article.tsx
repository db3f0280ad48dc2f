import { Box, Stack } from '@mantine/core';

import type { PageId } from '@/content';

import type { InfoPageContent } from '../../content-types';
import classes from '../marketing.module.css';
import { JoinPromo } from '../shared/join-promo';
import { PageHero } from '../shared/page-hero';
import { PageSection } from '../shared/page-section';
import { InfoBlock, type Slots } from './info-block';

type Props = { page: PageId; content: InfoPageContent; slots?: Slots };

/**
 * An info page (/ungdomskonto, /sparmal …): the h1 and intro, then short sections with h2
 * headings. The membership promo (or the way into the app for members) sits beside the text on
 * wide screens and after it on phones.
 */
export function InfoArticle({ page, content, slots = {} }: Props) {
  return (
    <Stack gap={48}>
      <PageHero page={page} />
      <div className={classes.infoGrid}>
        <Stack gap={48}>
          {content.sections.map((section) => (
            <PageSection key={section.id} heading={section.heading} anchor={section.id}>
              {section.blocks.map((block, index) => (
                <InfoBlock key={`${section.id}-${index}`} block={block} slots={slots} />
              ))}
            </PageSection>
          ))}
        </Stack>
        <Box visibleFrom="lg">
          <div className={classes.sticky}>
            <JoinPromo />
          </div>
        </Box>
      </div>
      <Box hiddenFrom="lg">
        <JoinPromo />
      </Box>
    </Stack>
  );
}
