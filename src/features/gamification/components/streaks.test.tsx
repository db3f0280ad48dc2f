import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { CheckInStreak } from '@/lib/gamification';
import { render } from '@test-utils';

import { CheckInStreakDisplay, SavingStreakDisplay } from './streaks';

const streak = (patch: Partial<CheckInStreak> = {}): CheckInStreak => ({
  current: 5,
  longest: 9,
  freezesHeld: 1,
  freezesUsed: 0,
  alive: true,
  todayDone: true,
  runStart: '2026-11-18',
  ...patch,
});

describe('CheckInStreakDisplay', () => {
  it('shows the days, that today is done and the freezes held as shields', () => {
    render(<CheckInStreakDisplay streak={streak()} />);
    const display = screen.getByTestId('check-in-streak');
    expect(within(display).getByText('5 dagar')).toBeInTheDocument();
    expect(within(display).getByText('Klart för idag!')).toBeInTheDocument();
    const shields = within(display).getByRole('img', { name: 'Frysningar: 1 av 2' });
    expect(shields).toHaveAttribute('data-freezes', '1');
    expect(shields.querySelectorAll('svg')).toHaveLength(2);
  });

  it.each([
    [{ todayDone: false, alive: true, current: 1 }, '1 dag', 'Gör något idag så håller serien.'],
    [{ todayDone: false, alive: false, current: 0 }, '0 dagar', 'Starta en ny serie idag.'],
  ])('says what to do when today is open (%o)', (patch, days, status) => {
    render(<CheckInStreakDisplay streak={streak(patch)} />);
    expect(screen.getByText(days)).toBeInTheDocument();
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.queryByText('Klart för idag!')).toBeNull();
  });

  it('explains freezes behind an info button', async () => {
    const user = userEvent.setup();
    render(<CheckInStreakDisplay streak={streak({ freezesHeld: 2 })} />);
    expect(screen.getByRole('img', { name: 'Frysningar: 2 av 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Så funkar serien och frysningar' }));
    expect(await screen.findByText(/En frysning räddar serien en dag du missar/)).toBeVisible();
  });

  it('keeps its place with a busy skeleton while loading, with no made-up numbers', () => {
    render(<CheckInStreakDisplay />);
    const display = screen.getByTestId('check-in-streak');
    expect(display).toHaveAttribute('aria-busy', 'true');
    expect(within(display).queryByText(/\d/)).toBeNull();
  });
});

describe('SavingStreakDisplay', () => {
  it.each([
    [1, '1 vecka'],
    [3, '3 veckor'],
  ])('shows %i saving week(s) as "%s"', (current, text) => {
    render(<SavingStreakDisplay streak={{ current, longest: 4 }} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/Sätt in på ett sparmål eller håll veckobudgeten/)).toBeInTheDocument();
  });
});
