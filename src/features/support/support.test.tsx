import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { RemoteError } from '@/data/remote/rpc';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp } from '@test-utils';

import * as api from './api/support-api';
import { forgetAnswerPromise } from './hooks/use-answer-promise';

// The RPC is stubbed at its module boundary; the stored ticket and the rate limit are proven
// against the real database (supabase/tests) and the real stack (tests/e2e/support.spec.ts).
vi.mock('./api/support-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    ...actual,
    submitSupportTicket: vi.fn(),
    answersWithinADay: vi.fn(),
    lookUpTicket: vi.fn(),
    requestCallback: vi.fn(),
  };
});
const submitSupportTicket = vi.mocked(api.submitSupportTicket);

beforeEach(() => {
  resetAuthStore();
  submitSupportTicket.mockReset();
  forgetAnswerPromise();
  vi.mocked(api.answersWithinADay).mockResolvedValue(true);
  vi.mocked(api.lookUpTicket).mockReset();
  vi.mocked(api.requestCallback).mockReset();
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Skicka ett meddelande' });
  // Pasted, not typed key by key: the fields are what is tested here, not the keyboard.
  const enter = async (name: RegExp, text: string) => {
    await user.click(within(form).getByRole('textbox', { name }));
    await user.paste(text);
  };
  await enter(/Förnamn/, 'Sara');
  await enter(/Efternamn/, 'Nilsson');
  await enter(/E-post/, 'sara@example.com');
  await user.selectOptions(within(form).getByRole('combobox', { name: /Kategori/ }), 'account');
  await enter(/Ämne/, 'Kan inte logga in');
  await enter(/Meddelande/, 'Jag får fel lösenord fast jag har bytt.');
  return form;
}

describe('/kundtjanst', () => {
  it('searches the FAQ as you type, marks the words and keeps the query in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/kundtjanst');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundtjänst' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Konto och inloggning' })).toBeVisible();

    await user.type(
      screen.getByRole('searchbox', { name: 'Sök bland vanliga frågor' }),
      'lösenord',
    );
    expect(await screen.findByText(/frågor? matchar din sökning/)).toBeVisible();
    const hits = screen.getAllByTestId('faq-hit');
    expect(hits[0]).toHaveTextContent('Jag har glömt mitt lösenord');
    expect(within(hits[0]!).getAllByText(/lösenord/i, { selector: 'mark' }).length).toBeGreaterThan(
      0,
    );
    expect(router.state.location.search).toEqual({ q: 'lösenord' });
    // The topic lists step aside while searching.
    expect(screen.queryByRole('heading', { name: 'Konto och inloggning' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rensa sökningen' }));
    expect(screen.getByRole('heading', { name: 'Konto och inloggning' })).toBeVisible();
  });

  it('says so when nothing matches', async () => {
    renderApp('/kundtjanst?q=zebrarandig');
    expect(await screen.findByText('Inga frågor matchar ”zebrarandig”.')).toBeVisible();
  });

  it('shows every missing field in Swedish and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/kontakt');
    await user.click(await screen.findByRole('button', { name: 'Skicka meddelande' }));
    for (const message of [
      'Förnamn krävs',
      'Efternamn krävs',
      'E-post krävs',
      'Välj en kategori',
      'Ämne krävs',
      'Meddelande krävs',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(submitSupportTicket).not.toHaveBeenCalled();
  });

  it('sends the cleaned form once and confirms it with the ticket number', async () => {
    submitSupportTicket.mockResolvedValue({
      ticketNumber: 'SL-261123-7KQ4',
      email: 'sara@example.com',
    });
    const user = userEvent.setup();
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));

    expect(await screen.findByTestId('ticket-number')).toHaveTextContent('SL-261123-7KQ4');
    expect(screen.getByText(/Vi svarar till sara@example.com inom 24 timmar/)).toBeVisible();
    expect(submitSupportTicket).toHaveBeenCalledTimes(1);
    expect(submitSupportTicket).toHaveBeenCalledWith({
      firstName: 'Sara',
      lastName: 'Nilsson',
      email: 'sara@example.com',
      category: 'account',
      subject: 'Kan inte logga in',
      message: 'Jag får fel lösenord fast jag har bytt.',
    });

    await user.click(screen.getByRole('button', { name: 'Skicka ett nytt meddelande' }));
    expect(screen.getByRole('textbox', { name: /Förnamn/ })).toHaveValue('');
  });

  it('keeps every word when the server refuses, and shows its Swedish reason', async () => {
    submitSupportTicket.mockRejectedValue(
      new RemoteError(
        'PT429',
        'Du har skickat flera meddelanden på kort tid. Vänta en stund och försök igen.',
      ),
    );
    const user = userEvent.setup();
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Du har skickat flera meddelanden');
    expect(screen.getByRole('textbox', { name: /Meddelande/ })).toHaveValue(
      'Jag får fel lösenord fast jag har bytt.',
    );
    expect(screen.getByRole('textbox', { name: /Förnamn/ })).toHaveValue('Sara');
  });
});

describe('the 24-hour promise', () => {
  it('is made only while the server says no ticket has waited a day', async () => {
    vi.mocked(api.answersWithinADay).mockResolvedValue(false);
    renderApp('/kundtjanst');
    expect(await screen.findByText('Vi svarar så snart vi kan')).toBeVisible();
    expect(screen.getByText('Dygnet runt – svar så snart vi kan')).toBeVisible();
    expect(screen.queryByText(/inom 24 timmar/)).not.toBeInTheDocument();
  });

  it('is made when the server confirms it', async () => {
    renderApp('/kundtjanst');
    expect(await screen.findByText('Vi svarar inom 24 timmar')).toBeVisible();
    expect(screen.getByText('Dygnet runt – svar inom 24 timmar')).toBeVisible();
  });
});

