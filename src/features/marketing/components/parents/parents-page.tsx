import { Stack } from '@mantine/core';

import { LinkButton } from '@/components/link-button';

import { commonCopy } from '../../copy/common';
import { parentsLabels } from '../../copy/page-labels';
import { pricingCopy } from '../../copy/pricing';
import { useViewer } from '../../hooks/use-viewer';
import { PageHero } from '../shared/page-hero';
import { PageSection } from '../shared/page-section';
import { PricingCards } from '../shared/pricing-cards';
import { InsightSection } from './insight-section';
import { LearnSection } from './learn-section';
import { SafetySection } from './safety-section';
import { TogetherSection } from './together-section';

function HeroActions() {
  const viewer = useViewer();
  if (viewer === 'member') {
    return (
      <LinkButton to="/app" size="lg">
        {commonCopy.toApp}
      </LinkButton>
    );
  }
  if (viewer === 'loading') return null;
  return (
    <>
      <LinkButton to="/bli-kund" size="lg">
        {parentsLabels.join}
      </LinkButton>
      <LinkButton to="/login" size="lg" variant="default">
        {commonCopy.login}
      </LinkButton>
    </>
  );
}

/**
 * The public /foraldrar (spec §2 'Parents page'): a safe environment, parent insight,
 * tasks and goals together, educational resources and pricing.
 */
export function ParentsPage() {
  return (
    <Stack gap={56}>
      <PageHero page="parents" actions={<HeroActions />} />
      <SafetySection />
      <InsightSection />
      <TogetherSection />
      <LearnSection />
      <PageSection heading={pricingCopy.heading} intro={pricingCopy.intro}>
        <PricingCards linkFamilyPage />
      </PageSection>
    </Stack>
  );
}
