import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { render } from '@test-utils';

import * as api from '../../api/allowance-api';
import type * as familyApi from '../../api/family-api';
import { AllowanceGuidance } from './allowance-guidance';
import { AllowanceHistory } from './allowance-history';
import { CompoundLesson } from './compound-lesson';
import { InterestManager } from './interest-manager';
import { NextPayDay } from './next-pay-day';
import { ProposalForm } from './proposal-form';

// The RPCs are stubbed at their module boundary: these are about what the screens show and send.
vi.mock('../../api/allowance-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    ...actual,
    proposeAllowance: vi.fn(() => Promise.resolve('new-id')),
    goalInterestRates: vi.fn(() => Promise.resolve([])),
    setGoalInterest: vi.fn((_goal: string, percent: number) =>
      Promise.resolve(Math.round(percent * 100)),
    ),
  };
});
vi.mock('../../api/family-api', async (importOriginal) => {
  const actual = await importOriginal<typeof familyApi>();
  return {
    ...actual,
    parentInsights: vi.fn(() => Promise.resolve({ goals: [{ id: 'g1', title: 'Körkort' }] })),
  };
});
const proposeAllowance = vi.mocked(api.proposeAllowance);
const setGoalInterest = vi.mocked(api.setGoalInterest);

const version = (over: Partial<api.AllowanceVersion>): api.AllowanceVersion => ({
  id: 'v1',
  version: 1,
  amount_ore: 15000,
  frequency: 'weekly',
  pay_day: 5,
  covers: ['lunch', 'mobil'],
  note: null,
  status: 'active',
  proposed_by_name: 'Karin P.',
  proposed_by_child: false,
  proposed_at: '2026-11-27T17:36:00Z',
  guardian_confirmed_by_name: 'Karin P.',
  guardian_confirmed_at: '2026-11-27T17:36:00Z',
  child_confirmed_at: '2026-11-27T18:00:00Z',
  decline_reason: null,
  closed_by_name: null,
  closed_at: null,
  starts_on: '2026-11-28',
  ends_on: null,
  ...over,
});

