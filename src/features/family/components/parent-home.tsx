import { useState, type ReactNode } from 'react';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

import { RetryAlert } from '@/components/retry-alert';
import { showToast } from '@/components/toast';
import { formatTime } from '@/lib/format';
import { useAuthStore } from '@/stores/auth-store';

import { confirmDeposits, type HomeChild, type WaitingTask } from '../api/family-api';
import { familyCopy } from '../copy';
import { useReviewTask } from '../hooks/use-family';
import { useParentHome } from '../hooks/use-parent-home';
import { ChildCard } from './child-card';
import { ParentTools } from './parent-tools';
import { FamilyPlanLine } from './plan/family-plan-line';
import { WeekReport } from './week-report';
import { WelcomeParentCard } from './welcome-parent-card';

const copy = familyCopy.parentHome;

type Props = {
  /** The parent's own budget and purchases (the money features, composed by the route). */
  ownMoney?: ReactNode;
  /** What keeps the family's money safe (two-factor), before her own money. */
  security?: ReactNode;
};

/**
 * A parent's home at '/' and '/app' (issue 25): her children first, each with this week and the
 * tasks waiting for her; last week's report; then her own tools and money. No XP or level hero.
 */
export function ParentHome({ ownMoney, security }: Props) {
  const firstName = useAuthStore((state) => state.user?.firstName);
  const home = useParentHome();
  const review = useReviewTask();
  const [busyTask, setBusyTask] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const kids = home.data?.children;

  const answer = async (task: WaitingTask, name: string, approve: boolean) => {
    setBusyTask(task.id);
    try {
      const how = await review(task.id, approve);
      if (how === 'queued') showToast(familyCopy.tasks.queued, task.title, 'info');
      else if (approve)
        showToast(
          copy.approve,
          familyCopy.tasks.approved(name, task.reward_ore, task.reward_xp),
          'success',
        );
      else showToast(copy.sentBack, copy.sentBackText(name), 'info');
      home.dropWaiting(task.id);
      if (how === 'sent') home.reload();
    } catch (e) {
      showToast(familyCopy.errors.generic, (e as Error).message, 'error');
      home.reload();
    } finally {
      setBusyTask(null);
    }
  };

  const confirm = async (child: HomeChild) => {
    const { user_id: id, first_name: name } = child.insights.child;
    setConfirming(id);
    try {
      await confirmDeposits(
        id,
        child.to_confirm.map((deposit) => deposit.id),
      );
      showToast(copy.confirm.done, copy.confirm.doneText(name), 'success');
    } catch (e) {
      showToast(familyCopy.errors.generic, (e as Error).message, 'error');
    } finally {
      setConfirming(null);
      home.reload();
    }
  };

  return (
    <Stack gap="xl">
      <VisuallyHidden>
        <Title order={1}>{copy.heading}</Title>
      </VisuallyHidden>
      <div>
        <Title order={2} size="h1">
          {copy.greeting(firstName)}
        </Title>
        {kids && kids.length > 0 && <Text c="dimmed">{copy.intro}</Text>}
      </div>

      {home.stale && home.loadedAt !== undefined && (
        <Alert color="gray" role="status" data-testid="parent-home-stale">
          {home.online
            ? copy.errorStale(formatTime(home.loadedAt))
            : copy.offlineStale(formatTime(home.loadedAt))}
        </Alert>
      )}

      {kids === undefined ? (
        <Missing home={home} />
      ) : kids.length === 0 ? (
        <WelcomeParentCard />
      ) : (
        <>
          <section aria-labelledby="children-heading">
            <VisuallyHidden>
              <Title order={2} id="children-heading">
                {copy.children}
              </Title>
            </VisuallyHidden>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {kids.map((child) => (
                <ChildCard
                  key={child.insights.child.user_id}
                  child={child}
                  onAnswer={answer}
                  busyTask={busyTask}
                  onConfirm={confirm}
                  confirming={confirming}
                />
              ))}
            </SimpleGrid>
          </section>
          <WeekReport kids={kids} />
        </>
      )}

      {/* Tasks and goals need a child: until one is linked the welcome card is the tool. */}
      {kids && kids.length > 0 && <ParentTools />}
      {kids && kids.length > 0 && <FamilyPlanLine />}

      {security}

      {ownMoney && (
        <section aria-labelledby="own-money-heading">
          <Title order={2} size="h3" id="own-money-heading">
            {copy.ownMoney}
          </Title>
          <Text c="dimmed" mb="sm">
            {copy.ownMoneyText}
          </Text>
          {ownMoney}
        </section>
      )}
    </Stack>
  );
}

/** No children loaded yet: skeletons while loading, an honest note offline or on an error. */
function Missing({ home }: { home: ReturnType<typeof useParentHome> }) {
  if (home.loading) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy aria-label={copy.loading}>
        <Skeleton h={420} radius="lg" />
        <Skeleton h={420} radius="lg" />
      </SimpleGrid>
    );
  }
  if (!home.online) return <Alert color="gray">{copy.offlineEmpty}</Alert>;
  return (
    <RetryAlert
      title={familyCopy.errors.generic}
      message={home.error}
      retryLabel={familyCopy.retry}
      onRetry={home.reload}
    />
  );
}
