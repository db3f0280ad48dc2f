import { randomUUID } from 'node:crypto';

/**
 * One e-mail the stack "sent"; kept in memory like Supabase local's Inbucket. Auth mail, and
 * 'notice': mail the database queued for a person (private.mail_outbox, e.g. a competition win),
 * delivered by supabase/local/competition-timer.ts.
 */
export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  type: 'signup' | 'magiclink' | 'recovery' | 'invite' | 'reauthentication' | 'notice';
  /** The action link (…/auth/v1/verify?token=…&type=…&redirect_to=…); a notice's app link or ''. */
  link: string;
  /** The 6-digit one-time code ('' for a notice). */
  otp: string;
  tokenHash: string;
  redirectTo: string;
  text: string;
  sentAt: string;
};

export type AuthMailType = Exclude<MailMessage['type'], 'notice'>;

/** A notice queued without a subject of its own. */
export const NOTICE_SUBJECT = 'Nytt från Slantis';

const SUBJECTS: Record<AuthMailType, string> = {
  signup: 'Bekräfta din registrering',
  magiclink: 'Din inloggningslänk',
  recovery: 'Återställ ditt lösenord',
  invite: 'Du har blivit inbjuden',
  reauthentication: 'Din bekräftelsekod',
};

const INTROS: Record<AuthMailType, string> = {
  signup: 'Följ länken för att bekräfta din e-postadress:',
  magiclink: 'Följ länken för att logga in:',
  recovery: 'Följ länken för att återställa ditt lösenord:',
  invite: 'Följ länken för att acceptera inbjudan:',
  reauthentication: 'Någon (förhoppningsvis du) vill göra en känslig ändring i ditt Slantis-konto.',
};

export class Outbox {
  private readonly sent: MailMessage[] = [];

  send(
    input: Omit<MailMessage, 'id' | 'subject' | 'text' | 'sentAt' | 'type'> & {
      type: AuthMailType;
    },
  ): MailMessage {
    const message: MailMessage = {
      ...input,
      id: randomUUID(),
      subject: SUBJECTS[input.type],
      text:
        input.type === 'reauthentication'
          ? `${INTROS[input.type]}\n\nDin kod: ${input.otp}\n\nVar det inte du? Byt lösenord.`
          : `${INTROS[input.type]}\n${input.link}\n\nEller ange koden: ${input.otp}`,
      sentAt: new Date().toISOString(),
    };
    this.sent.push(message);
    return message;
  }

  /** A notice with its own subject and text (and an app link, or ''). */
  sendNotice(input: { to: string; subject: string; text: string; link?: string }): MailMessage {
    const message: MailMessage = {
      id: randomUUID(),
      to: input.to.toLowerCase(),
      subject: input.subject || NOTICE_SUBJECT,
      type: 'notice',
      link: input.link ?? '',
      otp: '',
      tokenHash: '',
      redirectTo: '',
      text: input.text,
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
  ${
    m.type === 'notice'
      ? `<p style="white-space:pre-wrap">${escapeHtml(m.text)}</p>`
      : `<p>Kod: <code>${escapeHtml(m.otp)}</code></p>`
  }
  ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}
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
<p>E-post som den lokala stacken har skickat (inloggning och meddelanden), nyast först. Ladda om sidan för att se nya.</p>
<form method="post" action="/__local/mail/inbound" style="border:1px solid #ddd;padding:1rem;margin:1rem 0">
<h2 style="margin-top:0">Skicka ett mejl till support@slantis.se</h2>
<p><label>Från <input name="from" size="40" placeholder="Anna Svensson &lt;anna@example.com&gt;" required></label></p>
<p><label>Ämne <input name="subject" size="40" placeholder="Ange ärendenumret för att svara i ett ärende"></label></p>
<p><label>Text<br><textarea name="text" rows="4" cols="60" required></textarea></label></p>
<p><button>Skicka</button> (levereras signerat till funktionen support-inbound, som Mailgun gör)</p>
</form>
${messages.length === 0 ? '<p>Inga meddelanden ännu.</p>' : `<ul>\n${rows}\n</ul>`}
</body>
</html>`;
}
