import { Link } from '@tanstack/react-router';
import { Anchor, Group, Text } from '@mantine/core';

import { usePlan } from '@/hooks/use-plan';

import { familyCopy } from '../../copy';

const copy = familyCopy.parentHome.plan;

/** The parent home's one line about the family's plan, with the way to its card on /familj. */
export function FamilyPlanLine() {
  const { plan, known } = usePlan();
  if (!known || !plan.has_family) return null;
  const pastDue = plan.billing?.status === 'past_due' && plan.plan === 'familj';
  return (
    <Group gap="xs" data-testid="family-plan-line">
      <Text c={pastDue ? 'var(--mantine-color-error)' : 'dimmed'}>
        {pastDue ? copy.pastDue : plan.plan === 'familj' ? copy.familj : copy.basic}
      </Text>
      <Anchor component={Link} to="/familj" hash="plan" fw={600}>
        {copy.link}
      </Anchor>
    </Group>
  );
}
