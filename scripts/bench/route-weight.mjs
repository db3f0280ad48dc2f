#!/usr/bin/env node
// Initial JS and CSS per entry route (research/offline-pwa.md §4, G2; issue 24), measured in
// Chromium on a phone viewport: /boot.js and every /assets/*.js and *.css a fresh page requests
// (entry chunk, static imports, the lazy route chunks and whatever else loads until the network is
// quiet), counted as gzip -9 of the dist file. Service workers are blocked so the precache is not
// counted. A visitor's prerendered page loads the app's code at the first interaction
// (src/boot): after the quiet, the bench taps the heading and counts what that loads, apart,
// and times the tap until the page is live on a throttled phone (slow 4G, 4× CPU).
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
  seconds,
  signIn,
} from './servers.mjs';

const QUIET_MS = 1_500;

const servers = await ensureServers();
const { origin } = servers;
const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });

/** In the page: records when `selector` first matches (first render of the route's content). */
function watchReady(selector) {
  const observer = new MutationObserver(() => {
    // A member's '/' holds the visitors' prerendered page hidden until the app has rendered.
    const hidden = document.documentElement.hasAttribute('data-client-render');
    if (window.__benchReady === undefined && !hidden && document.querySelector(selector)) {
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
  const afterTap = new Set();
  let tapped = false;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /^\/(assets\/.+\.(js|css)|boot\.js)$/.test(url.pathname)) {
      (tapped ? afterTap : files).add(url.pathname.slice(1));
    }
  });
  await context.addInitScript(watchReady, selector);
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.locator(selector).waitFor();
  if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${page.url()}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const { ready, started, waiting } = await page.evaluate(() => ({
    ready: window.__benchReady,
    started: performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname.slice(1), entry.startTime]),
    waiting: document.documentElement.hasAttribute('data-hydrating'),
  }));
  if (waiting) {
    // A visitor's first touch: the app's code loads and the page goes live.
    tapped = true;
    await page.locator(selector).tap();
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-hydrating'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
  }
  await context.close();
  const startedAt = new Map(started);
  const figures = (set, beforeRender) =>
    [...set].map((file) => ({ file, gzip: gzipBytes(file), beforeRender: beforeRender(file) }));
  return {
    initial: figures(files, (file) => (startedAt.get(file) ?? Infinity) < ready),
    onTap: figures(afterTap, () => false),
  };
}

/**
 * A visitor's first tap until the page is live (data-hydrating lifted), on a throttled phone:
 * slow 4G (150 ms, 1.6 Mbit/s, as Lighthouse's mobile preset) and 4× CPU, cold HTTP cache.
 */
async function tapToLive(path, selector) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => {
    const html = document.documentElement;
    addEventListener('touchstart', () => (window.__tapAt ??= performance.now()), true);
    new MutationObserver(() => {
      if (!html.hasAttribute('data-hydrating')) window.__liveAt ??= performance.now();
    }).observe(html, { attributes: true });
  });
  await page.locator(selector).tap();
  await page.waitForFunction(() => window.__liveAt !== undefined, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__liveAt - window.__tapAt);
  await context.close();
  return ms;
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
  const largest = (js) =>
    js.slice(0, 3).map(({ file, gzip }) => `${file.replace(/^assets\//, '')} ${kib(gzip)}`);
  for (const [name, path, storageState, selector] of routes) {
    const { initial, onTap } = await load(path, storageState, selector);
    const js = initial.filter(({ file }) => file.endsWith('.js')).sort((a, b) => b.gzip - a.gzip);
    const css = initial.filter(({ file }) => file.endsWith('.css'));
    const early = js.filter(({ beforeRender }) => beforeRender);
    // Issue 38's member goals; issue 24's for visitors.
    const goal = storageState ? '≤ 300 KiB' : '≤ 100 KiB, ≤ 15 files';
    lines.push(row(`${name}: JS to idle, ${js.length} files`, total(js), goal));
    lines.push(
      row(
        `  of which requested before first render, ${early.length} files`,
        total(early),
        storageState ? '≤ 150 KiB, ≤ 25 files' : '',
      ),
    );
    lines.push(row(`${name}: CSS, ${css.length} files`, total(css), '≤ 30 KiB'));
    if (js.length > 0) lines.push(`      largest JS: ${largest(js).join(', ')}`);
    if (onTap.length > 0) {
      const tapJs = onTap
        .filter(({ file }) => file.endsWith('.js'))
        .sort((a, b) => b.gzip - a.gzip);
      lines.push(row(`  at the first tap (app code), ${tapJs.length} JS files`, total(tapJs)));
      lines.push(`      largest JS: ${largest(tapJs).join(', ')}`);
    }
  }
  console.log('\nInitial load per route (Chromium, Pixel 7, every asset requested, gzip -9)');
  for (const line of lines) console.log(line);

  console.log("\nA visitor's first tap until the page is live (slow 4G, 4× CPU, cold cache)");
  for (const [name, path] of [
    ['/ (landing page)', '/'],
    ['/login', '/login'],
  ]) {
    console.log(row(name, seconds(await tapToLive(path, heading))));
  }
} finally {
  await browser.close();
  await servers.stop();
}
