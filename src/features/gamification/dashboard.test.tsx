import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';

import { addTransaction } from '@/data/repos/transactions';
import { closeUserData, type UserData } from '@/data/session';
import { clearXpNotice, noteXpCorrection } from '@/features/gamification';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInMember } from '@test-utils';

let data: UserData;

/** Signs in a member with no role, as accounts from before the profile step have. */
const signIn = (firstName: string | null) => (data = signInMember({ firstName, role: undefined }));

beforeEach(() => {
  resetAuthStore();
  clearXpNotice();
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

const purchase = (index: number) =>
  addTransaction(data.db, data.userId, {
    type: index % 5 === 0 ? 'income' : 'expense',
    category: index % 5 === 0 ? 'income' : 'food',
    description: `Köp ${index}`,
    amountOre: 1_000 * index,
    occurredAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
  });

describe('Dashboard', () => {
  it('greets by first name with the level from the XP total (2 840 XP = Nivå 7, 340/500)', async () => {
    signIn('Elsa');
    await data.db.aggregates.put({ userId: data.userId, key: 'xp:total', value: 2_840 });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hem' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hej Elsa!' })).toBeInTheDocument();
    expect(await screen.findByText('340 / 500 XP')).toBeInTheDocument();
    expect(screen.getAllByText('Nivå 7').length).toBeGreaterThan(0);
    expect(screen.getByText('Totalt 2 840 XP')).toBeInTheDocument();
  });

  it('says just "Hej!" without a first name, and /app shows the same dashboard', async () => {
    signIn(null);
    renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Hej!' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sätt en veckobudget' })).toBeInTheDocument();
    expect((await screen.findAllByText('Nivå 1')).length).toBeGreaterThan(0);
  });

  it('shows this week’s XP on Översikt and updates at once after a purchase', async () => {
    signIn('Elsa');
    renderApp('/');
    const xpStat = await screen.findByText('XP den här veckan');
    expect(await within(xpStat.parentElement!).findByText('+0 XP')).toBeInTheDocument();
    await act(async () => {
      await addTransaction(data.db, data.userId, {
        type: 'expense',
        category: 'food',
        description: 'Lunch',
        amountOre: 25_000,
      });
    });
    await waitFor(() =>
      // Logging a purchase gives 5 XP (the day's first three), whatever the amount.
      expect(within(xpStat.parentElement!).getByText('+5 XP')).toBeInTheDocument(),
    );
    const addLinks = screen.getAllByRole('link', { name: 'Lägg till köp' });
    for (const link of addLinks) expect(link).toHaveAttribute('href', '/add-transaction');
  });

  it('explains kindly, by the level card, when the server counted less XP than shown offline', async () => {
    signIn('Elsa');
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Hej Elsa!' });
    expect(screen.queryByText('Dina XP är uppdaterade')).toBeNull();
    act(() => noteXpCorrection(1_250));
    const notice = await screen.findByTestId('xp-notice');
    expect(notice).toHaveTextContent('Dina XP är uppdaterade');
    expect(notice).toHaveTextContent(
      'Appen visade 1 250 XP mer offline än servern räknade – servern räknar poängen så att tävlingen blir rättvis.',
    );
    expect(
      within(notice).getByRole('link', { name: 'Läs mer i Tävlingsreglerna.' }),
    ).toHaveAttribute('href', '/tavlingsregler');
    await user.click(within(notice).getByRole('button', { name: 'Stäng meddelandet' }));
    await waitFor(() => expect(screen.queryByTestId('xp-notice')).toBeNull());
  });

  it('shows every badge by rarity: earned ones say "Uppnådd!", the rest their progress', async () => {
    signIn('Elsa');
    await data.db.earnedBadges.add({
      id: 'b1',
      userId: data.userId,
      badgeId: 'first-purchase',
      earnedAt: '2026-01-01T00:00:00Z',
      serverSeq: null,
      version: null,
      deleted: false,
      updatedAt: 0,
    });
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByText('1 av 35')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Badges' }));

    const groups = ['Vanliga', 'Sällsynta', 'Episka', 'Legendariska'].map((name) =>
      screen.getByRole('list', { name: `${name} badges` }),
    );
    const cards = groups.flatMap((group) => within(group).getAllByRole('listitem'));
    expect(cards).toHaveLength(35);
    const common = groups[0]!;
    expect(within(common).getAllByText('Uppnådd!')).toHaveLength(1);
    const firstPurchase = within(common).getByText('Första köpet').closest('li')!;
    expect(within(firstPurchase).getByText('Uppnådd!')).toBeInTheDocument();
    expect(within(firstPurchase).queryByRole('progressbar')).toBeNull();

    const firstSave = within(common).getByText('Första sparandet').closest('li')!;
    const bar = within(firstSave).getByRole('progressbar', {
      name: 'Framsteg mot Första sparandet',
    });
    expect(bar).toHaveAttribute('aria-valuetext', '0 av 1');
    expect(within(firstSave).queryByText('Uppnådd!')).toBeNull();
    // 34 badges still to earn, each with its own progressbar.
    expect(screen.getAllByRole('progressbar', { name: /^Framsteg mot / })).toHaveLength(34 + 1);
    expect(
      within(screen.getByRole('region', { name: 'Nästa badge' })).getByRole('progressbar'),
    ).toBeInTheDocument();
  });

  it('shows both streaks, and "Ingen utgift idag" marks a no-spend day', async () => {
    signIn('Elsa');
    const user = userEvent.setup();
    renderApp('/');
    const streaks = await screen.findByRole('region', { name: 'Dina serier' });
    await waitFor(() => expect(within(streaks).getByText('0 dagar')).toBeInTheDocument());
    expect(within(streaks).getByText('0 veckor')).toBeInTheDocument();
    expect(within(streaks).getByRole('img', { name: 'Frysningar: 0 av 2' })).toBeInTheDocument();

    await user.click(await within(streaks).findByRole('button', { name: 'Ingen utgift idag' }));
    expect(await within(streaks).findByText('Köpfri dag markerad – snyggt!')).toBeInTheDocument();
    expect(await screen.findByText('Köpfri dag!')).toBeInTheDocument();
    await waitFor(() => expect(within(streaks).getByText('1 dag')).toBeInTheDocument());
    expect(within(streaks).getByText('Klart för idag!')).toBeInTheDocument();
  });
});

