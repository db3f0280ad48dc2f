import { randomInt } from 'node:crypto';

import { expect, storeSession, test } from './fixtures';
import {
  anonRest,
  createUser,
  demo,
  latestMail,
  mailSupport,
  serviceRest,
  uniqueEmail,
} from './stack';

// Issue 25 (deliverable 5): the support inbox. A visitor's ticket reaches the staff's inbox at
// /personal/kundtjanst; a staff reply is e-mailed to the ticket's address (through the mail
// outbox) and closes the ticket; the mail's link lets the visitor look the ticket up; a teen
// cannot open the inbox.

test(
  'a staff reply to a visitor’s ticket reaches the visitor’s e-mail',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    test.slow(); // the stack delivers queued mail every 15 s

    const visitor = uniqueEmail('sara.support');
    const sent = await anonRest('rpc/submit_support_ticket', {
      method: 'POST',
      headers: { 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(256)}` },
      body: JSON.stringify({
        first_name: 'Sara',
        last_name: 'Nilsson',
        email: visitor,
        category: 'account',
        subject: 'Kan inte logga in',
        message: 'Jag får fel lösenord fast jag bytte det i går.',
      }),
    });
    expect(sent.status).toBe(200);
    const ticketNumber = (sent.body as { ticket_number: string }[])[0]!.ticket_number;

    // A teen is not staff.
    await storeSession(page, demo.elsa);
    await page.goto('/personal/kundtjanst');
    await expect(page.getByText('Sidan är till för Slantis kundtjänst.')).toBeVisible();

    const kim = await createUser('kim.kundtjanst');
    await serviceRest('staff_members', {
      method: 'POST',
      body: JSON.stringify({ user_id: kim.id, note: 'Kundtjänst' }),
    });
    const staffContext = await browser.newContext({ locale: 'sv-SE' });
    const staffPage = await staffContext.newPage();
    await storeSession(staffPage, kim.email, kim.password);
    await staffPage.goto('/personal/kundtjanst');
    await expect(staffPage).toHaveTitle('Kundtjänstens inkorg – Slantis');
    const card = staffPage.getByTestId('desk-ticket').filter({ hasText: ticketNumber });
    await expect(card).toContainText('Kan inte logga in');
    await expect(card).toContainText(`Sara Nilsson · ${visitor} · besökare`);
    await card
      .getByRole('textbox', { name: 'Ditt svar' })
      .fill('Vi har skickat en länk för att återställa lösenordet. Hör av dig om den inte kommer.');
    await card.getByRole('button', { name: 'Skicka och stäng' }).click();
    await expect(staffPage.getByText(`Svaret är skickat till ${visitor}.`)).toBeVisible();
    // Closed: gone from the new tickets, and listed as solved.
    await expect(card).toHaveCount(0);
    await staffPage.getByText('Lösta', { exact: true }).click();
    await expect(card).toContainText('Löst');
    await staffContext.close();

    // The receipt with the number came first, then the reply.
    const receipt = await latestMail(visitor, 'notice', 40_000, (m) =>
      m.subject.startsWith('Vi har tagit emot'),
    );
    expect(receipt.subject).toBe(
      `Vi har tagit emot ditt ärende ${ticketNumber}: Kan inte logga in`,
    );
    expect(receipt.text).toContain(`Ärendenummer: ${ticketNumber}`);
    const mail = await latestMail(visitor, 'notice', 40_000, (m) =>
      m.subject.startsWith('Svar på'),
    );
    expect(mail.subject).toBe(`Svar på ditt ärende ${ticketNumber}: Kan inte logga in`);
    expect(mail.text).toContain('Vi har skickat en länk för att återställa lösenordet.');
    expect(mail.text).toContain('Vi har markerat ärendet som löst.');
    expect(new URL(mail.link).pathname + new URL(mail.link).search).toBe(
      `/kundtjanst?arende=${ticketNumber}`,
    );

    // The visitor follows the mail's link and looks the ticket up.
    const visitorContext = await browser.newContext({ locale: 'sv-SE' });
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto(`/kundtjanst?arende=${ticketNumber}`);
    const lookup = visitorPage.getByRole('form', { name: 'Följ ditt ärende' });
    await expect(lookup.getByRole('textbox', { name: 'Ärendenummer' })).toHaveValue(ticketNumber);
    await lookup.getByRole('textbox', { name: 'E-post' }).fill(visitor);
    await lookup.getByRole('button', { name: 'Visa status' }).click();
    await expect(visitorPage.getByText(`Ärende ${ticketNumber}: Löst`)).toBeVisible();
    await visitorContext.close();
  },
);

test(
  'mail to support and a call-back request reach the staff desk; staff mark the call done',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const sender = uniqueEmail('mejl.support');
    const mailed = await mailSupport(
      `Tove Ek <${sender}>`,
      'Sparmålet syns inte',
      'Hej! Mitt sparmål syns inte längre i appen.',
    );
    expect(mailed.status).toBe(200);
    const ticketNumber = String(mailed.body.ticket_number);
    // Her answer to the receipt threads onto the same ticket.
    expect(
      (
        await mailSupport(
          sender,
          `Re: Vi har tagit emot ditt ärende ${ticketNumber}`,
          'Det gäller iPhone.',
        )
      ).body,
    ).toEqual({ outcome: 'threaded', ticket_number: ticketNumber });

    const monday = nextWeekday(1, 10);
    const digits = String(randomInt(10_000_000, 100_000_000));
    const spoken = `07${digits[0]}-${digits.slice(1, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`;
    const booked = await anonRest('rpc/request_callback', {
      method: 'POST',
      headers: { 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(256)}` },
      body: JSON.stringify({
        name: 'Maja Berg',
        phone: `07${digits}`,
        slot_start: monday,
        note: 'Jag kommer inte in',
      }),
    });
    expect(booked.status).toBe(200);

    const kim = await createUser('kim.uppringning');
    await serviceRest('staff_members', {
      method: 'POST',
      body: JSON.stringify({ user_id: kim.id, note: 'Kundtjänst' }),
    });
    await storeSession(page, kim.email, kim.password);
    await page.goto('/personal/kundtjanst');
    const ticket = page.getByTestId('desk-ticket').filter({ hasText: ticketNumber });
    await expect(ticket).toContainText(`Tove Ek · ${sender} · mejl`);
    await expect(ticket).toContainText('Hej! Mitt sparmål syns inte längre i appen.');
    await expect(ticket).toContainText('Det gäller iPhone.');

    const call = page.getByTestId('desk-callback').filter({ hasText: spoken });
    await expect(call.getByRole('link', { name: spoken })).toHaveAttribute(
      'href',
      `tel:+467${digits}`,
    );
    await expect(call).toContainText('Jag kommer inte in');
    await call.getByRole('button', { name: 'Markera som klar' }).click();
    await expect(page.getByText('Uppringningen är markerad som klar.')).toBeVisible();
    await expect(call).toHaveCount(0);
    await page.getByText('Klara', { exact: true }).click();
    await expect(page.getByTestId('desk-callback').filter({ hasText: spoken })).toContainText(
      'Klar',
    );
  },
);

/** `isoDow` (1 = Monday) of next week at hh:00 Swedish time, as an ISO instant. */
function nextWeekday(isoDow: number, hour: number): string {
  const now = new Date();
  const day = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() + ((8 - now.getUTCDay()) % 7 || 7) + isoDow - 1,
    ),
  );
  const stockholm = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(new Date(day.getTime() + hour * 3_600_000))
    .find((part) => part.type === 'timeZoneName')!.value; // 'GMT+1' or 'GMT+2'
  const offset = Number(stockholm.replace('GMT', '') || 0);
  return new Date(day.getTime() + (hour - offset) * 3_600_000).toISOString();
}
