import { randomUUID } from 'node:crypto';

/** One e-mail the auth server "sent"; kept in memory like Supabase local's Inbucket. */
export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  type: 'signup' | 'magiclink' | 'recovery' | 'invite';
  /** The action link (…/auth/v1/verify?token=…&type=…&redirect_to=…). */
  link: string;
  /** The 6-digit one-time code. */
  otp: string;
  tokenHash: string;
  redirectTo: string;
  text: string;
  sentAt: string;
};

const SUBJECTS: Record<MailMessage['type'], string> = {
  signup: 'Bekräfta din registrering',
  magiclink: 'Din inloggningslänk',
  recovery: 'Återställ ditt lösenord',
  invite: 'Du har blivit inbjuden',
};

const INTROS: Record<MailMessage['type'], string> = {
  signup: 'Följ länken för att bekräfta din e-postadress:',
  magiclink: 'Följ länken för att logga in:',
  recovery: 'Följ länken för att återställa ditt lösenord:',
  invite: 'Följ länken för att acceptera inbjudan:',
};

export class Outbox {
  private readonly sent: MailMessage[] = [];

  send(input: Omit<MailMessage, 'id' | 'subject' | 'text' | 'sentAt'>): MailMessage {
    const message: MailMessage = {
      ...input,
      id: randomUUID(),
      subject: SUBJECTS[input.type],
      text: `${INTROS[input.type]}\n${input.link}\n\nEller ange koden: ${input.otp}`,
      sentAt: new Date().toISOString(),
    };
    this.sent.push(message);
    return message;
  }

  /** Newest first. */
  messages(to?: string): MailMessage[] {
    const all = [...this.sent].reverse();
    return to ? all.filter((message) => message.to === to.toLowerCase()) : all;
  }

  clear() {
    this.sent.length = 0;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderOutbox(messages: MailMessage[]): string {
  const rows = messages
    .map(
      (m) => `<li>
  <p><strong>${escapeHtml(m.subject)}</strong> — till ${escapeHtml(m.to)}
    <small>(${escapeHtml(new Date(m.sentAt).toLocaleString('sv-SE'))})</small></p>
  <p>Kod: <code>${escapeHtml(m.otp)}</code></p>
  <p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><title>Lokal e-postlåda</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
li{border-bottom:1px solid #ddd;padding:.5rem 0;list-style:none}a{word-break:break-all}code{font-size:1.2em}</style>
</head>
<body>
<h1>Lokal e-postlåda</h1>
<p>E-post som den lokala inloggningstjänsten har skickat, nyast först. Ladda om sidan för att se nya.</p>
${messages.length === 0 ? '<p>Inga meddelanden ännu.</p>' : `<ul>\n${rows}\n</ul>`}
</body>
</html>`;
}