describe('Köp tab (transaction list)', () => {
  it('teaches the first purchase when the list is empty', async () => {
    signIn('Elsa');
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Köp' }));
    expect(await screen.findByRole('link', { name: 'Lägg till ditt första köp' })).toHaveAttribute(
      'href',
      '/add-transaction',
    );
  });

  it('lists the newest 20 first and shows 20 more with "Visa fler köp"', async () => {
    signIn('Elsa');
    for (let index = 1; index <= 25; index += 1) await purchase(index);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Köp' }));

    const list = await screen.findByRole('list', { name: 'Dina köp' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Köp 25');
    expect(first).toHaveTextContent('+250 kr');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('−240 kr');

    await user.click(screen.getByRole('button', { name: 'Visa fler köp' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Visa fler köp' })).not.toBeInTheDocument();
  });

  it('edits a purchase in a modal and deletes one after a confirm', async () => {
    signIn('Elsa');
    await purchase(1);
    await purchase(2);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Köp' }));

    await user.click(await screen.findByRole('button', { name: /Köp 2/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Ändra köp' });
    const description = within(dialog).getByRole('textbox', { name: /Beskrivning/ });
    await user.clear(description);
    await user.type(description, 'Pizza');
    await user.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByRole('button', { name: /Pizza/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Köp 1/ }));
    dialog = await screen.findByRole('dialog', { name: 'Ändra köp' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, ta bort' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Köp 1/ })).toBeNull());
    const ops = await data.db.outbox
      .orderBy('seq')
      .filter((op) => op.table === 'transactions')
      .toArray();
    expect(ops.map((op) => op.op)).toEqual(['upsert', 'upsert', 'upsert', 'delete']);
  });
});
