import { describe, expect, it } from 'vitest';

import { as, createUser, profileMetadata, reauthenticated, type Actor } from '../helpers/actors';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 10: the contact form's tickets. Anyone may send one through submit_support_ticket,
// which checks what the form checks, limits each client and answers with a ticket number;
// only the service role can read tickets.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const anon: Actor = { name: 'anon', role: 'anon', id: null, email: null };

type Form = {
  first: string;
  last: string;
  email: string;
  category: string;
  subject: string;
  message: string;
};
const form = (overrides: Partial<Form> = {}): Form => ({
  first: 'Sara',
  last: 'Nilsson',
  email: 'sara.nilsson@example.com',
  category: 'technical',
  subject: 'Appen laddar inte',
  message: 'Startsidan visar bara en snurra när jag öppnar appen på mobilen.',
  ...overrides,
});

let address = 0;
/** A new client address per call site: every test starts with its own rate-limit bucket. */
const newAddress = () => `203.0.113.${(address += 1)}`;

/** Sends the form as the actor from a client address, the way PostgREST passes headers. */
async function submit(actor: Actor, values: Form, from: string) {
  try {
    return await as(test.db, actor, async (q) => {
      await q.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'x-forwarded-for': `${from}, 10.0.0.1` }),
      ]);
      const { rows } = await q.query<{ ticket_number: string }>(
        `select * from public.submit_support_ticket($1, $2, $3, $4, $5, $6)`,
        [values.first, values.last, values.email, values.category, values.subject, values.message],
      );
      return rows[0]?.ticket_number ?? 'no row';
    });
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return `ERR ${code} ${message}`;
  }
}

const stored = async (ticket: string) =>
  (
    await test.db.query<Record<string, unknown>>(
      `select first_name, last_name, email, category, subject, message, user_id, status, client_key
       from public.support_tickets where ticket_number = $1`,
      [ticket],
    )
  ).rows[0];

