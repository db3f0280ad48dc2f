import type { Insights } from './api/family-api';

/** What parent_insights leaves out for an adult child who shares nothing (issue 21). */
export const NOTHING_SHARED = {
  shared: { spending: false, goals: false, learning: false },
  weeks: null,
  goals: null,
  learning: null,
  streak: { check_in: null, alive: null, saving_weeks: null },
  xp: null,
} satisfies Partial<Insights>;

/** parent_insights for Omar, an adult child who shares nothing: only his tasks are left. */
export const omarSharingNothing = (tasks: Insights['tasks']): Insights => ({
  child: { user_id: 'omar', display_name: 'Omar L.', first_name: 'Omar', age_group: 'adult' },
  ...NOTHING_SHARED,
  tasks,
});
