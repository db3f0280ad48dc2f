// Mail to the support address becomes a ticket on the staff desk (issue 41 §3). Mailgun's inbound
// route forwards each mail here (mailgun.ts has the contract); there is no JWT, so the webhook
// signature is the authentication: a missing or wrong signature is 401, a timestamp more than
// 5 minutes off is 401, and a token used before is 406 (Mailgun does not retry a 406). Nothing
// is stored unless all three hold. public.receive_support_mail then threads a reply naming a
// ticket of the same address onto it, or opens a new ticket (the sender gets a receipt with its
// number, the staff are told).
//   Secret: MAILGUN_WEBHOOK_SIGNING_KEY (Mailgun → Sending → Webhooks → signing key).
import { serviceClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { functionEnv } from '../_shared/env.ts';
import { json, methodNotAllowed } from '../_shared/http.ts';
import { logError } from '../_shared/log.ts';
import { parseInbound, verifyMailgun } from './mailgun.ts';

/** Where the mail came to: our own address never opens a ticket (a loop). */
const SUPPORT_ADDRESS = 'support@slantis.se';

async function receive(req: Request): Promise<Response> {
  const signingKey = Deno.env.get('MAILGUN_WEBHOOK_SIGNING_KEY');
  if (!signingKey) {
    logError('support-inbound', 'MAILGUN_WEBHOOK_SIGNING_KEY is not set');
    return json({ error: 'Not configured' }, 500);
  }
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return json({ error: 'Invalid request body' }, 400);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const verdict = await verifyMailgun(signingKey, {
    timestamp: text('timestamp'),
    token: text('token'),
    signature: text('signature'),
  });
  if (!verdict.ok) return json({ error: verdict.reason }, 401);

  const mail = parseInbound(form);
  // Accepted and dropped (200: not retried): no sender, an auto-reply, or our own address.
  if (!mail) return json({ outcome: 'ignored' });
  if (mail.automatic || mail.fromEmail === SUPPORT_ADDRESS) return json({ outcome: 'ignored' });

  const { data, error } = await serviceClient(functionEnv()).rpc('receive_support_mail', {
    token: text('token'),
    from_email: mail.fromEmail,
    from_name: mail.fromName,
    subject: mail.subject,
    body: mail.body,
  });
  if (error) {
    // A mail the database cannot take (e.g. an address it refuses): do not have it retried.
    if (error.code === 'P0001') return json({ error: 'Not acceptable' }, 406);
    logError('support-inbound: receive_support_mail', error);
    return json({ error: 'Could not store the mail' }, 500);
  }
  const row = (Array.isArray(data) ? data[0] : data) as
    { outcome: string; ticket_number: string | null } | undefined;
  const outcome = row?.outcome ?? 'created';
  if (outcome === 'replayed') return json({ error: 'replayed' }, 406);
  if (outcome === 'limited') return json({ error: 'limited' }, 406);
  return json({ outcome, ticket_number: row?.ticket_number ?? null });
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return methodNotAllowed();
  try {
    return await receive(req);
  } catch (error) {
    logError('support-inbound', error);
    return json({ error: 'Could not store the mail' }, 500);
  }
});
