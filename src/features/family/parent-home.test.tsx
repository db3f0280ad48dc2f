import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { closeUserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInMember } from '@test-utils';

import * as api from './api/family-api';
import { forgetParentHome } from './hooks/use-parent-home';
import { omarSharingNothing } from './test-fixtures';

// The RPCs are stubbed at their module boundary: this is about what a parent sees at '/' and
// '/app' and what her buttons ask the server (the SQL has its own tests on PGlite).
vi.mock('./api/family-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return { ...actual, parentHome: vi.fn(), reviewTask: vi.fn(), confirmDeposits: vi.fn() };
});
const parentHome = vi.mocked(api.parentHome);
const reviewTask = vi.mocked(api.reviewTask);
const confirmDeposits = vi.mocked(api.confirmDeposits);

const week = (spent: number, budget: number | null): api.InsightWeek => ({
  week: '2026-W48',
  monday: '2026-11-23',
  spent_ore: spent,
  by_category: { food: spent },
  budget_ore: budget,
  budget_kept: null,
});

const elsa: api.HomeChild = {
  insights: {
    child: { user_id: 'elsa', display_name: 'Elsa L.', first_name: 'Elsa', age_group: 'under18' },
    shared: { spending: true, goals: true, learning: true },
    weeks: [week(61_000, 50_000), week(42_000, 50_000)],
    goals: [
      {
        id: 'g1',
        title: 'Nya hörlurar',
        target_ore: 150_000,
        saved_ore: 60_000,
        set_by_me: false,
        match_percent: null,
      },
    ],
    learning: {
      lessons_completed: 9,
      lessons_this_week: 2,
      quizzes_passed: 3,
      courses_completed: 1,
      courses_total: 6,
    },
    streak: { check_in: 12, alive: true, saving_weeks: 3 },
    xp: { total: 1_200, level: 4 },
    tasks: { waiting: 1, open: 0, approved_this_week: 0 },
  },
  waiting: [{ id: 't1', title: 'Dammsuga', reward_ore: 4_500, reward_xp: 30, due_date: null }],
  last_week: {
    week: '2026-W47',
    monday: '2026-11-16',
    spent_ore: 61_000,
    budget_ore: 50_000,
    saved_ore: 20_000,
    lessons: 3,
    tasks_approved: 1,
  },
  to_confirm: [],
};

/** An adult child who shares nothing (issue 21): only the tasks are the parent's to see. */
const omar: api.HomeChild = {
  insights: omarSharingNothing({ waiting: 0, open: 1, approved_this_week: 0 }),
  waiting: [],
  last_week: {
    week: '2026-W47',
    monday: '2026-11-16',
    spent_ore: null,
    budget_ore: null,
    saved_ore: null,
    lessons: null,
    tasks_approved: 2,
  },
  to_confirm: [],
};

const signIn = (role: 'foralder' | 'barn', firstName: string) =>
  signInMember({ email: `${firstName.toLowerCase()}@example.se`, firstName, role });

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

const childCard = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

beforeEach(() => {
  resetAuthStore();
  forgetParentHome();
  parentHome.mockReset();
  parentHome.mockReturnValue(new Promise(() => undefined)); // until a test answers
  reviewTask.mockReset();
  confirmDeposits.mockReset();
});
afterEach(() => {
  cleanup(); // before the mocks go: nothing on screen may load again
  act(() => notifications.clean());
  closeUserData();
  vi.restoreAllMocks();
});

