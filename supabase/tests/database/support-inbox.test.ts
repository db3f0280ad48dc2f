import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  as,
  createUser,
  profileMetadata,
  reauthenticated,
  sqlstate,
  type Actor,
} from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 25 (deliverable 5): the support inbox. Only staff (listed by the service role or a
// migration) read and answer tickets; a reply reaches the ticket's e-mail through the mail
// outbox; the sender looks a ticket up by number and e-mail; the 24-hour promise holds only
// while no ticket has waited a day for its first answer.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const anon: Actor = { name: 'anon', role: 'anon', id: null, email: null };
const sql = (text: string, params: unknown[] = []) => test.db.query(text, params);

async function account(kind: 'staff' | 'teen' | 'parent'): Promise<Actor> {
  const email = `${kind}-${randomUUID().slice(0, 8)}@example.com`;
  const metadata =
    kind === 'staff' ? null : profileMetadata({ roll: kind === 'teen' ? 'barn' : 'foralder' });
  const id = await createUser(test.db, email, metadata);
  if (kind === 'staff') await sql('insert into public.staff_members (user_id) values ($1)', [id]);
  return { name: 'teenA', role: 'authenticated', id, email };
}

/** A ticket as the contact form stores it, `hoursAgo` old. */
async function ticket(opts: { email?: string; category?: string; hoursAgo?: number } = {}) {
  const number = `SL-261127-${randomUUID()
    .replace(/[^A-HJ-NP-Z2-9]/gi, '')
    .toUpperCase()
    .slice(0, 4)
    .padEnd(4, 'A')}`;
  const { rows } = await sql(
    `insert into public.support_tickets (ticket_number, first_name, last_name, email, category,
       subject, message, client_key, created_at)
     values ($1, 'Sara', 'Nilsson', $2, $3, 'Appen laddar inte', 'Startsidan visar bara en snurra.',
       repeat('a', 64), now() - make_interval(hours => $4))
     returning id`,
    [number, opts.email ?? 'sara@example.com', opts.category ?? 'technical', opts.hoursAgo ?? 0],
  );
  return { id: (rows[0] as { id: string }).id, number };
}

const call = <T>(actor: Actor, text: string, params: unknown[] = []) =>
  as(test.db, actor, async (q) => (await q.query(text, params)).rows as T[]);
const refused = (actor: Actor, text: string, params: unknown[] = []) =>
  as(test.db, actor, (q) => sqlstate(q.query(text, params)), { rollback: true });

describe('who reads tickets', () => {
  it('only staff: everyone else is refused by the table and by the desk', async () => {
    const { id } = await ticket();
    for (const actor of [anon, await account('teen'), await account('parent')]) {
      expect(await refused(actor, 'select * from public.support_tickets')).toBe('42501');
      expect(await refused(actor, 'select * from public.support_replies')).toBe('42501');
      if (actor.id === null) {
        expect(await refused(actor, 'select * from public.staff_support_tickets()')).toBe('42501');
        continue;
      }
      for (const text of [
        'select * from public.staff_support_tickets()',
        `select * from public.staff_reply_to_ticket($1, 'Hej!')`,
        `select public.staff_set_ticket_status($1, 'solved')`,
      ]) {
        expect(await refused(actor, text, text.includes('$1') ? [id] : [])).toBe('42501');
      }
      // Nobody makes themself staff.
      expect(
        await refused(actor, 'insert into public.staff_members (user_id) values ($1)', [actor.id]),
      ).toBe('42501');
    }
  });

  it('staff list tickets newest first, filtered by status and category', async () => {
    const staff = await account('staff');
    const older = await ticket({ category: 'billing', hoursAgo: 3 });
    const newer = await ticket({ category: 'billing', hoursAgo: 1 });
    await ticket({ category: 'feature', hoursAgo: 2 });
    const billing = await call<{ ticket_number: string; status: string; total: string }>(
      staff,
      `select * from public.staff_support_tickets(null, 'billing')`,
    );
    expect(billing.map((row) => row.ticket_number).slice(0, 2)).toEqual([
      newer.number,
      older.number,
    ]);
    expect(billing.every((row) => row.status === 'new')).toBe(true);
    expect(await refused(staff, `select * from public.staff_support_tickets('closed')`)).toBe(
      'P0001',
    );
  });
});

describe('a staff reply', () => {
  it('is stored, answers the ticket and is e-mailed to the ticket’s address', async () => {
    const staff = await account('staff');
    const { id, number } = await ticket({ email: 'sara.reply@example.com' });
    const [reply] = await call<{ status: string }>(
      staff,
      `select * from public.staff_reply_to_ticket($1, $2)`,
      [id, '  Prova att tömma webbläsarens cache och starta om appen.  '],
    );
    expect(reply?.status).toBe('open');

    const [listed] = await call<{
      status: string;
      answered_at: string | null;
      replies: { body: string }[];
    }>(staff, `select * from public.staff_support_tickets('open') where id = $1`, [id]);
    expect(listed?.answered_at).not.toBeNull();
    expect(listed?.replies.map((r) => r.body)).toEqual([
      'Prova att tömma webbläsarens cache och starta om appen.',
    ]);

    const { rows: mail } = await sql(
      `select * from public.take_mail_outbox(500)
       where to_email = 'sara.reply@example.com' and kind = 'support_reply'`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'support_reply',
      subject: `Svar på ditt ärende ${number}: Appen laddar inte`,
    });
    expect((mail[0] as { body: string }).body).toContain('Prova att tömma webbläsarens cache');
  });

  it('is part of the sender’s data export, without the staff member behind it', async () => {
    const staff = await account('staff');
    const teen = await account('teen');
    const { id, number } = await ticket({ email: teen.email ?? undefined });
    await sql('update public.support_tickets set user_id = $1 where id = $2', [teen.id, id]);
    await call(staff, `select * from public.staff_reply_to_ticket($1, 'Nu fungerar det igen.')`, [
      id,
    ]);

    const [exported] = await call<{ v: { support_tickets: Record<string, unknown>[] } }>(
      await reauthenticated(test.db, teen),
      'select public.export_my_data() as v',
    );
    const tickets = exported?.v.support_tickets ?? [];
    expect(tickets.map((t) => t.ticket_number)).toEqual([number]);
    const replies = tickets[0]?.replies as { body: string; created_at: string }[];
    expect(replies.map((r) => Object.keys(r).sort())).toEqual([['body', 'created_at']]);
    expect(replies[0]?.body).toBe('Nu fungerar det igen.');
    expect(JSON.stringify(tickets)).not.toContain(staff.id);
  });

  it('may close the ticket; staff can open it again', async () => {
    const staff = await account('staff');
    const { id } = await ticket();
    const [reply] = await call<{ status: string }>(
      staff,
      `select * from public.staff_reply_to_ticket($1, 'Löst: vi har återställt kontot.', true)`,
      [id],
    );
    expect(reply?.status).toBe('solved');
    const [opened] = await call<{ s: string }>(
      staff,
      `select public.staff_set_ticket_status($1, 'open') as s`,
      [id],
    );
    expect(opened?.s).toBe('open');
    const [closed] = await call<{ s: string }>(
      staff,
      `select public.staff_set_ticket_status($1, 'solved') as s`,
      [id],
    );
    expect(closed?.s).toBe('solved');
  });

  it('refuses an empty reply with the form’s message, and an unknown ticket', async () => {
    const staff = await account('staff');
    const { id } = await ticket();
    await expect(
      call(staff, `select * from public.staff_reply_to_ticket($1, '   ')`, [id]),
    ).rejects.toThrow('Skriv ett svar');
    await expect(
      call(staff, `select * from public.staff_reply_to_ticket($1, 'Hej!')`, [randomUUID()]),
    ).rejects.toThrow('Ärendet finns inte');
    const { rows } = await sql(
      'select count(*)::int as n from public.support_replies where ticket_id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('for the sender and the public pages', () => {
  it('a ticket’s status by its number and e-mail, and nothing by a wrong address', async () => {
    const staff = await account('staff');
    const { id, number } = await ticket({ email: 'Lookup@Example.com' });
    const lookup = (ticketNumber: string, email: string) =>
      call<{ status: string; replies: number }>(
        anon,
        'select * from public.support_ticket_status($1, $2)',
        [ticketNumber, email],
      );
    expect(await lookup(number.toLowerCase(), ' lookup@example.com ')).toMatchObject([
      { status: 'new', replies: 0 },
    ]);
    await call(staff, `select * from public.staff_reply_to_ticket($1, 'Vi tittar på det.')`, [id]);
    expect(await lookup(number, 'lookup@example.com')).toMatchObject([
      { status: 'open', replies: 1 },
    ]);
    expect(await lookup(number, 'someone.else@example.com')).toEqual([]);
  });

  it('promises an answer within 24 hours only while no ticket has waited that long', async () => {
    const promise = async () =>
      (await call<{ ok: boolean }>(anon, 'select public.support_answers_within_a_day() as ok'))[0]
        ?.ok;
    await sql(`update public.support_tickets set status = 'solved'`);
    await ticket({ hoursAgo: 23 });
    expect(await promise()).toBe(true);
    const waiting = await ticket({ hoursAgo: 25 });
    expect(await promise()).toBe(false);
    const staff = await account('staff');
    await call(staff, `select * from public.staff_reply_to_ticket($1, 'Förlåt dröjsmålet!')`, [
      waiting.id,
    ]);
    expect(await promise()).toBe(true);
  });
});

// Issue 41 §3: a receipt for every sender, the staff told, and mail to the support address.
describe('a new ticket', () => {
  const service: Actor = { name: 'service', role: 'service_role', id: null, email: null };
  const receive = (token: string, from: string, name: string, subject: string, body: string) =>
    call<{ outcome: string; ticket_number: string | null }>(
      service,
      'select * from public.receive_support_mail($1, $2, $3, $4, $5)',
      [token, from, name, subject, body],
    ).then((rows) => rows[0]!);

  it('sends its sender a receipt with the number, and tells every staff member in the app', async () => {
    const staff = await account('staff');
    const [sent] = await call<{ ticket_number: string }>(
      anon,
      `select * from public.submit_support_ticket('Sara', 'Nilsson', 'receipt@example.com',
         'technical', 'Appen laddar inte', 'Startsidan visar bara en snurra.')`,
    );
    const { rows: mail } = await sql(
      `select * from public.take_mail_outbox(500) where to_email = 'receipt@example.com'`,
    );
    expect(mail).toMatchObject([
      {
        kind: 'support_receipt',
        subject: `Vi har tagit emot ditt ärende ${sent!.ticket_number}: Appen laddar inte`,
        link: `/kundtjanst?arende=${sent!.ticket_number}`,
      },
    ]);
    expect((mail[0] as { body: string }).body).toContain(`Ärendenummer: ${sent!.ticket_number}`);
    expect((mail[0] as { body: string }).body).toMatch(/^Hej Sara!/);
    const { rows: told } = await sql(
      `select kind, title, body, link from public.notifications where user_id = $1`,
      [staff.id],
    );
    expect(told).toContainEqual({
      kind: 'support_ticket',
      title: `Nytt ärende ${sent!.ticket_number}`,
      body: 'Appen laddar inte',
      link: '/personal/kundtjanst',
    });
  });

  it('from a mail: a ticket with the sender’s name, a receipt, and the staff told', async () => {
    const staff = await account('staff');
    const token = randomUUID();
    const result = await receive(
      token,
      'Mejl.Anna@Example.com',
      'Anna Svensson (jobb)',
      'Fel saldo',
      'Hej',
    );
    expect(result.outcome).toBe('created');
    const { rows } = await sql(
      `select first_name, last_name, email, channel, category, subject, message, status
       from public.support_tickets where ticket_number = $1`,
      [result.ticket_number],
    );
    expect(rows).toEqual([
      {
        first_name: 'Anna',
        last_name: 'Svensson jobb',
        email: 'mejl.anna@example.com',
        channel: 'email',
        category: 'other',
        subject: 'Fel saldo',
        message: 'Hej',
        status: 'new',
      },
    ]);
    const { rows: mail } = await sql(
      `select kind, subject from public.take_mail_outbox(500) where to_email = 'mejl.anna@example.com'`,
    );
    expect(mail).toEqual([
      {
        kind: 'support_receipt',
        subject: `Vi har tagit emot ditt ärende ${result.ticket_number}: Fel saldo`,
      },
    ]);
    const { rows: told } = await sql(
      `select title from public.notifications where user_id = $1 and kind = 'support_ticket'`,
      [staff.id],
    );
    expect(told).toContainEqual({ title: `Nytt mejl till kundtjänst ${result.ticket_number}` });

    // The same token again: nothing stored.
    expect(await receive(token, 'mejl.anna@example.com', '', 'Fel saldo', 'Igen')).toEqual({
      outcome: 'replayed',
      ticket_number: null,
    });
    // No name and no subject: still a ticket, greeted without a name.
    const bare = await receive(randomUUID(), 'bare@example.com', '', '', '');
    const { rows: bareRows } = await sql(
      `select first_name, last_name, subject, message from public.support_tickets
       where ticket_number = $1`,
      [bare.ticket_number],
    );
    expect(bareRows).toEqual([
      { first_name: '', last_name: '', subject: '(Inget ämne)', message: '(Tomt meddelande)' },
    ]);
    const { rows: bareMail } = await sql(
      `select body from public.take_mail_outbox(500) where to_email = 'bare@example.com'`,
    );
    expect((bareMail[0] as { body: string }).body).toMatch(/^Hej!\n/);
  });

  it('a reply naming the ticket threads onto it, only from the ticket’s own address', async () => {
    const staff = await account('staff');
    const first = await receive(
      randomUUID(),
      'tråd@example.com',
      'Tove',
      'Kontot',
      'Jag kommer inte in.',
    );
    await call(staff, `select * from public.staff_reply_to_ticket($1, 'Prova igen nu.', true)`, [
      (
        await sql('select id from public.support_tickets where ticket_number = $1', [
          first.ticket_number,
        ])
      ).rows[0]!.id,
    ]);
    const reply = await receive(
      randomUUID(),
      'TRÅD@example.com',
      'Tove',
      `Re: Svar på ditt ärende ${first.ticket_number!.toLowerCase()}: Kontot`,
      'Det fungerar fortfarande inte.',
    );
    expect(reply).toEqual({ outcome: 'threaded', ticket_number: first.ticket_number });
    const [listed] = await call<{ status: string; replies: { author: string; body: string }[] }>(
      staff,
      `select * from public.staff_support_tickets() where ticket_number = $1`,
      [first.ticket_number],
    );
    expect(listed?.status).toBe('open');
    expect(listed?.replies.map((r) => [r.author, r.body])).toEqual([
      ['staff', 'Prova igen nu.'],
      ['sender', 'Det fungerar fortfarande inte.'],
    ]);
    // The sender's own reply is not an answer from us.
    const [status] = await call<{ replies: number }>(
      anon,
      'select * from public.support_ticket_status($1, $2)',
      [first.ticket_number, 'tråd@example.com'],
    );
    expect(status?.replies).toBe(1);
    // Someone else naming the number gets a ticket of their own.
    const other = await receive(
      randomUUID(),
      'annan@example.com',
      '',
      `Ang. ${first.ticket_number}`,
      'Hej hej',
    );
    expect(other.outcome).toBe('created');
    expect(other.ticket_number).not.toBe(first.ticket_number);
  });

  it('only the service role hands mail to the desk', async () => {
    for (const actor of [anon, await account('teen'), await account('staff')]) {
      expect(
        await refused(
          actor,
          `select * from public.receive_support_mail('t', 'a@example.com', '', 'Hej', 'Hej')`,
        ),
      ).toBe('42501');
    }
  });
});
