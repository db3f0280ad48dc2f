import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { beforeEach, describe, expect, it } from 'vitest';

import { refusalWords } from '@/data/remote/refusals';
import { CALLBACK_RULES, callbackDays } from '@/lib/callback-hours';

import { as, createUser, profileMetadata, sqlstate, type Actor } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 41 §3: call-back requests instead of a phone number nobody answers. Anyone asks for a
// slot within opening hours (the rules of src/lib/callback-hours.ts, with the same words); only
// staff list the requests and mark them done; the staff's e-mail digest tells what came in.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

// Every anonymous caller here is one client to the rate limits: each test starts a day later.
beforeEach(async () => {
  await test.db.query(
    `update public.callback_requests set created_at = created_at - interval '2 days'`,
  );
});

const anon: Actor = { name: 'anon', role: 'anon', id: null, email: null };
const service: Actor = { name: 'service', role: 'service_role', id: null, email: null };
const sql = (text: string, params: unknown[] = []) => test.db.query(text, params);
const call = <T>(actor: Actor, text: string, params: unknown[] = []) =>
  as(test.db, actor, async (q) => (await q.query(text, params)).rows as T[]);

async function account(kind: 'staff' | 'teen'): Promise<Actor> {
  const email = `${kind}-${randomUUID().slice(0, 8)}@example.com`;
  const id = await createUser(
    test.db,
    email,
    kind === 'staff' ? null : profileMetadata({ roll: 'barn' }),
  );
  if (kind === 'staff') await sql('insert into public.staff_members (user_id) values ($1)', [id]);
  return { name: 'teenA', role: 'authenticated', id, email };
}

/** Refusal as {sqlstate, message, hint}, nothing stored. */
async function refusal(actor: Actor, text: string, params: unknown[] = []) {
  return as(
    test.db,
    actor,
    async (q) => {
      try {
        await q.query(text, params);
        return null;
      } catch (error) {
        const e = error as { code?: string; message?: string; hint?: string };
        return { code: e.code, message: e.message, hint: e.hint };
      }
    },
    { rollback: true },
  );
}

/** A weekday at hh:mm Stockholm, `weeksAhead` weeks from the coming Monday. */
function weekday(isoDow: number, hour: number, minute = 0, weeksAhead = 1): Date {
  const now = new TZDate(Date.now(), 'Europe/Stockholm');
  const toMonday = ((8 - now.getDay()) % 7 || 7) + (weeksAhead - 1) * 7;
  const day = new TZDate(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + toMonday + isoDow - 1,
    hour,
    minute,
    'Europe/Stockholm',
  );
  return new Date(day.getTime());
}

const request = (actor: Actor, slot: Date | string, phone = '070-123 45 67', name = 'Maja Berg') =>
  call<{ request_id: string; call_at: string; call_number: string }>(
    actor,
    `select * from public.request_callback($1, $2, $3, 'Inloggningen')`,
    [name, phone, typeof slot === 'string' ? slot : slot.toISOString()],
  );

describe('the rules', () => {
  it('are the same as the app’s', async () => {
    const { rows } = await sql('select private.callback_rules() as rules');
    expect((rows[0] as { rules: unknown }).rules).toEqual({ ...CALLBACK_RULES });
  });

  it('every slot the app offers is accepted', async () => {
    const days = callbackDays(Date.now());
    const slots = [days[0]!.slots[0]!, days.at(-1)!.slots.at(-1)!];
    for (const [i, slot] of slots.entries()) {
      const [row] = await request(anon, slot.start, `070-000 00 0${i}`);
      expect(new Date(row!.call_at).toISOString()).toBe(slot.start);
    }
  });
});

