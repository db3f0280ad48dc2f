import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { anonRest, serviceRest, uniqueEmail } from './stack';

// Issue 10: customer service. The FAQ search works, the contact options lead somewhere, and the
// contact form is checked, stored through submit_support_ticket, confirmed with a ticket number
// and rate-limited per client.

type StoredTicket = { first_name: string; email: string; category: string; subject: string };
const storedTicket = async (ticketNumber: string) =>
  (await serviceRest(
    `support_tickets?ticket_number=eq.${ticketNumber}&select=first_name,email,category,subject`,
  )) as StoredTicket[];

/** Each test writes as its own client (the gateway's X-Forwarded-For), so limits stay apart. */
const asClient = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(256)}` });

async function fillContactForm(page: Page, email: string, subject = 'Kan inte logga in') {
  const form = page.getByRole('form', { name: 'Skicka ett meddelande' });
  await form.getByRole('textbox', { name: 'Förnamn' }).fill('Sara');
  await form.getByRole('textbox', { name: 'Efternamn' }).fill('Nilsson');
  await form.getByRole('textbox', { name: 'E-post' }).fill(email);
  await form
    .getByRole('combobox', { name: 'Kategori' })
    .selectOption({ label: 'Konto och inloggning' });
  await form.getByRole('textbox', { name: 'Ämne' }).fill(subject);
  await form
    .getByRole('textbox', { name: 'Meddelande' })
    .fill('Jag får fel lösenord fast jag bytte det i går.');
  return form;
}

/** What a contact form shows and holds right now, for a failure's message. */
const formState = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    const form = document.querySelector('#kontaktformular form');
    const fields = [...(form?.querySelectorAll('input, select, textarea') ?? [])].map(
      (field) =>
        `${field.getAttribute('name') ?? field.id}=${JSON.stringify((field as HTMLInputElement).value)}` +
        (field.getAttribute('aria-invalid') === 'true' ? ' (invalid)' : ''),
    );
    const button = form?.querySelector('button[type="submit"]');
    return [
      `html: ${[...html.attributes].map((a) => a.name).join(' ')}`,
      `fieldset disabled: ${String(form?.querySelector('fieldset')?.disabled)}`,
      `button: ${button?.textContent ?? 'none'} aria-busy=${button?.getAttribute('aria-busy')}`,
      `errors: ${[...(form?.querySelectorAll('.mantine-InputWrapper-error') ?? [])].map((e) => e.textContent).join(' | ')}`,
      `fields: ${fields.join(', ')}`,
      `url: ${location.href}`,
    ].join('; ');
  });

test('/kundtjanst: the FAQ search finds answers, and every contact option leads somewhere', async ({
  page,
}) => {
  await page.goto('/kundtjanst');
  await expect(page).toHaveTitle('Kundtjänst – Slantis');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /ärendenummer direkt/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Kundtjänst' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Sök bland vanliga frågor' });
  await search.fill('glömt lösenord');
  const hit = page.getByTestId('faq-hit').first();
  await expect(hit).toContainText('Jag har glömt mitt lösenord');
  await hit.getByRole('button').click();
  await expect(hit.getByText(/Glömt lösenord\? på inloggningssidan/)).toBeVisible();
  await expect(page).toHaveURL(/\/kundtjanst\?q=gl%C3%B6mt(\+|%20)l%C3%B6senord$/);

  await search.fill('zebrarandig');
  await expect(page.getByText('Inga frågor matchar ”zebrarandig”.')).toBeVisible();
  await page.getByRole('button', { name: 'Rensa sökningen' }).click();

  // No number nobody answers and no chat (issue 41 §3): a call-back at a time the person picks.
  await expect(page.getByRole('link', { name: /^Ring 08/ })).toHaveCount(0);
  await expect(page.getByText('Vi har ingen chatt.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Välj en tid' }).click();
  await expect(page).toHaveURL(/#ring-upp$/);
  await expect(page.getByRole('form', { name: 'Bli uppringd' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mejla support@slantis.se' })).toHaveAttribute(
    'href',
    'mailto:support@slantis.se',
  );
  await expect(page.getByRole('heading', { name: 'Öppettider' })).toBeVisible();
  await expect(page.getByText('Måndag–fredag 08:00–18:00, du väljer tid')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brådskande problem?' })).toBeVisible();
  await expect(page.getByText(/BRIS på 116 111/)).toBeVisible();

  for (const topic of ['Konto och inloggning', 'Säkerhet och integritet', 'Familj och föräldrar']) {
    await expect(page.getByRole('heading', { name: topic })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Alla vanliga frågor' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();
  await page.getByRole('button', { name: 'Är Slantis certifierat?' }).click();
  await expect(page.getByText(/Slantis har inga egna säkerhetscertifieringar/)).toBeVisible();
});

test('the contact form says what is missing, stores the ticket and confirms its number', async ({
  page,
}) => {
  await asClient(page);
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  for (const message of ['Förnamn krävs', 'E-post krävs', 'Välj en kategori', 'Meddelande krävs']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  const email = uniqueEmail('support');
  const form = await fillContactForm(page, email);
  await form.getByRole('textbox', { name: 'Ämne' }).fill('Hj');
  await form.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByText('Ämnet måste vara minst 3 tecken')).toBeVisible();
  await form.getByRole('textbox', { name: 'Ämne' }).fill('Kan inte logga in');
  await form.getByRole('button', { name: 'Skicka meddelande' }).click();

  const ticket = page.getByTestId('ticket-number');
  await expect(ticket).toHaveText(/^SL-\d{6}-[A-HJ-NP-Z2-9]{4}$/);
  await expect(
    page.getByText(`Vi svarar till ${email} inom 24 timmar`, { exact: false }),
  ).toBeVisible();
  expect(await storedTicket((await ticket.textContent()) ?? '')).toEqual([
    { first_name: 'Sara', email, category: 'account', subject: 'Kan inte logga in' },
  ]);

  // A visitor's key cannot read tickets back, not even their own.
  const read = await anonRest('support_tickets?select=email');
  expect(read.status).toBe(401);
});

test('a client sending too many messages is told to wait, and keeps what they wrote', async ({
  page,
}) => {
  await asClient(page);
  await page.goto('/kontakt');
  for (let i = 0; i < 3; i += 1) {
    await fillContactForm(page, uniqueEmail('burst'), `Fråga nummer ${i + 1}`);
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    const receipt = page.getByTestId('ticket-number');
    // Either the receipt or a refusal; a refusal fails with its words. Two CI runs saw neither:
    // then the form's state says where it stopped (hydration, a held tap, a field error, sending).
    const form = page.getByRole('form', { name: 'Skicka ett meddelande' });
    await expect(receipt.or(form.getByRole('alert')).first())
      .toBeVisible()
      .catch(async (error: Error) => {
        throw new Error(`message ${i + 1}, neither: ${await formState(page)}\n${error.message}`);
      });
    const refusal = await form.getByRole('alert').allTextContents();
    expect(refusal, `message ${i + 1} was refused`).toEqual([]);
    await expect(receipt).toBeVisible();
    await page.getByRole('button', { name: 'Skicka ett nytt meddelande' }).click();
  }
  await fillContactForm(page, uniqueEmail('burst'), 'Fråga nummer 4');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Du har skickat flera meddelanden på kort tid. Vänta en stund och försök igen.',
  );
  await expect(page.getByRole('textbox', { name: 'Ämne' })).toHaveValue('Fråga nummer 4');
  await expect(page.getByRole('textbox', { name: 'Meddelande' })).toHaveValue(
    'Jag får fel lösenord fast jag bytte det i går.',
  );
});

test('/menu gives a member shortcuts, every link group and the support hours', async ({ page }) => {
  await storeSession(page);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Meny' })).toBeVisible();
  const main = page.getByRole('main');
  for (const shortcut of ['Till appen', 'Lägg till köp', 'Familj', 'Min profil', 'Kundtjänst']) {
    await expect(main.getByRole('link', { name: shortcut, exact: true }).first()).toBeVisible();
  }
  const groups = main.getByRole('navigation', { name: 'Alla sidor' });
  for (const link of [
    'Ungdomskonto',
    'Familjepaket',
    'Investeringar',
    'Belöningar',
    'Vanliga frågor',
    'Kontakt',
  ]) {
    await expect(groups.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(main.getByText('Kundtjänst vardagar 08:00–18:00')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Bli medlem' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Få hjälp' }).click();
  await expect(page).toHaveURL(/\/kundtjanst$/);
});

test('Bli uppringd: a visitor picks a time within opening hours and is told when we call', async ({
  page,
}) => {
  await asClient(page);
  await page.goto('/kundtjanst#ring-upp');
  const form = page.getByRole('form', { name: 'Bli uppringd' });
  // The form's own check answers first (and proves the page is live before anything is typed).
  await form.getByRole('button', { name: 'Ring upp mig' }).click();
  for (const message of ['Skriv ditt namn', 'Ogiltigt mobilnummer format', 'Välj en tid']) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await form.getByRole('textbox', { name: 'Namn' }).fill('Maja Berg');
  const digits = String(randomInt(10_000_000, 100_000_000));
  await form.getByRole('textbox', { name: 'Mobilnummer' }).fill(`07${digits}`);
  const day = form.getByRole('combobox', { name: 'Dag' });
  await day.selectOption({ index: 1 });
  const time = form.getByRole('combobox', { name: 'Tid' });
  await time.selectOption({ index: 3 });
  const slot = await time.inputValue();
  await form.getByRole('button', { name: 'Ring upp mig' }).click();
  await expect(page.getByTestId('callback-booked')).toHaveText(
    new RegExp(
      `^Vi ringer dig \\S+dag \\d+ \\S+ kl\\. \\d\\d:\\d\\d på 07${digits.slice(0, 1)}-${digits.slice(1, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}\\.$`,
    ),
  );
  const stored = (await serviceRest(
    `callback_requests?slot_start=eq.${encodeURIComponent(slot)}&phone=eq.07${digits}&select=name,status`,
  )) as { name: string; status: string }[];
  expect(stored).toContainEqual({ name: 'Maja Berg', status: 'requested' });
});
