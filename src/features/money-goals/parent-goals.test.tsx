import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';

import { addDeposit, createGoal } from '@/data/repos/goals';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import type { SavingsGoalRow } from '@/data/types';
import { parentGoalRow } from '@/testing/rows';
import { render } from '@test-utils';

import { FirstGoalCard } from './components/first-goal-card';
import { GoalsSection } from './components/goals-section';
import { promisedOre } from './rules/parent-goal';

let data: UserData;

beforeEach(() => {
  data = openUserData(crypto.randomUUID());
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

const flat = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();

const parentGoal = (extra: Partial<SavingsGoalRow> = {}) => parentGoalRow(data.userId, extra);

/** The card (the grid cell) a goal's heading sits in. */
const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest(
    '.mantine-Card-root',
  ) as HTMLElement;

describe('promisedOre', () => {
  it.each([
    [24_000, 20, 4_800],
    [0, 50, 0],
    [999, 33, 329],
    [10_000, 100, 10_000],
  ])('%i öre saved at %i %% → %i öre', (saved, percent, expected) => {
    expect(promisedOre(saved, percent)).toBe(expected);
  });
});

describe("a parent's goal on the child's dashboard", () => {
  it('shows who set it and the promise with what it comes to so far', async () => {
    const goal = parentGoal();
    await data.db.savingsGoals.add(goal);
    await addDeposit(data.db, goal.id, 24_000);
    render(<FirstGoalCard />);
    const card = await cardOf('Körkort');
    expect(within(card).getByText('Från förälder')).toBeInTheDocument();
    expect(flat(within(card).getByText(/lägger till/).textContent)).toBe(
      'Din förälder lägger till 20 % av det du sparar',
    );
    expect(flat(within(card).getByText(/extra från/).textContent)).toBe(
      'Hittills 48 kr extra från din förälder',
    );
    expect(
      within(card).getByText(
        'Din förälder har satt målet, så bara hen kan ändra eller ta bort det.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Ändra Körkort' })).not.toBeInTheDocument();
  });

  it('still takes deposits, and the promised amount follows', async () => {
    const user = userEvent.setup();
    await data.db.savingsGoals.add(parentGoal({ matchPercent: 50 }));
    render(<FirstGoalCard />);
    const card = await cardOf('Körkort');
    expect(flat(within(card).getByText(/extra från/).textContent)).toBe(
      'Hittills 0 kr extra från din förälder',
    );
    await user.click(within(card).getByRole('button', { name: 'Sätt in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sätt in på Körkort' });
    await user.type(within(dialog).getByRole('textbox', { name: /Belopp/ }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Sätt in' }));
    expect(await within(card).findByText(/Hittills 50\s+kr extra/)).toBeInTheDocument();
    expect(await data.db.outbox.where({ table: 'savings_goals' }).count()).toBe(0);
  });

  it('without a promise shows the badge and the note only', async () => {
    await data.db.savingsGoals.add(parentGoal({ title: 'Cykel', matchPercent: null }));
    render(<FirstGoalCard />);
    const card = await cardOf('Cykel');
    expect(within(card).getByText('Från förälder')).toBeInTheDocument();
    expect(within(card).queryByText(/lägger till/)).not.toBeInTheDocument();
    expect(within(card).getByText(/bara hen kan ändra/)).toBeInTheDocument();
  });

  it("keeps 'Ändra' on the teen's own goals next to a parent's", async () => {
    await createGoal(data.db, data.userId, {
      title: 'Hörlurar',
      targetOre: 50_000,
      targetDate: null,
    });
    await data.db.savingsGoals.add(parentGoal());
    render(<GoalsSection />);
    const own = await cardOf('Hörlurar');
    expect(within(own).getByRole('button', { name: 'Ändra Hörlurar' })).toBeInTheDocument();
    expect(within(own).queryByText('Från förälder')).not.toBeInTheDocument();
    const parents = await cardOf('Körkort');
    expect(within(parents).getByText('Från förälder')).toBeInTheDocument();
  });
});
