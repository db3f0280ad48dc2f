import { screen, within } from '@testing-library/react';
import privacyCopy from 'virtual:page/privacy';
import termsCopy from 'virtual:page/terms';
import { beforeEach, describe, expect, it } from 'vitest';

import { pageHead } from '@/content';
import { PRIZES } from '@/lib/gamification';
import { RETENTION } from '@/lib/retention';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signOut } from '@test-utils';

// Issue 21 §8: Användarvillkor and Integritetspolicy — dated, with a table of contents, and the
// retention figures the database's pruning enforces (src/lib/retention.ts).

beforeEach(() => {
  resetAuthStore();
  signOut();
});

async function open(path: string, heading: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return screen.getByRole('main');
}

describe.each([
  ['/anvandarvillkor', 'Användarvillkor', termsCopy],
  ['/integritetspolicy', 'Integritetspolicy', privacyCopy],
] as const)('%s', (path, heading, content) => {
  it('is dated and lists every section in its table of contents, each linked to its anchor', async () => {
    const main = await open(path, heading);
    expect(within(main).getByText('Gäller från 29 november 2026')).toHaveAttribute(
      'datetime',
      '2026-11-29',
    );
    const ids = content.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The phone and the desktop table of contents (one is hidden by CSS in the browser).
    const [contents] = within(main).getAllByRole('navigation', { name: 'Innehåll' });
    const links = within(contents!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `#${id}`));
    for (const section of content.sections) {
      const h2 = within(main).getByRole('heading', { level: 2, name: section.heading });
      expect(h2.closest('section')).toHaveAttribute('id', section.id);
    }
  });

  it('has its own title and description', () => {
    const { meta } = pageHead(path === '/anvandarvillkor' ? 'terms' : 'privacy');
    expect(meta[0]).toEqual({ title: `${heading} – Slantis` });
    expect(meta[1]).toMatchObject({ name: 'description' });
  });
});

describe('/integritetspolicy', () => {
  it('states how long each kind of data is kept, with the figures pruning enforces', async () => {
    const main = await open('/integritetspolicy', 'Integritetspolicy');
    const table = within(main).getByRole('table', { name: 'Så länge sparas uppgifterna' });
    const value = (label: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${label}`) })).getByRole('cell');
    expect(value('Åtkomstloggen')).toHaveTextContent(`${RETENTION.accessLogDays} dagar`);
    expect(value('Inloggningar')).toHaveTextContent(`${RETENTION.sessionDays} dagar`);
    expect(value('Inloggningsförsök')).toHaveTextContent(`${RETENTION.loginAttemptHours} timmar`);
    expect(value('Ärenden till kundtjänst')).toHaveTextContent(
      `${RETENTION.supportTicketMonths} månader`,
    );
    expect(value('Kopior av e-post')).toHaveTextContent(`${RETENTION.sentMailDays} dagar`);
    expect(value('Allt annat')).toHaveTextContent('Tills kontot raderas');
  });

  it('says what, why, on which ground and how long for every kind of data', async () => {
    const main = await open('/integritetspolicy', 'Integritetspolicy');
    for (const title of ['Konto och profil', 'Kundtjänst', 'Säkerhetsloggar', 'Familj']) {
      const card = within(main).getByRole('heading', { level: 3, name: title }).parentElement!;
      for (const term of ['Vad', 'Varför', 'Rättslig grund', 'Hur länge']) {
        expect(within(card).getByText(term, { selector: 'dt' })).toBeInTheDocument();
      }
    }
  });

  it('explains the guardian’s role under 18 and what changes at 18', async () => {
    const main = await open('/integritetspolicy', 'Integritetspolicy');
    expect(within(main).getByRole('heading', { name: 'Om du är under 18 år' })).toBeVisible();
    expect(within(main).getByText(/från 13 års ålder själv godkänna/)).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'När du fyller 18' })).toBeVisible();
    expect(within(main).getByText(/Vad dina föräldrar ser/)).toBeInTheDocument();
  });

  it('names the controller, the contact and IMY for complaints', async () => {
    const main = await open('/integritetspolicy', 'Integritetspolicy');
    expect(within(main).getByText(/Slantis AB är personuppgiftsansvarig/)).toBeInTheDocument();
    expect(within(main).getAllByRole('link', { name: 'dataskydd@slantis.se' })[0]).toHaveAttribute(
      'href',
      'mailto:dataskydd@slantis.se',
    );
    const imy = within(main).getByRole('link', { name: /^imy\.se/ });
    expect(imy).toHaveAttribute('href', 'https://www.imy.se');
    expect(imy).toHaveAttribute('target', '_blank');
    expect(imy).toHaveAccessibleName('imy.se (öppnas i en ny flik)');
  });
});

describe('/anvandarvillkor', () => {
  it('sets the ages, says no real money is handled and lists the league’s prizes', async () => {
    const main = await open('/anvandarvillkor', 'Användarvillkor');
    expect(within(main).getByText(/för dig som är 13–23 år\.$/)).toBeInTheDocument();
    expect(within(main).getByText(/för dig som är 18 år eller äldre/)).toBeInTheDocument();
    expect(within(main).getByText(/Appen flyttar inga pengar/)).toBeInTheDocument();
    for (const { prize } of PRIZES) {
      expect(within(main).getByText((text) => text.includes(prize))).toBeVisible();
    }
    expect(within(main).getByRole('link', { name: 'Alla tävlingsregler' })).toHaveAttribute(
      'href',
      '/tavlingsregler',
    );
    expect(within(main).getByRole('link', { name: 'Integritetspolicy' })).toHaveAttribute(
      'href',
      '/integritetspolicy',
    );
  });
});

describe('the footer', () => {
  it('links both documents on every public page', async () => {
    await open('/ungdom', 'Slantis för dig som är 13–23 år');
    const footer = screen.getByRole('navigation', { name: 'Sidfot' });
    expect(within(footer).getByRole('link', { name: 'Användarvillkor' })).toHaveAttribute(
      'href',
      '/anvandarvillkor',
    );
    expect(within(footer).getByRole('link', { name: 'Integritetspolicy' })).toHaveAttribute(
      'href',
      '/integritetspolicy',
    );
  });
});
