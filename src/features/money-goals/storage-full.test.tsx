import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { addDeposit, createGoal } from '@/data/repos/goals';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import { resetStorageState, useStorageStore } from '@/stores/storage-store';
import { fillTheDisk } from '@/testing/full-disk';
import { render } from '@test-utils';

import { BudgetCard } from './components/budget-card';
import { GoalsSection } from './components/goals-section';

const QUOTA_SENTENCE =
  'Enheten har inte plats för mer, så ändringen sparades inte. Gör plats och försök igen.';

let data: UserData;
let freeSpace: () => void = () => undefined;

beforeEach(() => {
  resetStorageState();
  data = openUserData(crypto.randomUUID());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  freeSpace();
  freeSpace = () => undefined;
  act(() => notifications.clean());
  closeUserData();
  resetStorageState();
});

type User = ReturnType<typeof userEvent.setup>;

/** Runs `attempt` on a full device and checks nothing claims success and the input stays. */
async function expectNotSaved(
  attempt: (user: User) => Promise<HTMLElement>,
  success: string,
  kept?: { name: RegExp; value: string },
) {
  const user = userEvent.setup();
  const dialog = await attempt(user);
  expect(await screen.findByText(QUOTA_SENTENCE)).toBeInTheDocument();
  expect(screen.getByText('Kunde inte spara')).toBeInTheDocument();
  expect(screen.queryByText(success)).not.toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
  if (kept)
    expect(within(dialog).getByRole('textbox', { name: kept.name })).toHaveValue(kept.value);
  expect(useStorageStore.getState().storageFull).toBe(true);
}

const goal = (title: string) =>
  createGoal(data.db, data.userId, { title, targetOre: 100_000, targetDate: null });

describe('money forms on a full device', () => {
  it('the budget editor keeps the amount and does not say the budget is saved', async () => {
    render(<BudgetCard />);
    await expectNotSaved(
      async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Sätt en veckobudget' }));
        const dialog = await screen.findByRole('dialog', { name: 'Veckobudget' });
        await user.type(within(dialog).getByRole('textbox', { name: /Budget per vecka/ }), '1200');
        freeSpace = fillTheDisk();
        await user.click(within(dialog).getByRole('button', { name: 'Spara budget' }));
        return dialog;
      },
      'Budgeten är sparad',
      { name: /Budget per vecka/, value: '1200' },
    );
    expect(await data.db.weeklyBudgets.count()).toBe(0);
  });

  it('creating a goal keeps the title', async () => {
    render(<GoalsSection />);
    await expectNotSaved(
      async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Skapa ditt första sparmål' }));
        const dialog = await screen.findByRole('dialog', { name: 'Nytt sparmål' });
        await user.type(
          within(dialog).getByRole('textbox', { name: /Vad sparar du till/ }),
          'Cykel',
        );
        await user.type(within(dialog).getByRole('textbox', { name: /Målbelopp/ }), '5000');
        freeSpace = fillTheDisk();
        await user.click(within(dialog).getByRole('button', { name: 'Spara sparmål' }));
        return dialog;
      },
      'Sparmålet är skapat',
      { name: /Vad sparar du till/, value: 'Cykel' },
    );
    expect(await data.db.savingsGoals.count()).toBe(0);
  });

  it('editing a goal keeps the new title', async () => {
    await goal('Resa');
    render(<GoalsSection />);
    await expectNotSaved(
      async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Ändra Resa' }));
        const dialog = await screen.findByRole('dialog', { name: 'Ändra sparmål' });
        const title = within(dialog).getByRole('textbox', { name: /Vad sparar du till/ });
        await user.clear(title);
        await user.type(title, 'Resa till Berlin');
        freeSpace = fillTheDisk();
        await user.click(within(dialog).getByRole('button', { name: 'Spara sparmål' }));
        return dialog;
      },
      'Sparmålet är ändrat',
      { name: /Vad sparar du till/, value: 'Resa till Berlin' },
    );
  });

  it('deleting a goal leaves it in place', async () => {
    const trip = await goal('Resa');
    render(<GoalsSection />);
    await expectNotSaved(async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Ändra Resa' }));
      await user.click(await screen.findByRole('button', { name: 'Ta bort sparmål' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ta bort sparmålet?' });
      freeSpace = fillTheDisk();
      await user.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }));
      return dialog;
    }, 'Sparmålet är borttaget');
    expect((await data.db.savingsGoals.get(trip.id))?.deleted).toBe(false);
  });

  it.each([
    ['deposit', 'Sätt in', 'Sätt in på Cykel', 'Insättningen är gjord'],
    ['withdrawal', 'Ta ut', 'Ta ut från Cykel', 'Uttaget är gjort'],
  ])('a %s keeps the amount and moves no money', async (_, button, title, success) => {
    const bike = await goal('Cykel');
    await addDeposit(data.db, bike.id, 20_000);
    render(<GoalsSection />);
    await expectNotSaved(
      async (user) => {
        await user.click(await screen.findByRole('button', { name: button }));
        const dialog = await screen.findByRole('dialog', { name: title });
        await user.type(within(dialog).getByRole('textbox', { name: /Belopp/ }), '50');
        freeSpace = fillTheDisk();
        await user.click(within(dialog).getByRole('button', { name: button }));
        return dialog;
      },
      success,
      { name: /Belopp/, value: '50' },
    );
    expect((await data.db.savingsGoals.get(bike.id))?.savedOre).toBe(20_000);
  });
});
