import { Text } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { usePlan } from '@/hooks/use-plan';
import { useAuthStore } from '@/stores/auth-store';

import { pricingCopy as copy } from '../../copy/pricing';

/**
 * A signed-in member's line on a pricing card: the plan the family has, and for Familj the next
 * step – a guardian chooses it on /familj#plan, a teen asks a parent (never a payment).
 */
export function PlanMemberAction({ plan: card }: { plan: 'basic' | 'familj' }) {
  const guardian = useAuthStore((state) => state.user?.role === 'foralder');
  const onFamilj = usePlan().plan.plan === 'familj';
  if (card === 'basic') {
    return (
      <Text fw={600}>{onFamilj ? copy.member.includedInFamilj : copy.plans.basic.memberNote}</Text>
    );
  }
  if (onFamilj) return <Text fw={600}>{copy.member.hasFamilj}</Text>;
  if (!guardian) return <Text fw={600}>{copy.member.askParent}</Text>;
  return (
    <LinkButton to="/familj" hash="plan" size="md" variant="filled">
      {copy.member.choose}
    </LinkButton>
  );
}
