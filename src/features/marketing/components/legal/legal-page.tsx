import { Box, Stack, Text } from '@mantine/core';

import { LegalAcceptance } from '@/components/legal-acceptance';
import type { PageId } from '@/content';
import { formatDateLong } from '@/lib/format';

import type { LegalDocument } from '../../content-types';
import { legalCopy } from '../../copy/legal/common';
import { InfoBlock } from '../info/info-block';
import classes from '../marketing.module.css';
import { PageHero } from '../shared/page-hero';
import { PageSection } from '../shared/page-section';
import { LegalContents } from './legal-contents';

type Props = { page: PageId; content: LegalDocument };

/**
 * A legal document (/anvandarvillkor, /integritetspolicy): the h1, intro and the date it applies
 * from, a table of contents (beside the text on wide screens, folded above it on phones), then
 * the sections, each with an anchor.
 */
export function LegalPage({ page, content }: Props) {
  return (
    <Stack gap={40}>
      <PageHero page={page}>
        <Text fw={700}>
          <time dateTime={content.effectiveFrom}>
            {legalCopy.effectiveFrom(formatDateLong(content.effectiveFrom))}
          </time>
        </Text>
        <LegalAcceptance />
      </PageHero>
      <div className={classes.infoGrid}>
        <Stack gap={48}>
          <Box hiddenFrom="lg">
            <LegalContents sections={content.sections} collapsible />
          </Box>
          {content.sections.map((section) => (
            <PageSection key={section.id} heading={section.heading} anchor={section.id}>
              {section.blocks.map((block, index) => (
                <InfoBlock key={`${section.id}-${index}`} block={block} slots={{}} />
              ))}
            </PageSection>
          ))}
        </Stack>
        <Box visibleFrom="lg">
          <div className={classes.sticky}>
            <LegalContents sections={content.sections} />
          </div>
        </Box>
      </div>
    </Stack>
  );
}
