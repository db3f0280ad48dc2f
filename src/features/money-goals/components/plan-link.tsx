import { TextLink } from '@/components/link-button';

import { goalsCopy as copy } from '../copy';

/** A guardian's way from a goal limit to the family's plan card on /familj. */
export function PlanLink() {
  return (
    <TextLink to="/familj" hash="plan" fw={600}>
      {copy.planLink}
    </TextLink>
  );
}
