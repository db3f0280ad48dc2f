import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { LEGAL_VERSION } from '@/lib/legal';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signOut } from '@test-utils';

import { signUp } from '../sign-up';

vi.mock('../sign-up', () => ({ signUp: vi.fn() }));

const signUpMock = vi.mocked(signUp);

const next = () => screen.getByRole('button', { name: 'Nästa' });
const back = () => screen.getByRole('button', { name: 'Tillbaka' });
const heading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

async function openWizard() {
  const user = userEvent.setup();
  const result = renderApp('/bli-kund');
  await heading(/Personuppgifter/);
  return { user, ...result };
}

const TEEN = '20100315-1238';
const ADULT = '19800315-1233';

async function fillPersonal(user: UserEvent, personnummer = TEEN) {
  await user.type(screen.getByLabelText(/^Förnamn/), '  Åsa-Märta ');
  await user.type(screen.getByLabelText(/^Efternamn/), 'Öberg');
  await user.type(screen.getByLabelText(/^Personnummer/), personnummer);
  await user.type(screen.getByLabelText(/^Mobilnummer/), '070-123 45 67');
  await user.type(screen.getByLabelText(/^Adress/), 'Storgatan 1<script>alert(1)</script>');
}

async function fillSecurity(user: UserEvent) {
  await user.type(screen.getByLabelText(/^E-post/), 'asa@example.se');
  await user.type(screen.getByLabelText(/^Lösenord/), 'Slantis2026');
  await user.type(screen.getByLabelText(/^Bekräfta lösenord/), 'Slantis2026');
}

/** Fills steps 1–3 and arrives at Bekräftelse. */
async function goToReview(user: UserEvent, role: 'Förälder' | 'Ungdom/barn' = 'Ungdom/barn') {
  await fillPersonal(user, role === 'Förälder' ? ADULT : TEEN);
  await user.click(next());
  await heading(/Kontotyp/);
  await user.click(screen.getByRole('radio', { name: new RegExp(role) }));
  await user.click(next());
  await heading(/Säkerhet/);
  await fillSecurity(user);
  await user.click(next());
  await heading(/Bekräftelse/);
}

