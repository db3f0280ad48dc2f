import { createHmac, randomBytes } from 'node:crypto';

/**
 * Mail *to* Slantis on the local stack (issue 41 §3): what Mailgun's inbound route would post to
 * the support-inbound function, signed with the webhook signing key, so the local mailbox
 * (POST /__local/mail/inbound, or the form on /__local/mail) and tests can deliver a mail.
 */

/** The local stack's webhook signing key; hosted: the secret MAILGUN_WEBHOOK_SIGNING_KEY. */
export const DEFAULT_MAILGUN_SIGNING_KEY = 'local-mailgun-webhook-signing-key';

export const mailgunSigningKey = (env: Record<string, string | undefined>) =>
  env.MAILGUN_WEBHOOK_SIGNING_KEY ?? DEFAULT_MAILGUN_SIGNING_KEY;

export type InboundInput = {
  from: string;
  subject: string;
  text: string;
  to?: string;
  /** Extra MIME headers ([name, value]), e.g. Auto-Submitted. */
  headers?: [string, string][];
};

export type MailgunSignature = { timestamp: string; token: string; signature: string };

/** Mailgun's signature: hex(HMAC-SHA256(key, timestamp + token)); token: 50 random characters. */
export function signMailgun(
  key: string,
  timestamp = String(Math.floor(Date.now() / 1000)),
  token = randomBytes(25).toString('hex'),
): MailgunSignature {
  const signature = createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex');
  return { timestamp, token, signature };
}

/** The form Mailgun's forward() posts for a parsed mail (application/x-www-form-urlencoded). */
export function inboundForm(input: InboundInput, signed: MailgunSignature): URLSearchParams {
  const to = input.to ?? 'support@slantis.se';
  const address = /<([^<>]+)>/.exec(input.from)?.[1] ?? input.from;
  const headers: [string, string][] = [
    ['From', input.from],
    ['To', to],
    ['Subject', input.subject],
    ['Date', new Date().toUTCString()],
    ...(input.headers ?? []),
  ];
  return new URLSearchParams({
    recipient: to,
    sender: address,
    from: input.from,
    subject: input.subject,
    'body-plain': input.text,
    'stripped-text': input.text,
    'message-headers': JSON.stringify(headers),
    timestamp: signed.timestamp,
    token: signed.token,
    signature: signed.signature,
  });
}

/** Delivers one mail to the support-inbound function at `functionsUrl`; returns its answer. */
export async function deliverInbound(
  functionsUrl: string,
  key: string,
  input: InboundInput,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${functionsUrl.replace(/\/$/, '')}/support-inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: inboundForm(input, signMailgun(key)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body };
}
