import { Card, Group, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';

import { commonCopy } from '../../copy/common';
import { landingCopy as copy, type Audience } from '../../copy/landing';
import classes from '../marketing.module.css';
import { FeatureCards } from '../shared/feature-cards';
import { PageHero } from '../shared/page-hero';
import { PageSection } from '../shared/page-section';
import { AudienceTabs } from './audience-tabs';
import { HeroPreview } from './hero-preview';
import { Partners } from './partners';
import { QuickSearch } from './quick-search';

export type LandingPageProps = {
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
  query: string;
  onQueryChange: (query: string) => void;
};

/**
 * The visitors' '/' (spec §2 'Public landing page'): the hero with the Ungdom / Föräldrar tabs
 * and 'Bli medlem' / 'Logga in', quick search, three feature cards and the partner list. Only
 * visitors see it, so the membership calls to action are always right here.
 */
export function LandingPage({
  audience,
  onAudienceChange,
  query,
  onQueryChange,
}: LandingPageProps) {
  return (
    <Stack gap={56}>
      <PageHero
        page="landing"
        aside={
          <Group justify="center" align="center">
            <HeroPreview audience={audience} />
          </Group>
        }
        actions={
          <>
            <LinkButton to="/bli-kund" size="lg">
              {commonCopy.join}
            </LinkButton>
            <LinkButton to="/login" size="lg" variant="default">
              {commonCopy.login}
            </LinkButton>
          </>
        }
      >
        <AudienceTabs audience={audience} onChange={onAudienceChange} />
      </PageHero>

      <QuickSearch query={query} onQueryChange={onQueryChange} />

      <PageSection heading={copy.features.heading}>
        <FeatureCards items={copy.features.items} />
      </PageSection>

      <Partners />

      <Card className={classes.accentCard} component="section" aria-labelledby="landing-closing">
        <Stack gap="sm" align="flex-start">
          <Title order={2} id="landing-closing">
            {copy.closing.heading}
          </Title>
          <Text>{copy.closing.text}</Text>
          <Group gap="sm">
            <LinkButton to="/bli-kund" size="md">
              {commonCopy.joinFree}
            </LinkButton>
            <LinkButton to="/lektioner" size="md" variant="default">
              {copy.closing.lessons}
            </LinkButton>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
