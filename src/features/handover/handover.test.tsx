import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { closeUserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInMember } from '@test-utils';

import * as api from './api/handover-api';

// The RPCs are stubbed at their module boundary: this is about the "Du är 18 nu" flow and what it
// asks the server; supabase/tests/database/adult-handover.test.ts tests the rules themselves.
vi.mock('./api/handover-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return { ...actual, adultHandover: vi.fn(), decideAdultSharing: vi.fn() };
});
const m = vi.mocked(api);

const undecided: api.Handover = {
  adult: true,
  has_guardians: true,
  guardians: ['Anna', 'Per'],
  decided_at: null,
  shared: { spending: false, goals: false, learning: false },
};

beforeEach(() => {
  resetAuthStore();
  m.adultHandover.mockReset();
  m.decideAdultSharing.mockReset();
});
afterEach(() => {
  cleanup();
  act(() => notifications.clean());
  closeUserData();
});

describe('the 18-year handover', () => {
  it('walks one item at a time and saves exactly the answers', async () => {
    m.adultHandover.mockResolvedValue(undecided);
    m.decideAdultSharing.mockResolvedValue({
      ...undecided,
      decided_at: '2026-11-27T10:00:00Z',
      shared: { spending: true, goals: false, learning: true },
    });
    signInMember();
    renderApp('/du-ar-18');
    const user = userEvent.setup();
    expect(await screen.findByText(/vad Anna och Per ser/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sätt igång' }));

    expect(screen.getByRole('heading', { name: 'Utgifter och budget' })).toBeVisible();
    expect(screen.getByText('Steg 1 av 4')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ja, de får se' }));
    expect(screen.getByRole('heading', { name: 'Sparmål' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nej, dölj' }));
    expect(screen.getByRole('heading', { name: 'Lektioner, XP och ligan' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ja, de får se' }));

    const summary = screen.getByRole('list');
    expect(within(summary).getAllByText('Får se')).toHaveLength(2);
    expect(within(summary).getAllByText('Dolt')).toHaveLength(1);
    expect(screen.getByText('Det här ser de alltid')).toBeVisible();
    expect(m.decideAdultSharing).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Spara mina val' }));
    expect(m.decideAdultSharing).toHaveBeenCalledWith({
      spending: true,
      goals: false,
      learning: true,
    });
    expect(await screen.findByRole('heading', { name: 'Klart!' })).toBeVisible();
  });

  it('under 18 there is nothing to decide: the teen sees when it opens', async () => {
    m.adultHandover.mockResolvedValue({ ...undecided, adult: false, turns_18: '2029-03-15' });
    signInMember();
    renderApp('/du-ar-18');
    expect(await screen.findByText('Du fyller 18 den 15 mars 2029.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'När du fyller 18' })).toBeVisible();
    expect(screen.queryByText(/Du är 18 nu/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sätt igång' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Eget konto och BankID vid 18' })).toHaveAttribute(
      'href',
      '/pengaaret/fyller-18',
    );
  });

  it('a guardian sees what happens at each child’s 18th birthday', async () => {
    m.adultHandover.mockResolvedValue({
      ...undecided,
      adult: true,
      has_guardians: false,
      guardians: [],
      children: [
        { child: 'e', first_name: 'Elsa', adult: false, turns_18: '2029-03-15', decided: false },
        { child: 'v', first_name: 'Vera', adult: true, turns_18: null, decided: true },
      ],
    });
    signInMember({ firstName: 'Anna', role: 'foralder' });
    renderApp('/du-ar-18');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'När barnen fyller 18' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Elsa fyller 18 den 15 mars 2029' }),
    ).toBeVisible();
    expect(screen.getByText(/Vera har bestämt vad du ser/)).toBeVisible();
    expect(screen.queryByText(/inte med i någon familj/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sätt igång' })).toBeNull();
  });

  it('the home page asks an undecided adult, and only her', async () => {
    m.adultHandover.mockResolvedValue(undecided);
    signInMember();
    renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Du är 18 nu – grattis!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bestäm vad de ser' })).toHaveAttribute(
      'href',
      '/du-ar-18',
    );
  });
});
