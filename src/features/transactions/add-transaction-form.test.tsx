import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { addTransaction } from '@/data/repos/transactions';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInAs } from '@test-utils';

let data: UserData;

beforeEach(() => {
  resetAuthStore();
  const id = crypto.randomUUID();
  signInAs({ id, email: 'elsa@example.se' });
  data = openUserData(id);
});
afterEach(() => {
  vi.useRealTimers();
  act(() => notifications.clean());
  closeUserData();
});

async function openForm() {
  const app = renderApp('/add-transaction');
  await screen.findByRole('heading', { level: 1, name: 'Lägg till köp eller inkomst' });
  return { ...app, user: userEvent.setup() };
}

const amount = () => screen.getByRole('textbox', { name: /Belopp/ });
const description = () => screen.getByRole('textbox', { name: /Beskrivning/ });
const categories = () =>
  within(screen.getByRole('radiogroup', { name: /Kategori/ }))
    .getAllByRole('radio')
    .map((radio) => radio.textContent);

describe('AddTransactionForm', () => {
  it('asks for every field with a toast and field errors when something is missing', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Spara köp' }));

    expect(await screen.findByText('Alla fält måste fyllas i')).toBeInTheDocument();
    expect(screen.getByText('Ange ett belopp')).toBeInTheDocument();
    expect(screen.getByText('Beskrivning krävs')).toBeInTheDocument();
    expect(screen.getByText('Välj en kategori')).toBeInTheDocument();
    expect(await data.db.transactions.count()).toBe(0);
  });

  it.each([
    ['-5', 'Belopp kan inte vara negativt'],
    ['2000000', 'Belopp får inte överstiga 1 000 000 kr'],
    ['12,345', 'Belopp får ha max 2 decimaler'],
  ])('shows the §5 message for the amount %s', async (typed, message) => {
    const { user } = await openForm();
    await user.type(amount(), typed);
    await user.click(screen.getByRole('button', { name: 'Spara köp' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers the expense categories for Utgift and only Inkomst for Inkomst', async () => {
    const { user } = await openForm();
    expect(categories()).toEqual([
      'Shopping',
      'Mat & Dryck',
      'Transport',
      'Boende',
      'Nöje',
      'Hälsa',
    ]);
    await user.click(screen.getAllByRole('radio', { name: 'Inkomst' })[0]!);
    expect(categories()).toEqual(['Inkomst']);
    const categoryGroup = screen.getByRole('radiogroup', { name: /Kategori/ });
    expect(within(categoryGroup).getByRole('radio', { name: 'Inkomst' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Spara inkomst' })).toBeInTheDocument();
  });

  const logToday = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      await addTransaction(data.db, data.userId, {
        type: 'expense',
        category: 'food',
        description: `Köp ${i}`,
        amountOre: 100_000,
      });
    }
  };

  it('previews what saving gives today by the ladder, never by the amount; fills quick picks', async () => {
    const { user } = await openForm();
    expect(await screen.findByText('+5 XP')).toBeInTheDocument();
    await user.type(amount(), '259,90');
    expect(screen.getByText('+5 XP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '500 kr' }));
    expect(amount()).toHaveValue('500');
    expect(screen.getByText('+5 XP')).toBeInTheDocument();

    await act(() => logToday(3));
    expect(await screen.findByText('+2 XP')).toBeInTheDocument();
    await act(() => logToday(3));
    await waitFor(() => expect(screen.queryByText(/XP/)).not.toBeInTheDocument());
    expect(screen.queryByText('Du får')).not.toBeInTheDocument();
  });

  it('the saved toast tells the XP the purchase really gave, and none once the day is used up', async () => {
    const { user } = await openForm();
    await user.type(amount(), '149,50');
    await user.type(description(), 'Lunch');
    await user.click(screen.getByRole('radio', { name: 'Mat & Dryck' }));
    await user.click(screen.getByRole('button', { name: 'Spara köp' }));
    expect(await screen.findByText(/^149,50\skr är sparat\. Du fick \+5 XP!$/)).toBeInTheDocument();

    await act(() => logToday(5));
    await waitFor(() => expect(screen.queryByText('+2 XP')).not.toBeInTheDocument());
    await user.type(amount(), '20');
    await user.type(description(), 'Glass');
    await user.click(screen.getByRole('radio', { name: 'Mat & Dryck' }));
    await user.click(screen.getByRole('button', { name: 'Spara köp' }));
    // Saved, with no '+0 XP': the day's ladder is used up.
    expect(await screen.findByText(/^20\skr är sparat\.$/)).toBeInTheDocument();
    expect(await data.db.xpEvents.count()).toBe(6);
  });

  it('saves locally with an outbox op, clears the fields and goes home after 1.5 s', async () => {
    const { user, router } = await openForm();
    await user.type(amount(), '149,50');
    await user.type(description(), 'Lunch');
    await user.click(screen.getByRole('radio', { name: 'Mat & Dryck' }));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Spara köp' }));

    expect(await screen.findByText('Köpet är sparat')).toBeInTheDocument();
    const rows = await data.db.transactions.toArray();
    expect(rows).toMatchObject([
      { type: 'expense', category: 'food', description: 'Lunch', amountOre: 14_950 },
    ]);
    const ops = await data.db.outbox.where({ table: 'transactions' }).toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]?.rowId).toBe(rows[0]?.id);

    expect(amount()).toHaveValue('');
    expect(description()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Mat & Dryck' })).not.toBeChecked();
    expect(router.state.location.pathname).toBe('/add-transaction');

    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the fields and says so when the local write fails', async () => {
    const { user, router } = await openForm();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(data.db.transactions, 'add').mockRejectedValue(new Error('QuotaExceededError'));
    await user.type(amount(), '100');
    await user.type(description(), 'Bio');
    await user.click(screen.getByRole('radio', { name: 'Nöje' }));
    await user.click(screen.getByRole('button', { name: 'Spara köp' }));

    expect(await screen.findByText('Kunde inte spara')).toBeInTheDocument();
    expect(screen.queryByText('Köpet är sparat')).not.toBeInTheDocument();
    expect(amount()).toHaveValue('100');
    expect(description()).toHaveValue('Bio');
    expect(router.state.location.pathname).toBe('/add-transaction');
  });
});
