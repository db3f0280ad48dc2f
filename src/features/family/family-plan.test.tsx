import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as remote from '@/data/remote/plan';
import { DEFAULT_PLAN, type Billing, type MyPlan } from '@/lib/plans';
import { render, signInMember, signOut } from '@test-utils';

import * as api from './api/plan-api';
import { FamilyPlanCard } from './components/plan/family-plan-card';

// The server is stubbed at its module boundary (public.my_plan and the billing function), and
// leaving the app for Stripe is recorded instead of done.
vi.mock('@/data/remote/plan', async (importOriginal) => ({
  ...(await importOriginal<typeof remote>()),
  myPlan: vi.fn(),
  startCheckout: vi.fn(),
  openBillingPortal: vi.fn(),
}));
vi.mock('./api/plan-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  goTo: vi.fn(),
}));
const myPlan = vi.mocked(remote.myPlan);
const startCheckout = vi.mocked(remote.startCheckout);
const openBillingPortal = vi.mocked(remote.openBillingPortal);
const goTo = vi.mocked(api.goTo);

/** Intl writes a no-break space before 'kr' and between a date's parts. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

const guardianBasic: MyPlan = { ...DEFAULT_PLAN, is_guardian: true, has_family: true };
const active: Billing = {
  status: 'active',
  period_end: '2026-12-29T09:00:00Z',
  cancel_at_period_end: false,
  grace_until: null,
  trial_end: null,
  is_payer: true,
  payer_first_name: null,
};
const guardianFamilj = (billing: Partial<Billing> = {}): MyPlan => ({
  ...guardianBasic,
  plan: 'familj',
  name: 'Familj',
  active_goals: null,
  insight_weeks: 12,
  priority_support: true,
  billing: { ...active, ...billing },
});

const card = () => screen.getByRole('region', { name: 'Familjens plan' });

beforeEach(() => {
  myPlan.mockReset();
  startCheckout.mockReset();
  openBillingPortal.mockReset();
  goTo.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  signOut();
});

describe('FamilyPlanCard, a guardian on Basic', () => {
  it('shows the price with its moms and what Familj adds; the consent gates the checkout', async () => {
    const user = userEvent.setup();
    myPlan.mockResolvedValue(guardianBasic);
    startCheckout.mockResolvedValue({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    signInMember({ role: 'foralder', firstName: 'Anna' });
    render(<FamilyPlanCard />);

    const buy = await screen.findByRole('button', { name: 'Fortsätt till betalning' });
    expect(text(card())).toContain('49 kr i månaden inkl. moms (varav moms 9,80 kr)');
    expect(screen.getByRole('list', { name: 'Det här ger Familj' })).toHaveTextContent(
      'Obegränsat antal sparmål för alla i familjen',
    );
    expect(card()).toHaveTextContent(
      'Du betalar med kort eller Klarna hos vår betalpartner Stripe. Slantis ser aldrig dina kortuppgifter.',
    );
    // Without the consent nothing is asked of the server: the guardian is told what to tick.
    await user.click(buy);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kryssa i att Familj ska börja direkt för att fortsätta.',
    );
    expect(startCheckout).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('checkbox', {
        name: 'Jag vill att Familj börjar direkt. Jag vet att jag har 14 dagars ångerrätt, och att jag betalar för de dagar vi har använt om jag ångrar mig.',
      }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(buy);

    expect(startCheckout).toHaveBeenCalledWith('/familj', true);
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
  });

  it("shows the server's refusal as it is, and stays on the page", async () => {
    const user = userEvent.setup();
    myPlan.mockResolvedValue(guardianBasic);
    startCheckout.mockResolvedValue({
      code: 'already_familj',
      message: 'Familjen har redan Familj.',
    });
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard />);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Fortsätt till betalning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Familjen har redan Familj.');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a guardian without a family is told to create it first', async () => {
    myPlan.mockResolvedValue({ ...DEFAULT_PLAN });
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard />);
    expect(await screen.findByText(/Skapa familjen först/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('FamilyPlanCard, a guardian on Familj', () => {
  it('says Familj is active, when the next payment is, and opens the portal', async () => {
    const user = userEvent.setup();
    myPlan.mockResolvedValue(guardianFamilj());
    openBillingPortal.mockResolvedValue({ url: 'https://billing.stripe.com/p/session/1' });
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard />);

    expect(await screen.findByText('Familj är aktiv')).toBeInTheDocument();
    expect(text(card())).toContain('Nästa betalning: 29 december 2026, 49 kr inkl. moms');
    expect(
      screen.queryByRole('button', { name: 'Fortsätt till betalning' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hantera prenumeration' }));
    expect(openBillingPortal).toHaveBeenCalledWith('/familj');
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('https://billing.stripe.com/p/session/1'),
    );
  });

  it('another guardian sees the plan and who pays, but not the payer’s portal', async () => {
    myPlan.mockResolvedValue(guardianFamilj({ is_payer: false, payer_first_name: 'Anna' }));
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard />);
    expect(await screen.findByText('Familj är aktiv')).toBeInTheDocument();
    expect(
      screen.getByText('Anna betalar för Familj och hanterar prenumerationen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hantera prenumeration' })).not.toBeInTheDocument();
  });

  it('cancelled at the end of the period: until when it lasts, and that nothing is lost', async () => {
    myPlan.mockResolvedValue(guardianFamilj({ cancel_at_period_end: true }));
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard />);
    expect(await screen.findByText('Familj är aktiv')).toBeInTheDocument();
    expect(text(card())).toContain(
      'Familj gäller till och med 29 december 2026. Sedan blir familjen Basic igen – inga sparmål eller annan data försvinner.',
    );
    expect(text(card())).not.toContain('Nästa betalning');
    expect(screen.getByRole('button', { name: 'Hantera prenumeration' })).toBeEnabled();
  });

  it('a failed payment: a clear warning with the last day of grace, and the portal', async () => {
    myPlan.mockResolvedValue(
      guardianFamilj({ status: 'past_due', grace_until: '2026-12-06T23:30:00Z' }),
    );
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard />);
    // 23:30 UTC is already 7 December in Stockholm (UTC+1).
    expect(await screen.findByText('Betalningen gick inte igenom')).toBeInTheDocument();
    expect(text(card())).toContain(
      'Betalningen för Familj gick inte igenom. Uppdatera kortet senast 7 december 2026 så fortsätter Familj. Annars blir familjen Basic igen, utan att något försvinner.',
    );
    expect(screen.getByRole('button', { name: 'Hantera prenumeration' })).toBeEnabled();
  });

  it('back on Basic with the renewal still owed: pay in the portal, not a second purchase', async () => {
    myPlan.mockResolvedValue({
      ...guardianBasic,
      billing: { ...active, status: 'past_due', grace_until: '2026-11-20T10:00:00Z' },
    });
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard />);
    expect(await screen.findByText(/så familjen har Basic just nu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hantera prenumeration' })).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: 'Fortsätt till betalning' }),
    ).not.toBeInTheDocument();
  });

  it('no subscription to manage: the sentence, not a broken page', async () => {
    const user = userEvent.setup();
    myPlan.mockResolvedValue(guardianFamilj());
    openBillingPortal.mockResolvedValue({ code: 'no_subscription', message: null });
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard />);
    await user.click(await screen.findByRole('button', { name: 'Hantera prenumeration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Familjen har ingen prenumeration att hantera.',
    );
  });
});

describe('FamilyPlanCard, a teen', () => {
  it('on Basic: which plan the family has and to ask a parent, never a price or a payment', async () => {
    myPlan.mockResolvedValue({ ...DEFAULT_PLAN, has_family: true });
    signInMember({ role: 'barn' });
    render(<FamilyPlanCard />);
    expect(await screen.findByText('Din familj har Basic.')).toBeInTheDocument();
    expect(
      screen.getByText('Vill ni ha obegränsat antal sparmål? Be en förälder om Familj.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(card()).not.toHaveTextContent(/kr|betalning/i);
  });

  it('on Familj: the family has it', async () => {
    myPlan.mockResolvedValue({ ...guardianFamilj(), is_guardian: false, billing: null });
    signInMember({ role: 'barn' });
    render(<FamilyPlanCard />);
    expect(await screen.findByText(/Din familj har Familj/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('FamilyPlanCard, back from Stripe', () => {
  it('?betalning=klar: asks again until the webhook has made the family Familj', async () => {
    myPlan
      .mockResolvedValueOnce(guardianBasic)
      .mockResolvedValueOnce(guardianBasic)
      .mockResolvedValue(guardianFamilj());
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard payment="klar" />);
    expect(await screen.findByText('Tack för din betalning')).toBeInTheDocument();
    expect(
      await screen.findByText('Välkommen till Familj!', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Familj är aktiv')).toBeInTheDocument();
  });

  it('?betalning=klar: after 30 s without the webhook, says the payment is not confirmed yet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    myPlan.mockResolvedValue(guardianBasic);
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard payment="klar" />);
    expect(await screen.findByText('Tack för din betalning')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(
      await screen.findByText(
        'Vi har inte fått bekräftelsen från Stripe än. Det brukar ta någon minut.',
      ),
    ).toBeInTheDocument();
    const calls = myPlan.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(14);
    expect(calls).toBeLessThanOrEqual(18);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(myPlan.mock.calls.length).toBe(calls);
  });

  it('?betalning=avbruten: nothing was charged', async () => {
    myPlan.mockResolvedValue(guardianBasic);
    signInMember({ role: 'foralder' });
    render(<FamilyPlanCard payment="avbruten" />);
    expect(await screen.findByText('Köpet avbröts. Inget har dragits.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Fortsätt till betalning' })).toBeEnabled();
  });
});