describe('the parent home', () => {
  it('shows her children first: this week against the budget, goals, lessons, streak', async () => {
    parentHome.mockResolvedValue({ children: [elsa, omar] });
    signIn('foralder', 'Anna');
    renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Hej Anna!' })).toBeInTheDocument();
    const card = await childCard('Elsa L.');
    expect(within(card).getByText('420 kr av 500 kr')).toBeInTheDocument();
    expect(within(card).getByText('80 kr kvar')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', {
        name: /^Elsas utgifter den här veckan: 420\skr av 500\skr$/,
      }),
    ).toHaveAttribute('aria-valuenow', '84');
    expect(within(card).getByText('Nya hörlurar')).toBeInTheDocument();
    expect(within(card).getByText('600 kr av 1 500 kr')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: /^Nya hörlurar: 600\skr av 1\s500\skr$/ }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(card).getByText('2 klara i veckan')).toBeInTheDocument();
    expect(within(card).getByText('12 dagar i rad')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Mer om Elsa' })).toHaveAttribute(
      'href',
      '/familj',
    );
    // No teen hero for a parent: no level, no XP bar.
    expect(screen.queryByText(/Nivå \d/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\/ \d+ XP/)).not.toBeInTheDocument();
    // Then her tools.
    expect(screen.getByRole('heading', { name: 'Dina verktyg' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ge ett uppdrag' })).toHaveAttribute('href', '/familj');
  });

  it('says honestly what an adult child does not share, never zeros', async () => {
    parentHome.mockResolvedValue({ children: [elsa, omar] });
    signIn('foralder', 'Anna');
    renderApp('/');
    const card = await childCard('Omar L.');
    expect(within(card).getByText('Omar har valt att inte dela sina utgifter.')).toBeVisible();
    expect(within(card).getByText('Omar har valt att inte dela sina sparmål.')).toBeVisible();
    expect(within(card).getAllByText('Delas inte')).toHaveLength(2); // lessons, streak
    expect(within(card).queryByText(/0 kr/)).not.toBeInTheDocument();

    const report = screen.getByRole('table', { name: 'Förra veckans rapport per barn' });
    const omarRow = within(report).getByRole('row', { name: /Omar L\./ });
    expect(within(omarRow).getAllByText('Delas inte')).toHaveLength(4);
    expect(within(omarRow).getByText('2')).toBeInTheDocument(); // tasks are always shown
    const elsaRow = within(report).getByRole('row', { name: /Elsa L\./ });
    expect(within(elsaRow).getByText('610 kr')).toBeInTheDocument();
    expect(within(elsaRow).getByText('Över')).toBeInTheDocument();
    expect(within(elsaRow).getByText('200 kr')).toBeInTheDocument();
    expect(screen.getByText('vecka 47')).toBeInTheDocument();
    // On a phone the same week is a list per child (no sideways scrolling).
    const phoneList = screen.getAllByTestId('week-report-child');
    expect(phoneList).toHaveLength(2);
    expect(within(phoneList[1]!).getAllByText('Delas inte')).toHaveLength(4);
  });

  it('approves a waiting task right on the card, then loads the answer again', async () => {
    parentHome.mockResolvedValueOnce({ children: [elsa] });
    parentHome.mockResolvedValue({ children: [{ ...elsa, waiting: [] }] });
    reviewTask.mockResolvedValue('approved');
    signIn('foralder', 'Anna');
    renderApp('/app');
    const card = await childCard('Elsa L.');
    expect(within(card).getByText('Väntar på ditt svar (1)')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Godkänn' }));
    expect(reviewTask).toHaveBeenCalledWith('t1', true);
    expect(await screen.findByText('Elsa får 45 kr och 30 XP')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('Dammsuga')).not.toBeInTheDocument());
    expect(within(card).getByText('Inga uppdrag väntar på dig just nu.')).toBeInTheDocument();
    expect(parentHome).toHaveBeenCalledTimes(2);
  });

  it('sends a task back so the child can do it again', async () => {
    parentHome.mockResolvedValue({ children: [elsa] });
    reviewTask.mockResolvedValue('rejected');
    signIn('foralder', 'Anna');
    renderApp('/app');
    const card = await childCard('Elsa L.');
    await userEvent.click(within(card).getByRole('button', { name: 'Skicka tillbaka' }));
    expect(reviewTask).toHaveBeenCalledWith('t1', false);
    expect(
      await screen.findByText('Elsa kan göra det igen och markera det som klart.'),
    ).toBeInTheDocument();
  });

  it('confirms the saving a competing child typed with one tap, exactly the deposits shown', async () => {
    const typed: api.HomeChild = {
      ...elsa,
      to_confirm: [
        {
          id: 'd1',
          goal_title: 'Nya hörlurar',
          amount_ore: 10_000,
          created_at: '2026-11-24T15:00:00Z',
        },
        {
          id: 'd2',
          goal_title: 'Nya hörlurar',
          amount_ore: 30_000,
          created_at: '2026-11-26T16:00:00Z',
        },
      ],
    };
    parentHome.mockResolvedValueOnce({ children: [typed] });
    parentHome.mockResolvedValue({ children: [elsa] });
    confirmDeposits.mockResolvedValue(2);
    signIn('foralder', 'Anna');
    renderApp('/app');
    const card = await childCard('Elsa L.');
    const saving = within(card).getByRole('region', { name: 'Sparande att bekräfta' });
    expect(
      within(saving).getByText(
        'Elsa har skrivit in de här insättningarna i Månadens Tävling. Stämmer de? Då räknas de fullt.',
      ),
    ).toBeInTheDocument();
    const rows = within(saving).getAllByTestId('deposit-to-confirm');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Nya hörlurar · 24 nov.100 kr',
      'Nya hörlurar · 26 nov.300 kr',
    ]);
    await userEvent.click(
      within(saving).getByRole('button', { name: 'Stämmer – bekräfta 2 insättningar' }),
    );
    expect(confirmDeposits).toHaveBeenCalledWith('elsa', ['d1', 'd2']);
    expect(
      await screen.findByText('Elsa får veta det, och insättningarna räknas fullt.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByTestId('confirm-saving')).toBeNull());
  });

  it('welcomes a parent with no child linked and shows how to link one', async () => {
    parentHome.mockResolvedValue({ children: [] });
    signIn('foralder', 'Anna');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Välkommen till Slantis!' })).toBeVisible();
    expect(
      screen.getByText('Bjud in ditt barn med en kod eller länk – den gäller i 7 dagar.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Koppla ihop med ditt barn' })).toHaveAttribute(
      'href',
      '/familj',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dina verktyg' })).not.toBeInTheDocument();
  });

  it('keeps the last loaded children offline, with the time they are from', async () => {
    parentHome.mockResolvedValue({ children: [elsa] });
    signIn('foralder', 'Anna');
    renderApp('/app');
    await childCard('Elsa L.');
    setOnline(false);
    expect(await screen.findByTestId('parent-home-stale')).toHaveTextContent(
      /^Du är offline och ser läget från kl\. \d{2}:\d{2}\./,
    );
    expect(screen.getByText('420 kr av 500 kr')).toBeInTheDocument();
    setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('parent-home-stale')).not.toBeInTheDocument());
    expect(parentHome).toHaveBeenCalledTimes(2);
  });

  it('never shows one parent’s children to the next who signs in on the same device', async () => {
    parentHome.mockResolvedValueOnce({ children: [elsa] });
    signIn('foralder', 'Anna');
    renderApp('/app');
    await childCard('Elsa L.');
    parentHome.mockReturnValue(new Promise(() => undefined));
    closeUserData();
    signIn('foralder', 'Berit');
    expect(await screen.findByRole('heading', { name: 'Hej Berit!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Elsa L.' })).not.toBeInTheDocument();
  });

  it('says that the children need internet when nothing was loaded yet', async () => {
    setOnline(false);
    signIn('foralder', 'Anna');
    renderApp('/app');
    expect(
      await screen.findByText(
        'Dina barns översikt behöver internet. Anslut igen så visas den här.',
      ),
    ).toBeInTheDocument();
    expect(parentHome).not.toHaveBeenCalled();
  });

  it('leaves a teen’s /app as it was: the dashboard with her level, no parent home', async () => {
    signIn('barn', 'Elsa');
    renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Hej Elsa!' })).toBeInTheDocument();
    expect((await screen.findAllByText('Nivå 1')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Dina verktyg' })).not.toBeInTheDocument();
    expect(parentHome).not.toHaveBeenCalled();
  });
});
