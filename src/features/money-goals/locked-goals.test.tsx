import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { rememberPlan } from '@/data/plan';
import * as remote from '@/data/remote/plan';
import { createGoal } from '@/data/repos/goals';
import { closeUserData, type UserData } from '@/data/session';
import { DEFAULT_PLAN, type MyPlan } from '@/lib/plans';
import { render, signInMember, signOut } from '@test-utils';

import { GoalsSection } from './components/goals-section';

// The plan comes from public.my_plan; stubbed at the module boundary.
vi.mock('@/data/remote/plan', async (importOriginal) => ({
  ...(await importOriginal<typeof remote>()),
  myPlan: vi.fn(),
}));
const myPlan = vi.mocked(remote.myPlan);

const familj: MyPlan = { ...DEFAULT_PLAN, plan: 'familj', name: 'Familj', active_goals: null };

let data: UserData;
const TITLES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** Seven goals made while the family had Familj, one minute apart (A oldest). */
async function sevenGoals() {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    for (const [i, title] of TITLES.entries()) {
      vi.setSystemTime(new Date(Date.UTC(2026, 9, 1, 10, i)));
      await createGoal(data.db, data.userId, { title, targetOre: 100_000, targetDate: null }, null);
    }
  } finally {
    vi.useRealTimers();
  }
}

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.mantine-Card-root') as HTMLElement;

beforeEach(() => {
  myPlan.mockReset();
  data = signInMember();
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
  signOut();
});

describe('locked goals (Familj ended, issue 43)', () => {
  it('on Basic, the goals beyond the first 5 are read-only with a lock; nothing is gone', async () => {
    myPlan.mockResolvedValue(DEFAULT_PLAN);
    await sevenGoals();
    render(<GoalsSection />);
    expect(await screen.findByRole('heading', { name: 'G' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('locked-goal')).toHaveLength(2);

    for (const title of ['F', 'G']) {
      const locked = within(card(title));
      expect(locked.getByText('Låst')).toBeInTheDocument();
      expect(locked.getByText(/Målet är låst i Basic/)).toBeInTheDocument();
      expect(locked.getByText(/Be en förälder om Familj/)).toBeInTheDocument();
      expect(locked.queryByRole('button', { name: 'Sätt in' })).not.toBeInTheDocument();
      expect(locked.queryByRole('button', { name: 'Ta ut' })).not.toBeInTheDocument();
      expect(locked.queryByRole('button', { name: `Ändra ${title}` })).not.toBeInTheDocument();
    }
    for (const title of ['A', 'B', 'C', 'D', 'E']) {
      const open = within(card(title));
      expect(open.queryByText('Låst')).not.toBeInTheDocument();
      expect(open.getByRole('button', { name: 'Sätt in' })).toBeEnabled();
    }
    // A teen is never shown a price or a way to pay.
    expect(screen.queryByText(/kr i månaden|49 kr/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a locked goal can still be deleted', async () => {
    myPlan.mockResolvedValue(DEFAULT_PLAN);
    const user = userEvent.setup();
    await sevenGoals();
    render(<GoalsSection />);
    await user.click(await screen.findByRole('button', { name: 'Ta bort G' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort sparmålet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'G' })).not.toBeInTheDocument(),
    );
    const rows = await data.db.savingsGoals.where({ userId: data.userId }).toArray();
    expect(rows.find((row) => row.title === 'G')?.deleted).toBe(true);
    expect(
      (await data.db.outbox.where({ table: 'savings_goals' }).toArray()).filter(
        (o) => o.op === 'delete',
      ),
    ).toHaveLength(1);
  });

  it('on Familj nothing is locked and a new goal can be made beyond 5', async () => {
    myPlan.mockResolvedValue(familj);
    act(() => rememberPlan(data.userId, familj));
    await sevenGoals();
    render(<GoalsSection />);
    expect(await screen.findByRole('heading', { name: 'G' })).toBeInTheDocument();
    expect(screen.queryByText('Låst')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nytt sparmål' })).toBeInTheDocument();
    expect(screen.queryByText('Du har 5 aktiva sparmål')).not.toBeInTheDocument();
  });

  it('the plan comes from the server: a family that goes back to Basic locks at once', async () => {
    act(() => rememberPlan(data.userId, familj, 0));
    myPlan.mockResolvedValue(DEFAULT_PLAN);
    await sevenGoals();
    render(<GoalsSection />);
    expect(await screen.findAllByText('Låst')).toHaveLength(2);
    expect(myPlan).toHaveBeenCalled();
  });
});