describe('CompoundLesson', () => {
  it("shows a year of ränta på ränta on the child's own numbers", () => {
    render(<CompoundLesson title="Ny cykel" savedOre={100_000} rateBp={200} />);
    expect(screen.getByTestId('lesson-result')).toHaveTextContent(
      /Efter 12 månader finns 1\s268,19\skr på målet – 268,19\skr mer än utan ränta\./,
    );
    const table = screen.getByRole('table', { name: /Så växer pengarna/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent(/^1\s*1\s000\s*kr\s*1\s020\s*kr/);
    expect(screen.getByText(/Du får 2 % i månaden/)).toBeInTheDocument();
  });

  it('names the child for a guardian, and teaches the next step on an empty goal', () => {
    render(<CompoundLesson title="Ny cykel" savedOre={0} rateBp={150} childName="Ida" />);
    expect(screen.getByText(/^Ida får 1,5 % i månaden/)).toBeInTheDocument();
    expect(screen.getByText('Sätt in pengar på målet så ser du hur räntan växer.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('AllowanceHistory', () => {
  it('shows who proposed, confirmed and asked for a change, newest first', () => {
    render(
      <AllowanceHistory
        childName="Ida"
        versions={[
          version({ id: 'v2', version: 2, amount_ore: 20000 }),
          version({
            status: 'declined',
            child_confirmed_at: null,
            decline_reason: 'Kan mobilen ingå?',
            closed_by_name: 'Ida P.',
            closed_at: '2026-11-27T17:40:00Z',
          }),
        ]}
      />,
    );
    const items = screen.getAllByTestId('allowance-version');
    expect(items[0]).toHaveTextContent('Version 2: 200 kr varje fredag');
    expect(items[0]).toHaveTextContent('Föreslogs av Karin P. 2026-11-27 18:36');
    expect(items[0]).toHaveTextContent('Godkändes av Ida 2026-11-27 19:00');
    expect(items[1]).toHaveTextContent('Ändring önskad');
    expect(items[1]).toHaveTextContent(
      'Ida bad om en ändring 2026-11-27 18:40: ”Kan mobilen ingå?”',
    );
  });
});

describe('AllowanceGuidance', () => {
  it('shows the survey medians by age and cites its source', () => {
    render(<AllowanceGuidance />);
    expect(screen.getByRole('row', { name: /^14 år\s*400\skr$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Källa: Swedbank och Sparbankerna/ })).toHaveAttribute(
      'href',
      'https://www.sidensjosparbank.se/privat/sju-tips-om-veckopeng-och-manadspeng-.html',
    );
  });
});

describe('NextPayDay', () => {
  it('says the next Friday after today', () => {
    render(<NextPayDay version={version({})} today="2026-11-27" />);
    expect(screen.getByTestId('next-allowance')).toHaveTextContent(
      'Nästa veckopeng: fredag 4 december 2026',
    );
  });
});

describe('ProposalForm', () => {
  it('checks the amount before sending, then sends the terms', async () => {
    const user = userEvent.setup();
    const done = vi.fn();
    render(<ProposalForm child="ida" onDone={done} />);
    await user.click(screen.getByRole('button', { name: 'Föreslå avtal' }));
    expect(screen.getByText('Skriv ett belopp i hela kronor, från 1 till 5 000 kr.')).toBeVisible();
    expect(proposeAllowance).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Belopp (kr)' }), '250');
    await user.click(screen.getByText('Varje månad'));
    await user.click(screen.getByText('Mobil'));
    await user.click(screen.getByRole('button', { name: 'Föreslå avtal' }));
    expect(proposeAllowance).toHaveBeenCalledWith({
      child: 'ida',
      amountOre: 25000,
      frequency: 'monthly',
      payDay: 25,
      covers: ['mobil'],
      note: null,
    });
    expect(done).toHaveBeenCalled();
  });
});

describe('ProposalForm with out-of-range amounts', () => {
  it.each([
    ['-50', 'Beloppet måste vara minst 1 kr.'],
    ['0', 'Beloppet måste vara minst 1 kr.'],
    ['6000', 'Beloppet får vara högst 5 000 kr per utbetalning.'],
    ['12,50', 'Skriv ett belopp i hela kronor, från 1 till 5 000 kr.'],
  ])('keeps %j as typed, says why and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    proposeAllowance.mockClear();
    render(<ProposalForm child="ida" onDone={vi.fn()} />);
    const amount = screen.getByRole('textbox', { name: 'Belopp (kr)' });
    await user.type(amount, typed);
    await user.tab();
    expect(amount).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Föreslå avtal' }));
    expect(screen.getByText(message)).toBeVisible();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(amount).toHaveValue(typed);
    expect(proposeAllowance).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the amount at the field", async () => {
    const user = userEvent.setup();
    const message = 'Beloppet får vara högst 5 000 kr per utbetalning.';
    // A refusal as the api module rejects it: the server's code and its sentence.
    proposeAllowance.mockRejectedValueOnce(
      Object.assign(new Error(message), { code: 'allowance_amount_too_large' }),
    );
    render(<ProposalForm child="ida" onDone={vi.fn()} />);
    const amount = screen.getByRole('textbox', { name: 'Belopp (kr)' });
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Föreslå avtal' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});

describe('InterestManager', () => {
  const kid = {
    user_id: 'ida',
    display_name: 'Ida P.',
    first_name: 'Ida',
    role: 'child',
    joined_at: '2026-11-01T10:00:00Z',
    age_group: 'under18',
    is_me: false,
  } as const;

  it.each([
    ['6', 'Räntan får vara högst 5 % i månaden.'],
    ['-1', 'Räntan kan inte vara negativ. Skriv 0 om du vill ta bort räntan.'],
    ['1,234', 'Skriv räntan med högst två decimaler, till exempel 1,25.'],
    ['', 'Skriv en ränta mellan 0 och 5 %, med högst två decimaler.'],
  ])('keeps %j as typed, says why and saves nothing', async (typed, message) => {
    const user = userEvent.setup();
    setGoalInterest.mockClear();
    render(<InterestManager kid={kid} />);
    const rate = await screen.findByRole('textbox', { name: /Ränta per månad/ });
    if (typed) await user.type(rate, typed);
    await user.tab();
    expect(rate).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Spara ränta' }));
    expect(screen.getByText(message)).toBeVisible();
    expect(rate).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(rate).toHaveValue(typed);
    expect(setGoalInterest).not.toHaveBeenCalled();
  });

  it('sends the rate as typed, 0 to remove it', async () => {
    const user = userEvent.setup();
    setGoalInterest.mockClear();
    render(<InterestManager kid={kid} />);
    const rate = await screen.findByRole('textbox', { name: /Ränta per månad/ });
    await user.type(rate, '1,25');
    await user.click(screen.getByRole('button', { name: 'Spara ränta' }));
    expect(setGoalInterest).toHaveBeenLastCalledWith('g1', 1.25);
    await user.type(rate, '0');
    await user.click(screen.getByRole('button', { name: 'Spara ränta' }));
    expect(setGoalInterest).toHaveBeenLastCalledWith('g1', 0);
  });
});
