import { IconCircleCheck } from '@tabler/icons-react';
import copy from 'virtual:page/youth';
import { Card, Group, List, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';

import { commonCopy } from '../../copy/common';
import { useViewer } from '../../hooks/use-viewer';
import { HeroPreview } from '../landing/hero-preview';
import classes from '../marketing.module.css';
import { FeatureCards } from '../shared/feature-cards';
import { PageHero } from '../shared/page-hero';
import { PageSection } from '../shared/page-section';
import { HowItWorks } from './how-it-works';

/** The app's call to action (spec: to /app), plus 'Bli medlem gratis' for visitors only. */
function AppActions() {
  const viewer = useViewer();
  return (
    <>
      {viewer === 'visitor' && (
        <LinkButton to="/bli-kund" size="lg">
          {commonCopy.joinFree}
        </LinkButton>
      )}
      <LinkButton to="/app" size="lg" variant={viewer === 'visitor' ? 'default' : 'filled'}>
        {viewer === 'member' ? commonCopy.toApp : commonCopy.openApp}
      </LinkButton>
    </>
  );
}

/** /ungdom (spec §2 'Youth page'): hero, three feature cards, how it works, calls to action. */
export function YouthPage() {
  return (
    <Stack gap={56}>
      <PageHero
        page="youth"
        actions={<AppActions />}
        aside={
          <Group justify="center" align="center">
            <HeroPreview audience="ungdom" />
          </Group>
        }
      />

      <PageSection heading={copy.features.heading}>
        <FeatureCards items={copy.features.items} />
      </PageSection>

      <PageSection heading={copy.steps.heading} intro={copy.steps.intro}>
        <HowItWorks />
      </PageSection>

      <PageSection heading={copy.facts.heading}>
        <List
          spacing="sm"
          maw={760}
          icon={<IconCircleCheck size={22} aria-hidden color="var(--slantis-color-success)" />}
        >
          {copy.facts.items.map((fact) => (
            <List.Item key={fact}>{fact}</List.Item>
          ))}
        </List>
      </PageSection>

      <Card className={classes.accentCard} component="section" aria-labelledby="youth-cta">
        <Stack gap="sm" align="flex-start">
          <Title order={2} id="youth-cta">
            {copy.cta.heading}
          </Title>
          <Text>{copy.cta.text}</Text>
          <Group gap="sm">
            <AppActions />
            <LinkButton to={copy.cta.link.to} size="lg" variant="subtle">
              {copy.cta.link.label}
            </LinkButton>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
