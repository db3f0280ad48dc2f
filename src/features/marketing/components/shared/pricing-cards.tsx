import { IconCheck } from '@tabler/icons-react';
import { Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { LinkButton, TextLink } from '@/components/link-button';

import { pricingCopy as copy } from '../../copy/pricing';
import { useViewer } from '../../hooks/use-viewer';
import classes from '../marketing.module.css';
import { PlanMemberAction } from './plan-member-action';

type PlanId = keyof typeof copy.plans;
const PLANS: readonly PlanId[] = ['basic', 'familj'];

type Props = {
  headingOrder?: 3 | 4;
  /** Links the Familj card to /familjepaket (left out on that page itself). */
  linkFamilyPage?: boolean;
};

/**
 * Spec §9 pricing: Basic (free) and Familj (49 kr/month incl. moms). A visitor creates an account
 * (a guardian then chooses Familj in the app); a member's guardian goes to the family's plan on
 * /familj, a teen is told to ask a parent. Nothing here takes a payment.
 */
export function PricingCards({ headingOrder = 3, linkFamilyPage = false }: Props) {
  const viewer = useViewer();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={880}>
      {PLANS.map((id) => {
        const plan = copy.plans[id];
        return (
          <Card
            key={id}
            component="article"
            aria-labelledby={`plan-${id}`}
            className={id === 'familj' ? classes.accentCard : undefined}
          >
            <Stack gap="md" h="100%">
              <Group justify="space-between" align="center" gap="xs">
                <Title order={headingOrder} size="h3" id={`plan-${id}`}>
                  {plan.name}
                </Title>
              </Group>
              <div>
                <Text fz={36} fw={800} lh={1.1}>
                  {plan.price}
                </Text>
                <Text c="dimmed">{plan.period}</Text>
              </div>
              <List
                spacing="xs"
                aria-label={copy.listLabel(plan.name)}
                icon={<IconCheck size={20} aria-hidden color="var(--slantis-color-success)" />}
                styles={{ itemWrapper: { alignItems: 'flex-start' } }}
              >
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              {'note' in plan && (
                <Text size="sm" c="dimmed">
                  {plan.note}
                </Text>
              )}
              <Stack gap="xs" mt="auto">
                {viewer === 'visitor' && (
                  <LinkButton
                    to="/bli-kund"
                    size="md"
                    variant={id === 'basic' ? 'filled' : 'light'}
                    aria-label={`${plan.cta}: ${plan.name}`}
                  >
                    {plan.cta}
                  </LinkButton>
                )}
                {viewer === 'member' && <PlanMemberAction plan={id} />}
                {linkFamilyPage && 'more' in plan && (
                  <TextLink to="/familjepaket" fw={600}>
                    {plan.more}
                  </TextLink>
                )}
              </Stack>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
