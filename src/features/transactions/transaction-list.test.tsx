import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';

import { closeUserData, openUserData, type UserData } from '@/data/session';
import type { TransactionRow } from '@/data/types';
import { resetAuthStore } from '@/stores/auth-store';
import { render, signInAs } from '@test-utils';

import { TransactionList } from './components/transaction-list';

// Issue 40: money Slantis put in for the teen (a veckopeng, a reward for a task) is the server's.
// The list shows where it came from and offers no edit; the teen's own rows stay editable.

let data: UserData;
let userId: string;

beforeEach(() => {
  resetAuthStore();
  userId = crypto.randomUUID();
  signInAs({ id: userId, email: 'elsa@example.se' });
  data = openUserData(userId);
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

const row = (fields: Partial<TransactionRow>): TransactionRow => ({
  id: crypto.randomUUID(),
  userId,
  type: 'income',
  category: 'income',
  description: 'Veckopeng',
  amountOre: 15000,
  occurredAt: new Date().toISOString(),
  serverSeq: 1,
  version: 1,
  deleted: false,
  updatedAt: Date.now(),
  ...fields,
});

describe('TransactionList and the money’s origin', () => {
  it('shows a server-written row with its origin and no edit button; the teen’s own row opens to edit', async () => {
    await data.db.transactions.bulkAdd([
      row({ description: 'Veckopeng', origin: 'allowance', occurredAt: '2026-11-02T08:00:00Z' }),
      row({
        description: 'Uppdrag: Dammsuga',
        origin: 'task_reward',
        amountOre: 4500,
        occurredAt: '2026-11-03T08:00:00Z',
      }),
      row({
        type: 'expense',
        category: 'food',
        description: 'Lunch',
        origin: 'self',
        amountOre: 8900,
        occurredAt: '2026-11-04T08:00:00Z',
      }),
    ]);
    render(<TransactionList />);
    const list = await screen.findByRole('list', { name: 'Dina köp' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [lunch, reward, allowance] = items as [HTMLElement, HTMLElement, HTMLElement];

    // Its description once, and where it came from (not the same word twice).
    expect(within(allowance).getAllByText('Veckopeng')).toHaveLength(1);
    expect(within(allowance).getByText('Från veckopengsavtalet')).toBeInTheDocument();
    expect(within(reward).getByText('Belöning för uppdrag')).toBeInTheDocument();
    expect(within(allowance).queryByRole('button')).not.toBeInTheDocument();
    expect(within(reward).queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(lunch).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: 'Ändra köp' })).toBeInTheDocument();
  });
});
