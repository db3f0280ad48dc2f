import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';

import { setWeeklyBudget } from '@/data/repos/budgets';
import { addDeposit, createGoal } from '@/data/repos/goals';
import { addTransaction } from '@/data/repos/transactions';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import { dayKey, weekRange } from '@/lib/dates';
import { render } from '@test-utils';

import { BudgetCard } from './components/budget-card';
import { FirstGoalCard } from './components/first-goal-card';
import { GoalsSection } from './components/goals-section';

let data: UserData;

/** The card's amount line ('800 kr' big, 'av 1 000 kr' small) read as one text. */
const amountText = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.replace(/\s+/g, ' ') === text;
const now = new Date();
const thisMonday = dayKey(weekRange(now).start);

beforeEach(() => {
  data = openUserData(crypto.randomUUID());
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

const spend = (amountOre: number) =>
  addTransaction(data.db, data.userId, {
    type: 'expense',
    category: 'shopping',
    description: 'Köp',
    amountOre,
    occurredAt: now,
  });

describe('BudgetCard', () => {
  it('teaches the first step and sets a budget through the modal', async () => {
    const user = userEvent.setup();
    render(<BudgetCard />);
    await user.click(await screen.findByRole('button', { name: 'Sätt en veckobudget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Veckobudget' });
    await user.type(within(dialog).getByRole('textbox', { name: /Budget per vecka/ }), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Spara budget' }));

    expect(await screen.findByText(amountText('0 kr av 1 200 kr'))).toBeInTheDocument();
    expect(screen.getByText('1 200 kr kvar')).toBeInTheDocument();
    expect(await data.db.outbox.where({ table: 'weekly_budgets' }).count()).toBe(1);
  });

  it('stays calm at exactly 80 % of the budget', async () => {
    await setWeeklyBudget(data.db, data.userId, thisMonday, 100_000);
    await spend(80_000);
    const { container } = render(<BudgetCard />);
    expect(await screen.findByText(amountText('800 kr av 1 000 kr'))).toBeInTheDocument();
    expect(container.querySelector('[data-variant="warning"]')).toBeNull();
    expect(screen.queryByText('Snart slut')).not.toBeInTheDocument();
  });

  it('switches to the warning variant above 80 %, with words and not colour alone', async () => {
    await setWeeklyBudget(data.db, data.userId, thisMonday, 100_000);
    await spend(80_100);
    const { container } = render(<BudgetCard />);
    expect(await screen.findByText('Snart slut')).toBeInTheDocument();
    expect(container.querySelector('[data-variant="warning"]')).not.toBeNull();
    expect(screen.getByText('199 kr kvar')).toBeInTheDocument();
    expect(screen.getByText('Budgeten är nästan slut – bra att du har koll.')).toBeInTheDocument();
  });

  it('updates live when a purchase takes it over budget', async () => {
    await setWeeklyBudget(data.db, data.userId, thisMonday, 10_000);
    render(<BudgetCard />);
    expect(await screen.findByText('100 kr kvar')).toBeInTheDocument();
    await spend(12_500);
    expect(await screen.findByText('25 kr över budget')).toBeInTheDocument();
    expect(screen.getByText('Över budget')).toBeInTheDocument();
  });
});

const goal = (title: string, targetOre = 100_000) =>
  createGoal(data.db, data.userId, { title, targetOre, targetDate: null });

describe('GoalsSection', () => {
  it('teaches the first goal and creates one', async () => {
    const user = userEvent.setup();
    render(<GoalsSection />);
    await user.click(await screen.findByRole('button', { name: 'Skapa ditt första sparmål' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nytt sparmål' });
    await user.type(within(dialog).getByRole('textbox', { name: /Vad sparar du till/ }), 'Cykel');
    await user.type(within(dialog).getByRole('textbox', { name: /Målbelopp/ }), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Spara sparmål' }));

    expect(await screen.findByRole('heading', { name: 'Cykel' })).toBeInTheDocument();
    expect(screen.getByText(amountText('0 kr av 5 000 kr'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nytt sparmål' })).toBeInTheDocument();
  });

  it('replaces the create button with an honest note at 5 active goals', async () => {
    for (const title of ['A', 'B', 'C', 'D']) await goal(title);
    render(<GoalsSection />);
    expect(await screen.findByRole('button', { name: 'Nytt sparmål' })).toBeInTheDocument();

    await act(async () => void (await goal('E')));
    expect(await screen.findByText('Du har 5 aktiva sparmål')).toBeInTheDocument();
    // A teen is never sold anything: she is told to ask a parent (issue 43).
    expect(screen.getByText(/Nå eller ta bort ett mål/)).toBeInTheDocument();
    expect(screen.getByText(/Be en förälder om Familj/)).toBeInTheDocument();
    expect(screen.queryByText(/49 kr/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nytt sparmål' })).not.toBeInTheDocument();
  });

  it('deposits, and refuses a withdrawal larger than what is saved', async () => {
    const user = userEvent.setup();
    const bike = await goal('Cykel');
    await addDeposit(data.db, bike.id, 20_000);
    render(<GoalsSection />);
    expect(await screen.findByText(amountText('200 kr av 1 000 kr'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sätt in' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sätt in på Cykel' });
    await user.type(within(dialog).getByRole('textbox', { name: /Belopp/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Sätt in' }));
    expect(await screen.findByText(amountText('250 kr av 1 000 kr'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ta ut' }));
    dialog = await screen.findByRole('dialog', { name: 'Ta ut från Cykel' });
    await user.type(within(dialog).getByRole('textbox', { name: /Belopp/ }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Ta ut' }));
    expect(
      await within(dialog).findByText('Du kan bara ta ut det du har sparat: 250 kr.'),
    ).toBeInTheDocument();
    expect((await data.db.savingsGoals.get(bike.id))?.savedOre).toBe(25_000);
  });

  it('edits and deletes a goal after a confirm', async () => {
    const user = userEvent.setup();
    await goal('Resa');
    render(<GoalsSection />);
    await user.click(await screen.findByRole('button', { name: 'Ändra Resa' }));
    await user.click(await screen.findByRole('button', { name: 'Ta bort sparmål' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, ta bort' }));
    expect(
      await screen.findByRole('button', { name: 'Skapa ditt första sparmål' }),
    ).toBeInTheDocument();
  });
});

describe('GoalsSection on the dashboard (skipFirstActive)', () => {
  it('leaves out the goal the goal card already shows', async () => {
    await goal('Mobil');
    render(<GoalsSection skipFirstActive />);
    expect(await screen.findByRole('heading', { name: 'Fler sparmål' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mobil' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nytt sparmål' })).toBeInTheDocument();
  });
});

describe('FirstGoalCard', () => {
  it('shows the first active goal', async () => {
    const done = await goal('Klar', 100);
    await addDeposit(data.db, done.id, 100);
    await goal('Mobil');
    render(<FirstGoalCard />);
    expect(await screen.findByRole('heading', { name: 'Mobil' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Klar' })).toBeNull());
  });
});
