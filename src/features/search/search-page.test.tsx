import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInAs } from '@test-utils';

import { getRecentSearches, RECENT_SEARCHES_KEY } from './recent-searches';

beforeEach(() => {
  resetAuthStore();
  signInAs();
});

const searchBox = () => screen.findByRole('searchbox', { name: 'Sök' });

describe('/search', () => {
  it('shows popular searches and categories before a query', async () => {
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sök' })).toBeInTheDocument();
    expect(await searchBox()).toHaveAttribute('placeholder', 'Sök lektioner, kurser och sidor');
    const popular = screen.getByRole('list', { name: 'Populära sökningar' });
    for (const name of [
      'Veckopeng',
      'Sparmål',
      'Budgethjälp',
      'Ekonomilektioner',
      'Ungdomskonto',
      'Ränta',
    ]) {
      expect(within(popular).getByRole('button', { name })).toBeInTheDocument();
    }
    const categories = screen.getByRole('group', { name: 'Filtrera på kategori' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sparande', 'Budget', 'Första jobbet', 'Investeringar', 'Lån', 'Försäkringar']);
    expect(screen.queryByRole('list', { name: 'Sökresultat' })).not.toBeInTheDocument();
  });

  it('updates the results and the URL as you type, without diacritics, and announces the count', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await user.type(await searchBox(), 'sparmal');
    const results = await screen.findByRole('list', { name: 'Sökresultat' });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'sparmal' }));
    const first = within(results).getAllByRole('listitem')[0]!;
    const link = within(first).getByRole('link');
    expect(link.textContent?.toLowerCase()).toContain('sparmål');
    expect(link.querySelector('mark')?.textContent?.toLowerCase()).toBe('sparmål');
    expect(screen.getByRole('status')).toHaveTextContent(/\d+ träff(ar)? för ”sparmal”/);
    // Typing does not store recent searches.
    expect(getRecentSearches()).toEqual([]);
  });

  it('shows the query from the URL, and a friendly empty state with suggestions', async () => {
    renderApp('/search?q=xyzzyqq');
    expect(await searchBox()).toHaveValue('xyzzyqq');
    expect(
      await screen.findByRole('heading', { name: 'Inga träffar för ”xyzzyqq”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 träffar för ”xyzzyqq”');
    expect(screen.getByRole('button', { name: 'Sparmål' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se alla kurser' })).toHaveAttribute(
      'href',
      '/lar-dig-mer',
    );
  });

  it('saves recent searches on submit, newest first, and clears them with Rensa', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    const box = await searchBox();
    await user.type(box, 'ränta{Enter}');
    await user.clear(box);
    await user.type(box, 'budget{Enter}');
    expect(getRecentSearches()).toEqual(['budget', 'ränta']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual([
      'budget',
      'ränta',
    ]);

    await user.clear(box);
    const recent = await screen.findByRole('list', { name: 'Senaste sökningar' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['budget', 'ränta']);

    await user.click(screen.getByRole('button', { name: 'Rensa senaste sökningar' }));
    expect(screen.queryByRole('list', { name: 'Senaste sökningar' })).not.toBeInTheDocument();
    expect(getRecentSearches()).toEqual([]);
  });

  it('runs a popular search and filters by category', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await user.click(await screen.findByRole('button', { name: 'Ränta' }));
    await screen.findByRole('list', { name: 'Sökresultat' });
    expect(await searchBox()).toHaveValue('Ränta');
    expect(getRecentSearches()).toEqual(['Ränta']);

    await user.click(screen.getByRole('button', { name: 'Lån' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'Ränta', kategori: 'Lån' }),
    );
    expect(screen.getByRole('button', { name: 'Lån' })).toHaveAttribute('aria-pressed', 'true');
    const results = screen.getByRole('list', { name: 'Sökresultat' });
    for (const item of within(results).getAllByRole('listitem')) {
      expect(within(item).getByText('Lån')).toBeInTheDocument();
    }
  });
});
