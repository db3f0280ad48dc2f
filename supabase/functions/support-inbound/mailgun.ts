// Mailgun's inbound routes: a route's forward("https://…/functions/v1/support-inbound") action
// POSTs each received mail, parsed, as application/x-www-form-urlencoded (multipart/form-data
// when it has attachments). Among the fields: sender, from, recipient, subject, body-plain,
// stripped-text (the new text without the quoted reply), message-headers (a JSON list of
// [name, value]), and the webhook signature: timestamp (seconds), token (50 random characters)
// and signature = hex(HMAC-SHA256(webhook signing key, timestamp + token)).
// https://documentation.mailgun.com/docs/mailgun/user-manual/receive-forward-store/receive-http
// https://documentation.mailgun.com/docs/mailgun/user-manual/webhooks/securing-webhooks

/** A signature older (or further in the future) than this is refused: a replay, or a bad clock. */
export const MAX_AGE_SECONDS = 5 * 60;

export type SignatureVerdict =
  { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'bad_signature' };

const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function hmacKey(signingKey: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return await crypto.subtle.importKey(
    'raw',
    encoder.encode(signingKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

/** Mailgun's signature of a timestamp and token (what the local mailbox and the tests send). */
export async function signMailgun(
  signingKey: string,
  timestamp: string,
  token: string,
): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(signingKey, 'sign'),
    encoder.encode(timestamp + token),
  );
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks a webhook's signature (WebCrypto's HMAC verify, which compares in constant time) and
 * that its timestamp is within MAX_AGE_SECONDS of now. The token's one-time use is the
 * database's to check (public.receive_support_mail).
 */
export async function verifyMailgun(
  signingKey: string,
  fields: { timestamp: string | null; token: string | null; signature: string | null },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SignatureVerdict> {
  const { timestamp, token, signature } = fields;
  if (!timestamp || !token || !signature || !/^\d{1,12}$/.test(timestamp) || token.length > 200) {
    return { ok: false, reason: 'missing' };
  }
  const bytes = hexBytes(signature);
  if (!bytes || bytes.length !== 32) return { ok: false, reason: 'bad_signature' };
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(signingKey, 'verify'),
    bytes,
    encoder.encode(timestamp + token),
  );
  if (!valid) return { ok: false, reason: 'bad_signature' };
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_AGE_SECONDS) {
    return { ok: false, reason: 'stale' };
  }
  return { ok: true };
}

export type InboundMail = {
  fromEmail: string;
  fromName: string;
  subject: string;
  body: string;
  /** An auto-reply, bounce or list mail: never answered with a receipt (no mail loops). */
  automatic: boolean;
};

/** 'Anna Svensson <anna@example.se>' → name and address; a bare address has no name. */
export function parseFrom(value: string): { email: string; name: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (match) {
    return {
      name: (match[1] ?? '').replace(/^"(.*)"$/, '$1').trim(),
      email: (match[2] ?? '').trim().toLowerCase(),
    };
  }
  return { name: '', email: value.trim().toLowerCase() };
}

function headerList(raw: string | null): [string, string][] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (pair): pair is [string, string] =>
        Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
    );
  } catch {
    return [];
  }
}

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The parts of a forwarded mail a ticket needs; null when it has no sender address. */
export function parseInbound(form: FormData): InboundMail | null {
  const from = parseFrom(field(form, 'from') || field(form, 'sender'));
  const email = from.email || parseFrom(field(form, 'sender')).email;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return null;
  const headers = headerList(field(form, 'message-headers'));
  const header = (name: string) =>
    headers
      .find(([key]) => key.toLowerCase() === name)?.[1]
      ?.trim()
      .toLowerCase() ?? '';
  const autoSubmitted = header('auto-submitted');
  const precedence = header('precedence');
  const automatic =
    (autoSubmitted !== '' && autoSubmitted !== 'no') ||
    ['bulk', 'junk', 'list', 'auto_reply'].includes(precedence) ||
    /^(mailer-daemon|postmaster|no-?reply)@/i.test(email);
  return {
    fromEmail: email,
    fromName: from.name,
    subject: field(form, 'subject'),
    // The new text of a reply, without the quoted mail below it; else the whole text.
    body: field(form, 'stripped-text').trim() || field(form, 'body-plain'),
    automatic,
  };
}
