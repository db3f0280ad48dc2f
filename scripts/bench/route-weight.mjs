#!/usr/bin/env node
// Initial JS and CSS per entry route (research/offline-pwa.md §4, G2), measured in Chromium on a
// phone viewport: every /assets/*.js and *.css a fresh page requests for the URL (entry chunk,
// static imports, the lazy route chunks and whatever else loads until the network is quiet),
// counted as gzip -9 of the dist file. Service workers are blocked so the precache is not counted.
// Prints figures; never fails on size.
import { chromium } from 'playwright-core';

import {
  CHROME,
  CHROME_ARGS,
  ensureServers,
  gzipBytes,
  kib,
  PHONE,
  row,
  signIn,
} from './servers.mjs';

const QUIET_MS = 1_500;

const servers = await ensureServers();
const { origin } = servers;
const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });

/** In the page: records when `selector` first matches (first render of the route's content). */
function watchReady(selector) {
  const observer = new MutationObserver(() => {
    if (window.__benchReady === undefined && document.querySelector(selector)) {
      window.__benchReady = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** The dist files under assets/ that one fresh page load of `path` requests, and when. */
async function load(path, storageState, selector) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', storageState });
  const files = new Set();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname)) {
      files.add(url.pathname.slice(1));
    }
  });
  await context.addInitScript(watchReady, selector);
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.locator(selector).waitFor();
  if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${page.url()}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const { ready, started } = await page.evaluate(() => ({
    ready: window.__benchReady,
    started: performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname.slice(1), entry.startTime]),
  }));
  await context.close();
  const startedAt = new Map(started);
  return [...files].map((file) => ({
    file,
    gzip: gzipBytes(file),
    beforeRender: (startedAt.get(file) ?? Infinity) < ready,
  }));
}

try {
  const login = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await signIn(await login.newPage(), origin);
  const member = await login.storageState();
  await login.close();

  const heading = 'main#main h1';
  // Visitor pages are prerendered (issue 24): ≤ 100 KiB gzip JS and ≤ 15 files to idle.
  const routes = [
    ['/ (visitor: landing page)', '/', undefined, heading],
    ['/ungdom (visitor)', '/ungdom', undefined, heading],
    ['/login (visitor)', '/login', undefined, heading],
    ['/kurser/publika (visitor)', '/kurser/publika', undefined, heading],
    ['/kontakt (visitor)', '/kontakt', undefined, heading],
    ['/ (member: dashboard)', '/', member, heading],
    ['/app (member)', '/app', member, heading],
    ['/add-transaction (member)', '/add-transaction', member, '#add-transaction-amount'],
  ];

  const lines = [];
  const total = (list) => kib(list.reduce((sum, { gzip }) => sum + gzip, 0));
  for (const [name, path, storageState, selector] of routes) {
    const files = await load(path, storageState, selector);
    const js = files.filter(({ file }) => file.endsWith('.js')).sort((a, b) => b.gzip - a.gzip);
    const css = files.filter(({ file }) => file.endsWith('.css'));
    const early = js.filter(({ beforeRender }) => beforeRender);
    const largest = js
      .slice(0, 3)
      .map(({ file, gzip }) => `${file.replace(/^assets\//, '')} ${kib(gzip)}`);
    lines.push(row(`${name}: JS, ${js.length} files`, total(js), '≤ 100 KiB, ≤ 15 files'));
    lines.push(
      row(`  of which requested before first render, ${early.length} files`, total(early)),
    );
    lines.push(row(`${name}: CSS, ${css.length} files`, total(css), '≤ 30 KiB'));
    lines.push(`      largest JS: ${largest.join(', ')}`);
  }
  console.log('\nInitial load per route (Chromium, Pixel 7, every asset requested, gzip -9)');
  for (const line of lines) console.log(line);
} finally {
  await browser.close();
  await servers.stop();
}
