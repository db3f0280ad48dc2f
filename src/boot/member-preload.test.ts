import { afterEach, expect, it } from 'vitest';

import { boot } from './boot';

// /boot.js in a member's browser: the member start's files are asked for at once, beside the
// entry, for the screen being opened; a visitor's browser asks for none of them.

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function shellAt(path: string) {
  history.replaceState(null, '', path);
  document.head.innerHTML = `
    <meta name="slantis-member" content="/assets/member.js /assets/shared.js"
      data-home="/assets/home.js" data-form="/assets/form.js /assets/form-ui.js">`;
  document.body.innerHTML = '<div id="root"></div>';
  boot();
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

it("preloads the member frame and the opened screen's own files for a member", () => {
  localStorage.setItem('sb-127-auth-token', '{}');
  shellAt('/add-transaction');
  expect(preloaded()).toEqual([
    '/assets/member.js',
    '/assets/shared.js',
    '/assets/form.js',
    '/assets/form-ui.js',
  ]);
  shellAt('/');
  expect(preloaded()).toEqual(['/assets/member.js', '/assets/shared.js', '/assets/home.js']);
  // Another member page: the frame only (its own chunk comes with the router).
  shellAt('/leaderboard');
  expect(preloaded()).toEqual(['/assets/member.js', '/assets/shared.js']);
});

it("preloads none of the member's files for a visitor", () => {
  shellAt('/');
  expect(preloaded()).toEqual([]);
});
