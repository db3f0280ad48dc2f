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

  it('under 18 there is nothing to decide', async () => {
    m.adultHandover.mockResolvedValue({ ...undecided, adult: false });
    signInMember();
    renderApp('/du-ar-18');
    expect(await screen.findByText(/gäller från den dag du fyller 18/)).toBeVisible();
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