describe('registration wizard on /bli-kund', () => {
  beforeEach(() => {
    resetAuthStore();
    signOut();
    signUpMock.mockReset();
  });

  it('sits in the secure-form wrapper with Back disabled at step 1', async () => {
    await openWizard();
    expect(screen.getByText('Säker krypterad form')).toBeInTheDocument();
    expect(back()).toBeDisabled();
    expect(screen.getByText('Steg 1 av 4')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Personnummer/)).toHaveAttribute('placeholder', 'ÅÅÅÅMMDD-XXXX');
    expect(screen.getByLabelText(/^Förnamn/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^Mobilnummer/)).toHaveAttribute('autocomplete', 'tel');
  });

  it('blocks Next on bad step-1 input and shows each message beside its field', async () => {
    const { user } = await openWizard();
    await user.type(screen.getByLabelText(/^Förnamn/), 'Anna2');
    await user.type(screen.getByLabelText(/^Personnummer/), '20100315-1230');
    await user.type(screen.getByLabelText(/^Mobilnummer/), '0812345678');
    await user.type(screen.getByLabelText(/^Adress/), 'Gata');
    await user.click(next());

    expect(screen.getByRole('heading', { level: 2, name: /Personuppgifter/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Förnamn/)).toHaveAccessibleDescription(
      'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck',
    );
    expect(screen.getByLabelText(/^Förnamn/)).toHaveFocus();
    expect(screen.getByText('Efternamn krävs')).toBeInTheDocument();
    expect(screen.getByText('Ogiltigt personnummer enligt kontrollsiffra')).toBeInTheDocument();
    expect(screen.getByText('Ogiltigt mobilnummer format')).toBeInTheDocument();
    expect(screen.getByText('Adress måste vara minst 5 tecken')).toBeInTheDocument();
    // Step 1 has field errors only; the banner belongs to step 3.
    expect(screen.queryByText('Vänligen korrigera felen nedan och försök igen.')).toBeNull();

    // Fixing a field clears its message as the user types.
    await user.clear(screen.getByLabelText(/^Adress/));
    await user.type(screen.getByLabelText(/^Adress/), 'Storgatan 1');
    expect(screen.queryByText('Adress måste vara minst 5 tecken')).toBeNull();
  });

  it('lets the age in the personnummer decide: under 13 at step 1, a 15-year-old parent at step 2', async () => {
    const { user } = await openWizard();
    await fillPersonal(user, '20200315-1236');
    await user.click(next());
    expect(screen.getByText(/minst 13 år/)).toBeInTheDocument();
    await heading(/Personuppgifter/);
    await user.clear(screen.getByLabelText(/^Personnummer/));
    await user.type(screen.getByLabelText(/^Personnummer/), '20110315-2383');
    await user.click(next());
    await heading(/Kontotyp/);
    await user.click(screen.getByRole('radio', { name: /Förälder/ }));
    await user.click(next());
    expect(screen.getByText(/Ett föräldrakonto kräver att du har fyllt 18 år/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Ungdom/ }));
    await user.click(next());
    await heading(/Säkerhet/);
  });

  it('rejects a 10-digit personnummer', async () => {
    const { user } = await openWizard();
    await user.type(screen.getByLabelText(/^Personnummer/), '100315-1238');
    await user.click(next());
    expect(screen.getByText('Ogiltigt personnummer format (YYYYMMDD-XXXX)')).toBeInTheDocument();
  });

  it('preselects Ungdom/barn and explains both account types', async () => {
    const { user } = await openWizard();
    await fillPersonal(user);
    await user.click(next());
    await heading(/Kontotyp/);
    expect(back()).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Ungdom\/barn/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Förälder/ })).not.toBeChecked();
    expect(screen.getByText(/sätt sparmål tillsammans och följ deras ekonomi/)).toBeInTheDocument();
    expect(screen.getByText(/Gör uppgifter, spara mot dina mål/)).toBeInTheDocument();
    await user.click(next());
    await heading(/Säkerhet/);
  });

  it('shows the step-3 banner and field errors when security fails', async () => {
    const { user } = await openWizard();
    await fillPersonal(user);
    await user.click(next());
    await user.click(next());
    await heading(/Säkerhet/);

    await user.type(screen.getByLabelText(/^E-post/), 'asa@');
    await user.type(screen.getByLabelText(/^Lösenord/), 'slantis');
    await user.type(screen.getByLabelText(/^Bekräfta lösenord/), 'slantis2');
    await user.click(next());

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vänligen korrigera felen nedan och försök igen.',
    );
    expect(screen.getByText('Ogiltig e-postadress')).toBeInTheDocument();
    expect(screen.getByText('Lösenordet måste vara minst 8 tecken')).toBeInTheDocument();
    expect(screen.getByText('Lösenorden matchar inte')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Säkerhet/ })).toBeInTheDocument();
    // The live list shows which rules are still open.
    expect(screen.getByText('En stor bokstav (A–Z)').closest('li')).toHaveTextContent(
      'inte uppfyllt',
    );
  });

  it('keeps entered data when going back and forth', async () => {
    const { user } = await openWizard();
    await fillPersonal(user, ADULT);
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: /Förälder/ }));
    await user.click(next());
    await heading(/Säkerhet/);
    await user.type(screen.getByLabelText(/^E-post/), 'asa@example.se');

    await user.click(back());
    await heading(/Kontotyp/);
    expect(screen.getByRole('radio', { name: /Förälder/ })).toBeChecked();
    await user.click(back());
    await heading(/Personuppgifter/);
    expect(screen.getByLabelText(/^Efternamn/)).toHaveValue('Öberg');
    expect(screen.getByLabelText(/^Personnummer/)).toHaveValue(ADULT);

    await user.click(next());
    await user.click(next());
    await heading(/Säkerhet/);
    expect(screen.getByLabelText(/^E-post/)).toHaveValue('asa@example.se');
  });

  it('reviews the sanitised data, signs up with the exact metadata and goes to /login', async () => {
    signUpMock.mockResolvedValue({ ok: true });
    const { user, router } = await openWizard();
    await goToReview(user, 'Förälder');

    const review = screen.getByRole('table');
    expect(within(review).getByRole('row', { name: /Namn/ })).toHaveTextContent('Åsa-Märta Öberg');
    expect(within(review).getByRole('row', { name: /E-post/ })).toHaveTextContent('asa@example.se');
    expect(within(review).getByRole('row', { name: /Kontotyp/ })).toHaveTextContent('Förälder');
    expect(within(review).getByRole('row', { name: /Mobilnummer/ })).toHaveTextContent(
      '070-123 45 67',
    );
    const address = within(review).getByRole('row', { name: /Adress/ });
    expect(within(address).getByRole('cell')).toHaveTextContent(/^Storgatan 1$/);
    expect(screen.getByText(/enligt GDPR, sparar personnumret krypterat/)).toBeInTheDocument();
    // The terms and the privacy policy open in a new tab, so nothing typed here is lost.
    for (const [name, href] of [
      [/^användarvillkoren/, '/anvandarvillkor'],
      [/^integritetspolicyn/, '/integritetspolicy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining('(öppnas i en ny flik)') as string);
    }

    await user.click(screen.getByRole('button', { name: 'Skapa säkert konto' }));

    expect(signUpMock).toHaveBeenCalledTimes(1);
    expect(signUpMock).toHaveBeenCalledWith({
      email: 'asa@example.se',
      password: 'Slantis2026',
      metadata: {
        fornamn: 'Åsa-Märta',
        efternamn: 'Öberg',
        mobilnummer: '0701234567',
        adress: 'Storgatan 1',
        personnummer: ADULT,
        roll: 'foralder',
        // The version of the terms she read at step 4, stored with her account (issue 41 §8).
        villkor_version: LEGAL_VERSION,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ message: 'registration-successful' });
  });

  it('shows "Skapar konto..." while working and the server error at step 4', async () => {
    let finish: (value: { ok: false; message: string }) => void = () => undefined;
    signUpMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, router } = await openWizard();
    await goToReview(user);

    await user.click(screen.getByRole('button', { name: 'Skapa säkert konto' }));
    const working = screen.getByRole('button', { name: 'Skapar konto...' });
    expect(working).toBeDisabled();
    expect(back()).toBeDisabled();

    finish({ ok: false, message: 'Det finns redan ett konto med den e-postadressen.' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det finns redan ett konto med den e-postadressen.',
    );
    expect(screen.getByRole('heading', { level: 2, name: /Bekräftelse/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skapa säkert konto' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/bli-kund');
    expect(signUpMock.mock.calls[0]?.[0].metadata.roll).toBe('barn');
  });
});