describe('Följ ditt ärende', () => {
  const lookupForm = () => screen.getByRole('form', { name: 'Följ ditt ärende' });

  it('checks the number and the address before asking the server', async () => {
    const user = userEvent.setup();
    renderApp('/kundtjanst');
    const form = await screen.findByRole('form', { name: 'Följ ditt ärende' });
    await user.type(within(form).getByRole('textbox', { name: 'Ärendenummer' }), 'SL-12');
    await user.click(within(form).getByRole('button', { name: 'Visa status' }));
    expect(within(form).getByText('Skriv ärendenumret, till exempel SL-261127-7KQ4')).toBeVisible();
    expect(within(form).getByText('E-post krävs')).toBeVisible();
    expect(api.lookUpTicket).not.toHaveBeenCalled();
  });

  it('shows the status of the ticket a reply mail links to', async () => {
    vi.mocked(api.lookUpTicket).mockResolvedValue({
      ticketNumber: 'SL-261127-7KQ4',
      status: 'open',
      createdAt: '2026-11-27T08:00:00Z',
      answeredAt: '2026-11-27T09:30:00Z',
      replies: 1,
    });
    const user = userEvent.setup();
    renderApp('/kundtjanst?arende=SL-261127-7KQ4');
    const form = await screen.findByRole('form', { name: 'Följ ditt ärende' });
    expect(within(form).getByRole('textbox', { name: 'Ärendenummer' })).toHaveValue(
      'SL-261127-7KQ4',
    );
    await user.type(within(form).getByRole('textbox', { name: 'E-post' }), 'sara@example.com');
    await user.click(within(form).getByRole('button', { name: 'Visa status' }));
    expect(api.lookUpTicket).toHaveBeenCalledExactlyOnceWith('SL-261127-7KQ4', 'sara@example.com');
    expect(await screen.findByText('Ärende SL-261127-7KQ4: Besvarat')).toBeVisible();
    expect(
      screen.getByText(/Vi svarade 2026-11-27 10:30\. Svaret gick till din e-post/),
    ).toBeVisible();
  });

  it('says so when no ticket has that number and address', async () => {
    vi.mocked(api.lookUpTicket).mockResolvedValue(null);
    const user = userEvent.setup();
    renderApp('/kundtjanst');
    await screen.findByRole('form', { name: 'Följ ditt ärende' });
    const form = lookupForm();
    await user.type(within(form).getByRole('textbox', { name: 'Ärendenummer' }), 'sl-261127-7kq4');
    await user.type(within(form).getByRole('textbox', { name: 'E-post' }), 'sara@example.com');
    await user.click(within(form).getByRole('button', { name: 'Visa status' }));
    expect(api.lookUpTicket).toHaveBeenCalledExactlyOnceWith('SL-261127-7KQ4', 'sara@example.com');
    expect(
      await screen.findByText(/Vi hittade inget ärende med det numret och den e-postadressen/),
    ).toBeVisible();
  });
});

describe('Bli uppringd', () => {
  it('offers a call-back instead of a number, and says there is no chat', async () => {
    renderApp('/kundtjanst');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Bli uppringd' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Välj en tid' })).toHaveAttribute('href', '#ring-upp');
    expect(screen.queryByText(/Ring 08/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chatt' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Vi har ingen chatt. Mejla, skriv i formuläret eller be oss ringa upp.'),
    ).toBeVisible();
  });

  it('books the picked slot once and says when we call; a refusal keeps the form', async () => {
    const user = userEvent.setup();
    renderApp('/kundtjanst');
    const form = await screen.findByRole('form', { name: 'Bli uppringd' });
    await user.click(within(form).getByRole('button', { name: 'Ring upp mig' }));
    expect(await within(form).findByText('Skriv ditt namn')).toBeVisible();
    expect(within(form).getByText('Ogiltigt mobilnummer format')).toBeVisible();
    expect(within(form).getByText('Välj en tid')).toBeVisible();
    expect(api.requestCallback).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: /Namn/ }), 'Maja Berg');
    await user.type(within(form).getByRole('textbox', { name: /Mobilnummer/ }), '070-765 43 21');
    const time = within(form).getByRole('combobox', { name: /Tid/ });
    const first = within(time)
      .getAllByRole('option')
      .find((option) => !(option as HTMLOptionElement).disabled)!;
    await user.selectOptions(time, first);
    vi.mocked(api.requestCallback).mockRejectedValueOnce(
      new RemoteError('P0001', 'Den tiden är fullbokad. Välj en annan tid.'),
    );
    await user.click(within(form).getByRole('button', { name: 'Ring upp mig' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Den tiden är fullbokad. Välj en annan tid.',
    );
    expect(within(form).getByRole('textbox', { name: /Namn/ })).toHaveValue('Maja Berg');

    const slot = (first as HTMLOptionElement).value;
    vi.mocked(api.requestCallback).mockResolvedValueOnce({
      id: 'c1',
      callAt: slot,
      phone: '0707654321',
    });
    await user.click(within(form).getByRole('button', { name: 'Ring upp mig' }));
    expect(await screen.findByTestId('callback-booked')).toHaveTextContent(
      /^Vi ringer dig \S+dag \d+ \S+ kl\. \d\d:\d\d på 070-765 43 21\.$/,
    );
    expect(api.requestCallback).toHaveBeenLastCalledWith({
      name: 'Maja Berg',
      phone: '070-765 43 21',
      slotStart: slot,
      note: '',
    });
    expect(api.requestCallback).toHaveBeenCalledTimes(2);
  });
});