describe('asking to be called', () => {
  it('within opening hours: stored with the number as stored, and the staff told', async () => {
    const staff = await account('staff');
    const slot = weekday(2, 10, 30);
    const [row] = await request(anon, slot, '+46 70 111 22 33');
    expect(row?.call_number).toBe('0701112233');
    const { rows } = await sql(
      `select name, phone, note, status from public.callback_requests where id = $1`,
      [row!.request_id],
    );
    expect(rows).toEqual([
      { name: 'Maja Berg', phone: '0701112233', note: 'Inloggningen', status: 'requested' },
    ]);
    const { rows: told } = await sql(
      `select title, body, link from public.notifications where user_id = $1 and kind = 'callback_request'`,
      [staff.id],
    );
    expect(told).toHaveLength(1);
    expect((told[0] as { title: string }).title).toMatch(
      /^Ring upp Maja Berg tisdag \d+ \S+ kl\. 10:30$/,
    );
  });

  it.each([
    ['a Saturday', () => weekday(6, 10), 'callback_outside_hours'],
    ['before eight', () => weekday(1, 7, 30), 'callback_outside_hours'],
    ['the last half hour ending after six', () => weekday(3, 18), 'callback_outside_hours'],
    ['not on the half hour', () => weekday(3, 10, 15), 'callback_outside_hours'],
    [
      'in the past',
      () => new Date(Date.now() - 3_600_000),
      'callback_outside_hours|callback_too_soon',
    ],
    ['more than 14 days ahead', () => weekday(3, 10, 0, 4), 'callback_too_far'],
  ])('refuses %s with the Swedish sentence', async (_label, slot, codes) => {
    const refused = await refusal(
      anon,
      `select * from public.request_callback('Maja', '0701234567', $1)`,
      [slot().toISOString()],
    );
    expect(refused?.code).toBe('P0001');
    expect(codes.split('|')).toContain(refused?.hint);
    expect(refused?.message).toBe(refusalWords[refused!.hint as keyof typeof refusalWords]);
  });

  it('refuses a bad number or no name with the form’s words, and a full slot', async () => {
    const slot = weekday(4, 14);
    expect(
      (
        await refusal(anon, `select * from public.request_callback('Maja', '123', $1)`, [
          slot.toISOString(),
        ])
      )?.message,
    ).toBe('Ogiltigt mobilnummer format');
    expect(
      (
        await refusal(anon, `select * from public.request_callback(' ', '0701234567', $1)`, [
          slot.toISOString(),
        ])
      )?.message,
    ).toBe('Skriv ditt namn');
    for (let i = 0; i < CALLBACK_RULES.perSlot; i += 1) {
      await sql(
        `insert into public.callback_requests (name, phone, slot_start, client_key)
         values ('Full', '070000000' || $2, $1, repeat('b', 64))`,
        [slot.toISOString(), i],
      );
    }
    const full = await refusal(
      anon,
      `select * from public.request_callback('Maja', '0709998877', $1)`,
      [slot.toISOString()],
    );
    expect(full).toMatchObject({ code: 'P0001', hint: 'callback_slot_full' });
  });
});

describe('the staff’s desk', () => {
  it('staff list the waiting requests by time and mark one done; others cannot', async () => {
    const staff = await account('staff');
    const later = (await request(anon, weekday(5, 16), '070-222 33 44'))[0]!;
    const sooner = (await request(anon, weekday(5, 9), '070-222 33 45'))[0]!;
    const waiting = await call<{ id: string; status: string }>(
      staff,
      'select * from public.staff_callback_requests()',
    );
    const ids = waiting.map((row) => row.id);
    expect(ids.indexOf(sooner.request_id)).toBeLessThan(ids.indexOf(later.request_id));

    for (const actor of [anon, await account('teen')]) {
      expect(
        await as(
          test.db,
          actor,
          (q) => sqlstate(q.query('select * from public.staff_callback_requests()')),
          {
            rollback: true,
          },
        ),
      ).toBe('42501');
      expect(
        await as(
          test.db,
          actor,
          (q) =>
            sqlstate(q.query('select public.staff_mark_callback_done($1)', [sooner.request_id])),
          { rollback: true },
        ),
      ).toBe('42501');
      expect(
        await as(
          test.db,
          actor,
          (q) => sqlstate(q.query('select * from public.callback_requests')),
          {
            rollback: true,
          },
        ),
      ).toBe('42501');
    }

    expect(
      await call<{ s: string }>(staff, 'select public.staff_mark_callback_done($1) as s', [
        sooner.request_id,
      ]),
    ).toEqual([{ s: 'done' }]);
    const done = await call<{ id: string; done_at: string | null }>(
      staff,
      `select * from public.staff_callback_requests('done')`,
    );
    expect(done.find((row) => row.id === sooner.request_id)?.done_at).not.toBeNull();
    expect(
      (await call<{ id: string }>(staff, 'select * from public.staff_callback_requests()')).map(
        (r) => r.id,
      ),
    ).not.toContain(sooner.request_id);
    expect(
      await as(
        test.db,
        staff,
        (q) => sqlstate(q.query('select public.staff_mark_callback_done($1)', [randomUUID()])),
        { rollback: true },
      ),
    ).toBe('P0002');
  });

  it('the digest e-mails the staff what came in, at most once an hour', async () => {
    const staff = await account('staff');
    await sql('delete from private.support_digest_state');
    await request(anon, weekday(1, 11), '070-333 44 55', 'Digest Person');
    const first = await call<{ r: { support_digests: number } }>(
      service,
      'select public.run_support_jobs() as r',
    );
    expect(first[0]!.r.support_digests).toBeGreaterThanOrEqual(1);
    const { rows } = await sql(
      `select subject, body, link from private.mail_outbox where to_user = $1 and kind = 'support_digest'`,
      [staff.id],
    );
    expect(rows).toHaveLength(1);
    expect((rows[0] as { subject: string }).subject).toMatch(/^Kundtjänst: .*uppringning/);
    expect((rows[0] as { body: string }).body).toContain('Ring upp Digest Person');
    await request(anon, weekday(1, 11, 30), '070-333 44 56', 'Second Person');
    const again = await call<{ r: { support_digests: number } }>(
      service,
      'select public.run_support_jobs() as r',
    );
    expect(again[0]!.r.support_digests).toBe(0);
  });
});