describe('submit_support_ticket', () => {
  it('stores a visitor’s request, tidied, and answers with a readable ticket number', async () => {
    const ticket = await submit(
      anon,
      form({
        first: '  Sara ',
        last: 'Nilsson-Åberg',
        email: ' Sara.Nilsson@Example.com ',
        subject: 'Appen   laddar inte',
      }),
      newAddress(),
    );
    expect(ticket).toMatch(/^SL-\d{6}-[A-HJ-NP-Z2-9]{4}$/);
    const row = await stored(ticket);
    expect(row).toMatchObject({
      first_name: 'Sara',
      last_name: 'Nilsson-Åberg',
      email: 'sara.nilsson@example.com',
      category: 'technical',
      subject: 'Appen laddar inte',
      user_id: null,
      status: 'new',
    });
    expect(row?.client_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps no client address in clear, and one address always hashes the same', async () => {
    const from = newAddress();
    const first = await submit(anon, form({ email: 'hash.one@example.com' }), from);
    const second = await submit(anon, form({ email: 'hash.two@example.com' }), from);
    const [a, b] = [await stored(first), await stored(second)];
    expect(a?.client_key).toBe(b?.client_key);
    expect(JSON.stringify(a)).not.toContain(from);
    const other = await stored(
      await submit(anon, form({ email: 'hash.three@example.com' }), newAddress()),
    );
    expect(other?.client_key).not.toBe(a?.client_key);
  });

  it('ties a member’s ticket to the account, and the data export holds it', async () => {
    const id = await createUser(
      test.db,
      'support.member@example.com',
      profileMetadata({ personnummer: personnummer('2009-03-04', 811) }),
    );
    const member: Actor = { name: 'teenA', role: 'authenticated', id, email: null };
    const ticket = await submit(
      member,
      form({ category: 'account', email: 'support.member@example.com' }),
      newAddress(),
    );
    expect((await stored(ticket))?.user_id).toBe(id);

    const exported = await as(test.db, await reauthenticated(test.db, member), async (q) => {
      const { rows } = await q.query<{ v: { support_tickets: { ticket_number: string }[] } }>(
        `select public.export_my_data() as v`,
      );
      return rows[0]?.v;
    });
    expect(exported?.support_tickets).toEqual([
      expect.objectContaining({ ticket_number: ticket, category: 'account' }),
    ]);
    expect(exported).toHaveProperty('profile');
  });

  it.each([
    [{ first: ' ' }, 'Förnamn krävs'],
    [{ first: 'x'.repeat(51) }, 'Förnamn får vara max 50 tecken'],
    [
      { first: '<b>Sara</b>' },
      'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
    [{ last: '' }, 'Efternamn krävs'],
    [{ email: '' }, 'E-post krävs'],
    [{ email: 'sara@example' }, 'Ogiltig e-postadress'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'E-postadressen får vara max 255 tecken'],
    [{ category: 'spam' }, 'Välj en kategori'],
    [{ subject: '  ' }, 'Ämne krävs'],
    [{ subject: 'Hj' }, 'Ämnet måste vara minst 3 tecken'],
    [{ subject: 'x'.repeat(121) }, 'Ämnet får vara max 120 tecken'],
    [{ message: '' }, 'Meddelande krävs'],
    [{ message: 'Hjälp!' }, 'Meddelandet måste vara minst 10 tecken'],
    [{ message: 'x'.repeat(2001) }, 'Meddelandet får vara max 2000 tecken'],
  ] as const)('rejects %j with the form’s message', async (overrides, message) => {
    expect(await submit(anon, form(overrides), newAddress())).toBe(`ERR P0001 ${message}`);
  });

  it('allows three tickets per client in ten minutes, then answers PT429 (HTTP 429)', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i += 1) {
      expect(await submit(anon, form({ email: `bucket${i}@example.com` }), from)).toMatch(/^SL-/);
    }
    expect(await submit(anon, form({ email: 'bucket9@example.com' }), from)).toBe(
      'ERR PT429 Du har skickat flera meddelanden på kort tid. Vänta en stund och försök igen.',
    );
    // Another client is not held back by this one.
    expect(await submit(anon, form({ email: 'bucket9@example.com' }), newAddress())).toMatch(
      /^SL-/,
    );
  });

  it('allows five tickets a day for one e-mail address, whatever the client', async () => {
    const email = 'same.person@example.com';
    for (let i = 0; i < 5; i += 1) {
      expect(await submit(anon, form({ email }), newAddress())).toMatch(/^SL-/);
    }
    expect(await submit(anon, form({ email: 'Same.Person@example.com' }), newAddress())).toMatch(
      /^ERR PT429/,
    );
  });

  it('holds all signed-out senders to 60 tickets in ten minutes, while members can still write', async () => {
    // A sender can vary the forwarded address, so the ceiling is what bounds a flood.
    const { rows } = await test.db.query<{ n: number }>(
      `select count(*)::int as n from public.support_tickets
       where user_id is null and created_at > now() - interval '10 minutes'`,
    );
    const fill = 60 - rows[0]!.n;
    await test.db.query(
      `insert into public.support_tickets
         (ticket_number, first_name, last_name, email, category, subject, message, client_key)
       select private.new_ticket_number(), 'Flod', 'Flod', 'flood' || i || '@example.com',
              'other', 'Flodtest', 'Samma meddelande igen', md5(i::text) || md5(i::text)
       from generate_series(1, $1) i`,
      [fill],
    );
    const id = await createUser(
      test.db,
      'support.late@example.com',
      profileMetadata({ personnummer: personnummer('2008-05-06', 813) }),
    );
    const member: Actor = { name: 'teenA', role: 'authenticated', id, email: null };
    try {
      expect(await submit(anon, form({ email: 'late@example.com' }), newAddress())).toBe(
        'ERR PT429 Vi får väldigt många meddelanden just nu. Försök igen om en stund eller be oss ringa upp dig.',
      );
      expect(
        await submit(member, form({ email: 'member.late@example.com' }), newAddress()),
      ).toMatch(/^SL-/);
    } finally {
      await test.db.query(`delete from public.support_tickets where subject = 'Flodtest'`);
    }
  });

  it('is the only way in: no API role can read, write or list tickets directly', async () => {
    for (const role of ['anon', 'authenticated']) {
      const { rows } = await test.db.query<Record<string, boolean>>(
        `select has_table_privilege($1, 'public.support_tickets', 'select') as s,
                has_table_privilege($1, 'public.support_tickets', 'insert') as i,
                has_table_privilege($1, 'public.support_tickets', 'update') as u`,
        [role],
      );
      expect(rows[0]).toEqual({ s: false, i: false, u: false });
    }
  });

  it('the database itself rejects what the form would (checks on the table)', async () => {
    const insert = (subject: string) =>
      test.db
        .query(
          `insert into public.support_tickets
             (ticket_number, first_name, last_name, email, category, subject, message, client_key)
           values ('SL-261123-ABCD', 'A', 'B', 'a@b.se', 'other', $1, 'Tio tecken minst', $2)`,
          [subject, 'f'.repeat(64)],
        )
        .then(
          () => 'ok',
          (error: { code?: string }) => error.code,
        );
    expect(await insert('Hi')).toBe('23514');
  });
});
