/**
 * The fake Stripe's two pages (fake-stripe.ts): small, plain and clearly local, so nobody takes
 * them for the real payment page.
 */
const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(
    date,
  );

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1d24}
main{max-width:420px;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.local{background:#fff4d6;border-radius:8px;padding:.5rem .75rem;font-size:14px}
button{font:inherit;padding:.75rem 1rem;border-radius:8px;border:0;width:100%;margin-top:.75rem;cursor:pointer}
.primary{background:#635bff;color:#fff;font-weight:600}.secondary{background:#e8e9ee;color:#1a1d24}
dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem}dd{margin:0;text-align:right}
</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(input: {
  id: string;
  email: string | null;
  price: string;
  tax: string;
  open: boolean;
}): string {
  const form = input.open
    ? `<form method="post" action="/__local/checkout/${escape(input.id)}">
<button class="primary" name="action" value="pay">Betala ${escape(input.price)}</button>
<button class="secondary" name="action" value="cancel">Avbryt och gå tillbaka</button></form>`
    : '<p>Den här betalningen är redan gjord.</p>';
  return layout(
    'Betala Familj – lokal testkassa',
    `<p class="local">Lokal testkassa: inga riktiga pengar dras.</p>
<h1>Slantis Familj</h1>
<dl><dt>Familj, per månad</dt><dd>${escape(input.price)}</dd>
<dt>varav moms 25 %</dt><dd>${escape(input.tax)}</dd></dl>
${input.email ? `<p>Kvitto skickas till ${escape(input.email)}.</p>` : ''}
<p>Förnyas varje månad tills du säger upp.</p>${form}`,
  );
}

export function portalPage(input: {
  id: string;
  status: string | null;
  cancelling: boolean;
  periodEnd: Date | null;
  price: string;
}): string {
  const action = `/__local/portal/${escape(input.id)}`;
  let state = '<p>Ingen prenumeration.</p>';
  let buttons = '';
  if (input.status === 'canceled') {
    state = '<p>Prenumerationen är avslutad.</p>';
  } else if (input.status && input.periodEnd) {
    const end = escape(longDate(input.periodEnd));
    state = input.cancelling
      ? `<p>Familj, ${escape(input.price)} per månad. Uppsagd: gäller till och med ${end}.</p>`
      : `<p>Familj, ${escape(input.price)} per månad. Nästa betalning ${end}.</p>`;
    buttons = input.cancelling
      ? '<button class="primary" name="action" value="resume">Återuppta prenumerationen</button>'
      : '<button class="secondary" name="action" value="cancel">Säg upp prenumerationen</button>';
  }
  return layout(
    'Hantera prenumeration – lokal kundportal',
    `<p class="local">Lokal kundportal: inga riktiga pengar dras.</p>
<h1>Din prenumeration</h1>${state}
<form method="post" action="${action}">${buttons}
<button class="primary" name="action" value="return">Tillbaka till Slantis</button></form>`,
  );
}
