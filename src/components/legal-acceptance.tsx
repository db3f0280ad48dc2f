import { Text } from '@mantine/core';

import { useLegalAcceptance } from '@/hooks/use-legal-acceptance';
import { formatDateLong } from '@/lib/format';

/** The sentence, for a member who accepted `accepted` (null: nothing recorded) on `at`. */
export function acceptanceText(accepted: string | null, at: string | null, current: string) {
  if (!accepted || !at) return 'Vi har inte sparat vilken version av villkoren du godkände.';
  const when = formatDateLong(at);
  if (accepted === current)
    return `Du godkände den här versionen (från ${formatDateLong(accepted)}) den ${when}, när du skapade ditt konto.`;
  return `Du godkände versionen från ${formatDateLong(accepted)} den ${when}. Den här versionen gäller från ${formatDateLong(current)}.`;
}

/**
 * For a signed-in member: which version of the terms and privacy policy she accepted, and when
 * (stored with the account at sign-up, issue 41 §8). Nothing for a visitor.
 */
export function LegalAcceptance() {
  const acceptance = useLegalAcceptance();
  if (!acceptance) return null;
  const { accepted_version: accepted, accepted_at: at, current_version: current } = acceptance;
  return (
    <Text size="sm" data-testid="legal-acceptance">
      {acceptanceText(accepted, at, current)}
    </Text>
  );
}
