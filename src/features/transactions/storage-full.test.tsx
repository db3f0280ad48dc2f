import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { addTransaction } from '@/data/repos/transactions';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { resetStorageState } from '@/stores/storage-store';
import { fillTheDisk } from '@/testing/full-disk';
import { renderApp, signInAs } from '@test-utils';

const QUOTA_SENTENCE =
  'Enheten har inte plats för mer, så ändringen sparades inte. Gör plats och försök igen.';
const BANNER_TITLE = 'Enheten har inte plats för mer';

let data: UserData;

beforeEach(() => {
  resetAuthStore();
  resetStorageState();
  const id = crypto.randomUUID();
  signInAs({ id, email: 'elsa@example.se' });
  data = openUserData(id);
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
  resetStorageState();
});

const amount = () => screen.getByRole('textbox', { name: /Belopp/ });
const description = () => screen.getByRole('textbox', { name: /Beskrivning/ });

describe('AddTransactionForm on a full device', () => {
  it('keeps the input, says the purchase was not saved and shows the banner until a save works', async () => {
    renderApp('/add-transaction');
    await screen.findByRole('heading', { level: 1, name: 'Lägg till köp eller inkomst' });
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const freeSpace = fillTheDisk();

    await user.type(amount(), '149,50');
    await user.type(description(), 'Lunch');
    await user.click(screen.getByRole('radio', { name: 'Mat & Dryck' }));
    await user.click(screen.getByRole('button', { name: 'Spara köp' }));

    expect(await screen.findByText(QUOTA_SENTENCE)).toBeInTheDocument();
    expect(screen.getByText('Kunde inte spara')).toBeInTheDocument();
    expect(await screen.findByRole('alert', { name: BANNER_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/allt från tidigare finns kvar/)).toBeInTheDocument();
    expect(screen.queryByText(/sparat|sparad\b/)).not.toBeInTheDocument();
    expect(amount()).toHaveValue('149,50');
    expect(description()).toHaveValue('Lunch');
    expect(screen.getByRole('radio', { name: 'Mat & Dryck' })).toBeChecked();
    expect(await data.db.transactions.count()).toBe(0);

    freeSpace();
    await user.click(screen.getByRole('button', { name: 'Spara köp' }));

    expect(await screen.findByText('Köpet är sparat')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: BANNER_TITLE })).not.toBeInTheDocument();
    expect(await data.db.transactions.count()).toBe(1);
  });
});

describe('EditTransactionModal on a full device', () => {
  async function openPizza() {
    await addTransaction(data.db, data.userId, {
      type: 'expense',
      category: 'food',
      description: 'Pizza',
      amountOre: 9_000,
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Köp' }));
    await user.click(await screen.findByRole('button', { name: /Pizza/ }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return { user, dialog: await screen.findByRole('dialog', { name: 'Ändra köp' }) };
  }

  it('an edit keeps the changed fields and does not say it is saved', async () => {
    const { user, dialog } = await openPizza();
    const field = within(dialog).getByRole('textbox', { name: /Beskrivning/ });
    await user.clear(field);
    await user.type(field, 'Pizza med Leo');
    const freeSpace = fillTheDisk();
    await user.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));

    expect(await screen.findByText(QUOTA_SENTENCE)).toBeInTheDocument();
    expect(screen.queryByText('Ändringen är sparad')).not.toBeInTheDocument();
    expect(field).toHaveValue('Pizza med Leo');
    expect(await screen.findByRole('alert', { name: BANNER_TITLE })).toBeInTheDocument();
    freeSpace();
  });

  it('a delete leaves the purchase in the list', async () => {
    const { user, dialog } = await openPizza();
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    const freeSpace = fillTheDisk();
    await user.click(await screen.findByRole('button', { name: 'Ja, ta bort' }));

    expect(await screen.findByText(QUOTA_SENTENCE)).toBeInTheDocument();
    expect(screen.queryByText('Köpet är borttaget')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ta bort köpet?' })).toBeInTheDocument();
    freeSpace();
    await waitFor(async () =>
      expect((await data.db.transactions.toArray()).map((row) => row.deleted)).toEqual([false]),
    );
  });
});
