import { randomInt } from 'node:crypto';

import { expect, storeSession, test } from './fixtures';
import { anonRest, createUser, demo, latestMail, serviceRest, uniqueEmail } from './stack';

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

    const mail = await latestMail(visitor, 'notice', 40_000);
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
