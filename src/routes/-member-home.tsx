import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';

import { AfterFirstScreen } from '@/components/after-first-screen';
import { Dashboard } from '@/features/gamification';
import { BudgetCard, FirstGoalCard } from '@/features/money-goals';
import { useAuthStore } from '@/stores/auth-store';

// A teen's start (the installed app, offline too) does not load the parents' home.
const ParentHome = lazy(() => import('./-parent-home'));
// Below the first screen: streaks, tabs, goals, family cards (ARCHITECTURE §4c).
const MemberHomeMore = lazy(() => import('./-member-home-more'));

/**
 * The member home at '/' and '/app': a parent gets her children first (the parent home); a teen
 * the dashboard composed with the money features, its first screen first.
 */
export function MemberHome() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  if (parent) {
    return (
      <Suspense fallback={null}>
        <ParentHome />
      </Suspense>
    );
  }
  return (
    <Dashboard budgetCard={<BudgetCard />} goalCard={<FirstGoalCard />}>
      <AfterFirstScreen fallback={<Skeleton h={600} radius="lg" aria-hidden />}>
        <MemberHomeMore />
      </AfterFirstScreen>
    </Dashboard>
  );
}
