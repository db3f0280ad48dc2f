// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import { TZDate } from '@date-fns/tz';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { refusalWords } from '@/data/remote/refusals';
import { callbackDays } from '@/lib/callback-hours';

import {
  DEFAULT_MAILGUN_SIGNING_KEY,
  inboundForm,
  signMailgun,
  type InboundInput,
} from '../../local/inbound-mail';
import { personnummer } from '../helpers/personnummer';
import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// Issue 41 §3 through the real stack: Mailgun's signed inbound webhook into the support-inbound
// edge function (real Deno), which opens a ticket on the staff desk or threads a reply onto one,
// and the call-back requests from /kundtjanst to the staff's desk.
let stack: TestStack;
let serial = 100;

beforeAll(async () => {
  stack = await startTestStack({ MAILER_AUTOCONFIRM: 'true' }, { functions: true });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

async function member(fornamn: string, staff = false): Promise<SupabaseClient> {
  const client = stack.client();
  serial += 1;
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail(fornamn.toLowerCase()),
    password: PASSWORD,
    options: {
      data: {
        fornamn,
        efternamn: 'Lind',
        mobilnummer: '070-123 45 67',
        adress: 'Storgatan 1, Stockholm',
        personnummer: personnummer('1985-03-04', serial),
        roll: 'foralder',
      },
    },
  });
  expect(error).toBeNull();
  if (staff) {
    await stack.db.query('insert into public.staff_members (user_id) values ($1)', [data.user!.id]);
  }
  return client;
}

type Answer = { data: unknown; error: { code?: string; message: string } | null };
/** supabase-js types an untyped project's RPC data as any; the tests say what they expect. */
const answer = (promise: PromiseLike<unknown>) => promise as PromiseLike<Answer>;

