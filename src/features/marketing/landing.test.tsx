import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signOut } from '@test-utils';

import { landingCopy } from './copy/landing';

const MEMBERS_ONLY =
  /^\/(app|search|menu|leaderboard|add-transaction|profile|sakerhet|kurser\/medlemmar|foraldrar\/kurs)(\/|\?|$)/;

// The route loads the landing page lazily: transform it once up front, so no test waits for it.
beforeAll(() => import('./components/landing/landing-page'), 30_000);

beforeEach(() => {
  resetAuthStore();
  signOut();
});

const heading1 = () =>
  // The landing page is its own lazy chunk: the first render in a test run takes a moment.
  screen.findByRole(
    'heading',
    { level: 1, name: 'Koll på pengarna – och roligt på vägen' },
    { timeout: 5000 },
  );

describe('landing page tabs', () => {
  it('starts on Ungdom and switches the text to Föräldrar, keeping the tab in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await heading1();
    const tabs = screen.getByRole('tablist', { name: 'Visa information för' });
    const youth = within(tabs).getByRole('tab', { name: 'Ungdom' });
    const parents = within(tabs).getByRole('tab', { name: 'Föräldrar' });
    expect(youth).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'För dig som är 13–23 år' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mer för dig som är ung' })).toHaveAttribute(
      'href',
      '/ungdom',
    );

    await user.click(parents);
    expect(parents).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'För dig som är förälder' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'För dig som är 13–23 år' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mer för föräldrar' })).toHaveAttribute(
      'href',
      '/foraldrar',
    );
    await waitFor(() => expect(router.state.location.search).toEqual({ for: 'foraldrar' }));

    await user.click(youth);
    expect(await screen.findByRole('heading', { name: 'För dig som är 13–23 år' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('opens on the tab the URL names', async () => {
    renderApp('/?for=foraldrar');
    await heading1();
    expect(screen.getByRole('tab', { name: 'Föräldrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'För dig som är förälder' })).toBeInTheDocument();
  });

  it("offers 'Bli medlem' and 'Logga in' in the hero, and the three feature cards", async () => {
    renderApp('/');
    await heading1();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Bli medlem' })[0]).toHaveAttribute(
      'href',
      '/bli-kund',
    );
    expect(within(main).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    for (const name of ['Sparmål', 'Lär dig ekonomi', 'Vinn belöningar']) {
      expect(within(main).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Samarbeten och byggstenar' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('Vår ambition')).toBeInTheDocument();
  });
});

describe('landing page quick search', () => {
  const shortcuts = () => screen.getByRole('list', { name: 'Snabbsök' });
  const results = () => screen.findByRole('list', { name: 'Sökresultat' });

  it.each(landingCopy.search.shortcuts)(
    '%s shows results a visitor can open, right on the page',
    async (shortcut) => {
      const user = userEvent.setup();
      const { router } = renderApp('/');
      await heading1();
      const button = within(shortcuts()).getByRole('button', { name: shortcut });
      await user.click(button);
      const list = await results();
      await waitFor(() => expect(router.state.location.search).toEqual({ q: shortcut }));
      expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('searchbox', { name: /Sök bland gratis/ })).toHaveValue(shortcut);
      expect(screen.getByRole('status')).toHaveTextContent(
        new RegExp(`\\d+ träff(ar)? för ”${shortcut}”`),
      );
      const links = within(list).getAllByRole('link');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute('href')).not.toMatch(MEMBERS_ONLY);
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('finds the youth-account lesson and page for Ungdomskonto, and opens a result', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/?q=Ungdomskonto');
    await heading1();
    const list = await results();
    expect(within(list).getByRole('link', { name: 'Ungdomskonto och bankkort' })).toHaveAttribute(
      'href',
      '/kurser/publika/kurs?kurs=banktjanster-for-unga&lektion=banktjanster-for-unga-konto-och-kort',
    );
    const page = within(list).getByRole('link', { name: 'Ungdomskonto' });
    expect(page).toHaveAttribute('href', '/ungdomskonto');
    await user.click(page);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ungdomskonto'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ungdomskonto' })).toBeVisible();
  });

  it("shows five results at first, five more per 'Visa fler träffar', and starts over on a new search", async () => {
    const user = userEvent.setup();
    renderApp('/?q=spara');
    await heading1();
    const list = await results();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: /^Visa fler träffar/ }));
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(5);

    await user.click(within(shortcuts()).getByRole('button', { name: 'Sparmål' }));
    await waitFor(async () =>
      expect(within(await results()).getAllByRole('listitem').length).toBeLessThanOrEqual(5),
    );
  });

  it('searches what you type, and says so kindly when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await heading1();
    const box = screen.getByRole('searchbox', { name: /Sök bland gratis/ });
    await user.type(box, 'swish{Enter}');
    const list = await results();
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'swish' }));
    expect(within(list).getByRole('link', { name: 'Swish-säkerhet' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'xyzzyqq{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Inga träffar för ”xyzzyqq”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se alla kurser' })).toHaveAttribute(
      'href',
      '/lar-dig-mer',
    );
  });
});
