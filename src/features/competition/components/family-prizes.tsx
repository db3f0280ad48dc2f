import { Stack } from '@mantine/core';

import { PrizeClaims } from './prize-claims';
import { PrizeNotices } from './prize-notices';

/** On /familj: a guardian's notices and the children's prizes to confirm (nothing when none). */
export function FamilyPrizes() {
  return (
    <Stack gap="lg">
      <PrizeNotices />
      <PrizeClaims whose="children" />
    </Stack>
  );
}
