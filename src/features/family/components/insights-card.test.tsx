import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { render } from '@test-utils';

import * as api from '../api/family-api';
import { omarSharingNothing } from '../test-fixtures';
import { InsightsCard } from './insights-card';

// The RPC is stubbed at its module boundary: this is about what a guardian sees of an answer.
vi.mock('../api/family-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return { ...actual, parentInsights: vi.fn() };
});
const parentInsights = vi.mocked(api.parentInsights);

const kid: api.FamilyMember = {
  user_id: 'omar',
  display_name: 'Omar L.',
  first_name: 'Omar',
  role: 'child',
  joined_at: '2026-10-01T10:00:00Z',
  age_group: 'adult',
  is_me: false,
};

const sharesNothing = omarSharingNothing({ waiting: 1, open: 0, approved_this_week: 0 });

const card = (label: string) =>
  screen.getByText(label).closest('.mantine-Card-root') as HTMLElement;

describe('InsightsCard', () => {
  beforeEach(() => parentInsights.mockReset());

  it('an adult who shares nothing: calm "Delas inte" for streaks and level, tasks still there', async () => {
    parentInsights.mockResolvedValue(sharesNothing);
    render(<InsightsCard kids={[kid]} />);
    expect(await screen.findByTestId('weekly-summary')).toHaveTextContent(
      'Ett uppdrag väntar på ditt godkännande.',
    );
    for (const label of ['Svit', 'Sparande', 'Nivå']) {
      expect(within(card(label)).getByText('Delas inte')).toBeInTheDocument();
    }
    expect(within(card('Uppdrag')).getByText('1 uppdrag väntar på ditt godkännande')).toBeVisible();
    expect(screen.queryByText(/XP/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Omar har valt att inte dela detta.')).toHaveLength(3);
  });

  it('shares learning only: level, XP and the check-in streak, no saving streak', async () => {
    parentInsights.mockResolvedValue({
      ...sharesNothing,
      shared: { spending: false, goals: false, learning: true },
      learning: {
        lessons_completed: 3,
        lessons_this_week: 1,
        quizzes_passed: 3,
        courses_completed: 0,
        courses_total: 6,
      },
      streak: { check_in: 4, alive: true, saving_weeks: null },
      xp: { total: 340, level: 2 },
    });
    render(<InsightsCard kids={[kid]} />);
    expect(await screen.findByText('Nivå 2 · 340 XP')).toBeVisible();
    expect(within(card('Svit')).getByText('4 dagar i rad')).toBeVisible();
    expect(within(card('Sparande')).getByText('Delas inte')).toBeVisible();
  });

  it('shares spending: a chart of the weeks by category beside the table of totals and budgets', async () => {
    const week = (n: number, byCategory: Record<string, number>, budgetKept: boolean | null) => ({
      week: `2026-W${n}`,
      monday: '2026-11-02',
      spent_ore: Object.values(byCategory).reduce((a, b) => a + b, 0),
      by_category: byCategory,
      budget_ore: 40_000,
      budget_kept: budgetKept,
    });
    parentInsights.mockResolvedValue({
      ...sharesNothing,
      shared: { spending: true, goals: false, learning: false },
      weeks: [week(45, { food: 25_000, transport: 5_000 }, true), week(46, {}, null)],
    });
    render(<InsightsCard kids={[kid]} />);
    const chart = await screen.findByRole('img', { name: /^Stapeldiagram: Omars utgifter/ });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('Vecka 45: 300\u00A0kr, mest Mat & Dryck. Vecka 46: inga köp.'),
    );
    expect(within(chart).getByText('v. 45')).toBeInTheDocument();
    expect(within(chart).getByText('Transport')).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Omars utgifter per kategori och vecka' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Omars utgifter och budget per vecka' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText(/Höll/)).toBeVisible();
  });
});
