import { Alert, Loader, Stack } from '@mantine/core';

import { RetryAlert } from '@/components/retry-alert';
import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import { familyCopy as copy } from '../copy';
import { useMyFamily } from '../hooks/use-family';
import { AllowanceManager } from './allowance/allowance-manager';
import { GoalForChild } from './goal-for-child';
import { GuardianTasks } from './guardian-tasks';
import { InsightsCard } from './insights-card';
import { CreateFamilyCard, JoinFamilyCard } from './link-cards';
import { MembersCard } from './members-card';

/** /familj: link up, then (guardians) give tasks and goals and follow each child. */
export function FamilyPage({ inviteCode }: { inviteCode?: string }) {
  const role = useAuthStore((state) => state.user?.role);
  const online = useOnline();
  const { state, reload } = useMyFamily();

  if (!online) return <Alert color="gray">{copy.offline}</Alert>;
  if (state.status === 'loading') return <Loader aria-label={copy.loading} />;
  if (state.status === 'error') {
    return (
      <RetryAlert
        title={copy.errors.generic}
        message={state.message}
        retryLabel={copy.retry}
        onRetry={reload}
      />
    );
  }
  const mine = state.data;
  if (!mine.family) {
    return (
      <Stack gap="lg">
        {role === 'foralder' && !inviteCode && <CreateFamilyCard onDone={reload} />}
        <JoinFamilyCard initialCode={inviteCode} onDone={reload} />
      </Stack>
    );
  }
  const family = { ...mine, family: mine.family };
  const kids = mine.members.filter((member) => member.role === 'child');
  const guardian = mine.me?.role === 'guardian';
  return (
    <Stack gap="lg">
      <MembersCard family={family} onChange={reload} />
      {guardian && kids.length > 0 && (
        <>
          <GuardianTasks children={kids} />
          <GoalForChild kids={kids} onCreated={reload} />
          <AllowanceManager kids={kids} />
          <InsightsCard kids={kids} />
        </>
      )}
    </Stack>
  );
}