/** Posts a mail as Mailgun's route would: form-encoded, signed, no JWT. */
async function post(form: URLSearchParams) {
  const response = await fetch(`${stack.url}/functions/v1/support-inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signed = (input: InboundInput, signature = signMailgun(DEFAULT_MAILGUN_SIGNING_KEY)) =>
  inboundForm(input, signature);

async function ticketsFrom(email: string) {
  const { rows } = await stack.db.query<{
    ticket_number: string;
    channel: string;
    subject: string;
  }>('select ticket_number, channel, subject from public.support_tickets where email = $1', [
    email,
  ]);
  return rows;
}

async function mailTo(email: string) {
  const { rows } = await stack.db.query<{ kind: string; subject: string; body: string }>(
    'select kind, subject, body from private.mail_outbox where to_email = $1 order by created_at',
    [email],
  );
  return rows;
}

describe('mail to the support address', () => {
  it('a signed mail becomes a ticket on the desk, and the sender gets a receipt with its number', async () => {
    const staff = await member('Stina', true);
    const email = uniqueEmail('anna');
    const reply = await post(
      signed({
        from: `Anna Svensson <${email}>`,
        subject: 'Mitt sparmål försvann',
        text: 'Hej! Mitt sparmål syns inte längre.',
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ outcome: 'created' });
    const number = String(reply.body.ticket_number);
    expect(number).toMatch(/^SL-\d{6}-[A-HJ-NP-Z2-9]{4}$/);

    const { data: desk, error } = await answer(
      staff.rpc('staff_support_tickets', { status_filter: 'new' }),
    );
    expect(error).toBeNull();
    expect(desk).toContainEqual(
      expect.objectContaining({
        ticket_number: number,
        first_name: 'Anna',
        last_name: 'Svensson',
        channel: 'email',
        subject: 'Mitt sparmål försvann',
        message: 'Hej! Mitt sparmål syns inte längre.',
      }),
    );
    const receipts = await mailTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      kind: 'support_receipt',
      subject: `Vi har tagit emot ditt ärende ${number}: Mitt sparmål försvann`,
    });
    expect(receipts[0]!.body).toContain(`Ärendenummer: ${number}`);

    // The staff are told in the app.
    const { data: notes } = await staff.from('notifications').select('kind, title');
    expect(notes).toContainEqual({
      kind: 'support_ticket',
      title: `Nytt mejl till kundtjänst ${number}`,
    });

    // Her answer to the receipt threads onto the same ticket.
    const threaded = await post(
      signed({
        from: email,
        subject: `Re: ${receipts[0]!.subject}`,
        text: 'Jag använder appen på en iPhone.',
      }),
    );
    expect(threaded).toEqual({ status: 200, body: { outcome: 'threaded', ticket_number: number } });
    expect(await ticketsFrom(email)).toHaveLength(1);
    const { data: after } = await answer(staff.rpc('staff_support_tickets'));
    const ticket = (
      after as { ticket_number: string; replies: { author: string; body: string }[] }[]
    ).find((row) => row.ticket_number === number);
    expect(ticket?.replies).toEqual([
      expect.objectContaining({ author: 'sender', body: 'Jag använder appen på en iPhone.' }),
    ]);
  });

  it('a wrong signature is refused with 401 and nothing is stored', async () => {
    const email = uniqueEmail('forged');
    const good = signMailgun(DEFAULT_MAILGUN_SIGNING_KEY);
    const forged = signMailgun('not-the-signing-key', good.timestamp, good.token);
    const answer = await post(signed({ from: email, subject: 'Hej', text: 'Förfalskat' }, forged));
    expect(answer).toEqual({ status: 401, body: { error: 'bad_signature' } });
    // A signature without a token or timestamp, and no signature at all.
    const missing = signed({ from: email, subject: 'Hej', text: 'Utan' }, good);
    missing.delete('signature');
    expect((await post(missing)).status).toBe(401);
    expect(await ticketsFrom(email)).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
    const { rows } = await stack.db.query(
      'select 1 from private.support_inbound_tokens where token = $1',
      [good.token],
    );
    expect(rows).toEqual([]);
  });

  it('an old timestamp and a replayed request are refused, and nothing more is stored', async () => {
    const email = uniqueEmail('replay');
    const old = signMailgun(
      DEFAULT_MAILGUN_SIGNING_KEY,
      String(Math.floor(Date.now() / 1000) - 10 * 60),
    );
    expect(
      await post(signed({ from: email, subject: 'Gammalt', text: 'Tio minuter gammalt' }, old)),
    ).toEqual({
      status: 401,
      body: { error: 'stale' },
    });
    expect(await ticketsFrom(email)).toEqual([]);

    const form = signed({ from: email, subject: 'En gång', text: 'Skickas två gånger' });
    expect((await post(form)).status).toBe(200);
    expect(await post(form)).toEqual({ status: 406, body: { error: 'replayed' } });
    expect(await ticketsFrom(email)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('an auto-reply opens no ticket and gets no receipt (no mail loops)', async () => {
    const email = uniqueEmail('away');
    const answer = await post(
      signed({
        from: email,
        subject: 'Frånvaro: Vi har tagit emot ditt ärende',
        text: 'Jag är på semester.',
        headers: [['Auto-Submitted', 'auto-replied']],
      }),
    );
    expect(answer).toEqual({ status: 200, body: { outcome: 'ignored' } });
    expect(await ticketsFrom(email)).toEqual([]);
  });

  it('the local mailbox delivers a mail to the function, signed', async () => {
    const email = uniqueEmail('mailbox');
    const response = await fetch(`${stack.url}/__local/mail/inbound`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: `Ola <${email}>`,
        subject: 'Från brevlådan',
        text: 'Hej från den lokala brevlådan.',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'created' });
    expect(await ticketsFrom(email)).toMatchObject([
      { channel: 'email', subject: 'Från brevlådan' },
    ]);
  });
});

describe('call-back requests', () => {
  it('a slot within opening hours is booked; staff see it and mark it done; others cannot', async () => {
    const slot = callbackDays(Date.now())[1]!.slots[2]!;
    const visitor = stack.client();
    const { data, error } = await answer(
      visitor.rpc('request_callback', {
        name: 'Maja Berg',
        phone: '070-765 43 21',
        slot_start: slot.start,
        note: 'Jag kommer inte in på kontot',
      }),
    );
    expect(error).toBeNull();
    const [booked] = data as { request_id: string; call_at: string; call_number: string }[];
    expect(new Date(booked!.call_at).toISOString()).toBe(slot.start);
    expect(booked!.call_number).toBe('0707654321');

    const parent = await member('Petra');
    const denied = await parent.rpc('staff_callback_requests');
    expect(denied.error).toMatchObject({ code: '42501' });
    expect(
      (await parent.rpc('staff_mark_callback_done', { request_id: booked!.request_id })).error,
    ).toMatchObject({
      code: '42501',
    });
    expect((await visitor.from('callback_requests').select('*')).error).not.toBeNull();

    const staff = await member('Sven', true);
    const { data: waiting } = await answer(staff.rpc('staff_callback_requests'));
    expect(waiting).toContainEqual(
      expect.objectContaining({
        id: booked!.request_id,
        name: 'Maja Berg',
        phone: '0707654321',
        note: 'Jag kommer inte in på kontot',
        status: 'requested',
      }),
    );
    const { data: done, error: doneError } = await answer(
      staff.rpc('staff_mark_callback_done', { request_id: booked!.request_id }),
    );
    expect(doneError).toBeNull();
    expect(done).toBe('done');
    const { data: still } = await answer(staff.rpc('staff_callback_requests'));
    expect((still as { id: string }[]).map((row) => row.id)).not.toContain(booked!.request_id);
  });

  it('a slot outside opening hours is refused with the Swedish sentence and its code', async () => {
    const now = new TZDate(Date.now(), 'Europe/Stockholm');
    const toSaturday = (6 - now.getDay() + 7) % 7 || 7;
    const saturday = new TZDate(
      now.getFullYear(),
      now.getMonth(),
      now.getDate() + toSaturday,
      10,
      0,
      'Europe/Stockholm',
    );
    const { error } = await stack.client().rpc('request_callback', {
      name: 'Maja Berg',
      phone: '070-765 43 21',
      slot_start: new Date(saturday.getTime()).toISOString(),
    });
    expect(error).toMatchObject({
      code: 'P0001',
      hint: 'callback_outside_hours',
      message: refusalWords.callback_outside_hours,
    });
  });
});
