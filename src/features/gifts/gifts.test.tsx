import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { RemoteError } from '@/data/remote/rpc';
import { render } from '@test-utils';

import * as api from './api/gifts-api';
import { GiftLinksCard } from './components/gift-links-card';
import { GiftPage } from './components/gift-page';

// The RPCs are stubbed at their module boundary: this is about what the relative and the guardian
// see and what their buttons ask the server (the SQL has its own tests on PGlite,
// supabase/tests/database/gift-links.test.ts, and tests/e2e/gift-link.spec.ts runs it all).
vi.mock('./api/gifts-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    ...actual,
    giftLinkView: vi.fn(),
    pledgeGift: vi.fn(),
    myChildren: vi.fn(),
    goalsOf: vi.fn(),
    familyGifts: vi.fn(),
    createGiftLink: vi.fn(),
    decideGiftPledge: vi.fn(),
    revokeGiftLink: vi.fn(),
  };
});
const m = vi.mocked(api);

const view: api.GiftLinkView = {
  first_name: 'Elsa',
  goal_title: 'Hörlurar',
  saved_ore: 50_000,
  target_ore: 200_000,
  percent: 25,
  expires_at: '2026-12-27T12:00:00Z',
};
const TOKEN = 'Y36_3Uycereos86kKgOufCJSCFax9G5O';

beforeEach(() => {
  for (const fn of Object.values(m)) if (vi.isMockFunction(fn)) fn.mockReset();
});
afterEach(() => {
  cleanup();
  act(() => notifications.clean());
});

describe('the relative’s page', () => {
  it('shows the first name and the goal’s progress, and sends a checked pledge', async () => {
    m.giftLinkView.mockResolvedValue(view);
    m.pledgeGift.mockResolvedValue({ ok: true });
    render(<GiftPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Hjälp Elsa att spara' })).toBeVisible();
    expect(screen.getByText('Hörlurar')).toBeVisible();
    expect(screen.getByText('25 % klart')).toBeVisible();
    expect(screen.getByText(/500\skr av 2\s000\skr/)).toBeVisible();
    expect(m.giftLinkView).toHaveBeenCalledWith(TOKEN);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Skicka gåvan' }));
    expect(screen.getByText('Ange ett belopp')).toBeVisible();
    expect(screen.getByText('Skriv ditt namn')).toBeVisible();
    expect(m.pledgeGift).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Belopp'), '500');
    await user.type(screen.getByLabelText('Ditt namn'), 'Mormor');
    await user.type(screen.getByLabelText('Hälsning (valfritt)'), 'Grattis!');
    await user.click(screen.getByRole('button', { name: 'Skicka gåvan' }));
    expect(await screen.findByText('Tack för din gåva!')).toBeVisible();
    expect(m.pledgeGift).toHaveBeenCalledWith({
      token: TOKEN,
      amountOre: 50_000,
      giverName: 'Mormor',
      greeting: 'Grattis!',
    });
  });

  it('a link that no longer works says so and shows no form', async () => {
    m.giftLinkView.mockResolvedValue(null);
    render(<GiftPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'Länken fungerar inte längre' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skicka gåvan' })).toBeNull();
  });

  it('shows the server’s refusal (too many pledges) in its words', async () => {
    m.giftLinkView.mockResolvedValue(view);
    m.pledgeGift.mockRejectedValue(
      new RemoteError('PT429', 'Många gåvor har skickats via den här länken på kort tid.'),
    );
    render(<GiftPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Belopp'), '100');
    await user.type(screen.getByLabelText('Ditt namn'), 'Moster');
    await user.click(screen.getByRole('button', { name: 'Skicka gåvan' }));
    expect(
      await screen.findByText('Många gåvor har skickats via den här länken på kort tid.'),
    ).toBeVisible();
  });
});

describe('the guardian’s gift links card', () => {
  const pledge: api.GiftPledge = {
    id: 'p1',
    link_id: 'l1',
    link_label: 'Mormor',
    child_name: 'Elsa',
    goal_title: 'Hörlurar',
    amount_ore: 50_000,
    giver_name: 'Mormor',
    greeting: 'Grattis!',
    status: 'pledged',
    created_at: '2026-11-27T10:00:00Z',
    decided_at: null,
  };
  const link: api.GiftLink = {
    id: 'l1',
    child_id: 'elsa',
    child_name: 'Elsa',
    goal_title: 'Hörlurar',
    label: 'Mormor',
    created_at: '2026-11-27T09:00:00Z',
    expires_at: '2026-12-27T09:00:00Z',
    state: 'active',
  };

  beforeEach(() => {
    m.myChildren.mockResolvedValue([
      {
        user_id: 'elsa',
        display_name: 'Elsa L.',
        first_name: 'Elsa',
        role: 'child',
        joined_at: '2026-01-01',
        age_group: 'under18',
        is_me: false,
      },
    ]);
    m.goalsOf.mockResolvedValue([{ id: 'g1', title: 'Hörlurar' }]);
    m.familyGifts.mockResolvedValue({ links: [link], pledges: [pledge] });
  });

  it('makes a link for the only child and shows its address once', async () => {
    m.createGiftLink.mockResolvedValue({ id: 'l2', token: TOKEN, expires_at: link.expires_at });
    render(<GiftLinksCard />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Gåvolänkar' });
    await waitFor(() => expect(m.goalsOf).toHaveBeenCalledWith('elsa'));
    await user.click(screen.getByRole('combobox', { name: 'Sparmål' }));
    await user.click(await screen.findByRole('option', { name: 'Hörlurar' }));
    await user.click(screen.getByRole('radio', { name: '90 dagar' }));
    await user.type(screen.getByLabelText(/Till vem/), 'Mormor');
    await user.click(screen.getByRole('button', { name: 'Skapa gåvolänk' }));
    expect(m.createGiftLink).toHaveBeenCalledWith({
      child: 'elsa',
      goal: 'g1',
      days: 90,
      label: 'Mormor',
    });
    expect(
      await screen.findByDisplayValue(`${window.location.origin}/gava/${TOKEN}`),
    ).toBeVisible();
  });

  it('lists the pledge with its greeting; "Pengarna har kommit" confirms it', async () => {
    m.decideGiftPledge.mockResolvedValue('confirmed');
    render(<GiftLinksCard />);
    const gifts = await screen.findByRole('region', { name: 'Gåvor' });
    expect(within(gifts).getByText(/Mormor vill ge 500\skr/)).toBeVisible();
    expect(within(gifts).getByText('”Grattis!”')).toBeVisible();
    expect(within(gifts).getByText('Väntar')).toBeVisible();
    await userEvent
      .setup()
      .click(within(gifts).getByRole('button', { name: 'Pengarna har kommit' }));
    expect(m.decideGiftPledge).toHaveBeenCalledWith('p1', true);
    await waitFor(() => expect(m.familyGifts).toHaveBeenCalledTimes(2));
  });

  it('closes an active link', async () => {
    m.revokeGiftLink.mockResolvedValue(null);
    render(<GiftLinksCard />);
    const links = await screen.findByRole('region', { name: 'Länkar' });
    expect(within(links).getByText('Aktiv')).toBeVisible();
    await userEvent.setup().click(within(links).getByRole('button', { name: 'Stäng länken' }));
    expect(m.revokeGiftLink).toHaveBeenCalledWith('l1');
  });

  it('shows nothing to someone without children', async () => {
    m.myChildren.mockResolvedValue([]);
    const { container } = render(<GiftLinksCard />);
    await waitFor(() => expect(m.myChildren).toHaveBeenCalled());
    expect(container.querySelector('h2')).toBeNull();
  });
});
