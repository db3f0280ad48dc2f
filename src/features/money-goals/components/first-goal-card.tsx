import { Card } from '@mantine/core';

import { goalsCopy } from '../copy';
import { useGoals } from '../hooks/use-goals';
import { GoalCard } from './goal-card';
import { GoalEmptyState } from './goal-empty-state';

/** The dashboard's savings goal card: the first active goal, or a start. */
export function FirstGoalCard() {
  const view = useGoals();
  if (!view) return <Card h="100%" mih={180} aria-busy="true" />;
  const [first] = view.active;
  if (first) return <GoalCard goal={first} locked={view.locked.has(first.id)} />;
  return <GoalEmptyState text={view.goals.length > 0 ? goalsCopy.allReached : undefined} />;
}
