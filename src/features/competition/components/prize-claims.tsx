import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';

import type { PrizeClaim } from '../api/prizes-api';
import { usePrizeClaims } from '../hooks/use-prizes';
import { prizeCopy as copy, monthName } from '../prize-copy';
import { ClaimForm } from './claim-form';
import { Medal } from './medal';

const OPEN = new Set(['held', 'pending', 'confirmed']);

function statusText(claim: PrizeClaim): string {
  const status = copy.claims.status;
  switch (claim.status) {
    case 'held':
      return status.held;
    case 'pending':
      return claim.isMine ? status.pendingGuardian : status.pendingWinner;
    case 'confirmed':
      return claim.delivery
        ? status.confirmed(claim.delivery.fullName, claim.delivery.city)
        : status.pendingGuardian;
    case 'sent':
      return status.sent;
    case 'disqualified':
      return status.disqualified;
  }
}

function PrizeClaimCard({ claim, order }: { claim: PrizeClaim; order: 2 | 3 }) {
  const [editing, setEditing] = useState(false);
  const month = monthName(claim.periodStart);
  const heading = claim.isMine
    ? copy.claims.mine(claim.position, month, claim.prize)
    : copy.claims.child(claim.winnerName, claim.position, month, claim.prize);
  const showForm = claim.canConfirm && (claim.status === 'pending' || editing);
  return (
    <Card padding="lg" data-testid="prize-claim">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Medal position={claim.position} size={30} />
          <Title order={order} size="h5" lh={1.35}>
            {heading}
          </Title>
        </Group>
        {showForm ? (
          <ClaimForm
            claim={claim}
            onDone={() => setEditing(false)}
            onCancel={claim.status === 'confirmed' ? () => setEditing(false) : undefined}
          />
        ) : (
          <Text>{statusText(claim)}</Text>
        )}
        {claim.status === 'confirmed' && claim.canConfirm && !editing && (
          <Group>
            <Button variant="light" onClick={() => setEditing(true)}>
              {copy.claims.form.edit}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Prize claims: 'mine' (a winner's own, on the leaderboard) or 'children' (a guardian's
 * children's, on /familj). Open claims, and the latest month's even when settled.
 */
export function PrizeClaims({ whose }: { whose: 'mine' | 'children' }) {
  const claims = usePrizeClaims();
  const all = (claims.data ?? []).filter((claim) => claim.isMine === (whose === 'mine'));
  const latest = all.reduce(
    (max, claim) => (claim.periodStart > max ? claim.periodStart : max),
    '',
  );
  const shown = all.filter((claim) => OPEN.has(claim.status) || claim.periodStart === latest);
  if (shown.length === 0) return null;
  const label = whose === 'mine' ? copy.claims.mineLabel : copy.claims.childrenLabel;
  return (
    <Stack component="section" aria-label={label} gap="md">
      {whose === 'children' && (
        <Stack gap={4}>
          <Title order={2} size="h3">
            {label}
          </Title>
          <Text c="dimmed">{copy.claims.childrenIntro}</Text>
        </Stack>
      )}
      {shown.map((claim) => (
        <PrizeClaimCard key={claim.id} claim={claim} order={whose === 'mine' ? 2 : 3} />
      ))}
    </Stack>
  );
}
