#!/usr/bin/env node
// Issue 38: how soon a member's first sign-in is offline-ready. A fresh Chromium profile (no
// worker, empty caches) opens /login, the demo teen signs in, and the figure is the time from the
// 'Logga in' tap until the service worker controls the page (its precache stored: from then on
// the app opens offline). Also how long the first visit's worker took from the page's start, and
// what it stored. Median of BENCH_OFFLINE_RUNS (3). Prints figures; never fails on timing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

import {
  CHROME,
  CHROME_ARGS,
  DEMO_TEEN,
  ensureServers,
  median,
  PHONE,
  row,
  seconds,
} from './servers.mjs';

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 3);

/** In the page, from the first script on: when a worker took control. */
function recordControl() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    window.__controlledAt ??= performance.now();
  });
}

async function once(origin) {
  const profile = mkdtempSync(join(tmpdir(), 'slantis-ready-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...PHONE,
    executablePath: CHROME,
    args: CHROME_ARGS,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  try {
    await context.addInitScript(recordControl);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/login`);
    // A visitor's page starts the app (and its worker) at the first interaction.
    await page.mouse.move(4, 4);
    await page.mouse.move(8, 8);
    await page.getByRole('textbox', { name: 'E-post' }).fill(DEMO_TEEN.email);
    await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(DEMO_TEEN.password);
    const tapped = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.waitForFunction(() => window.__controlledAt !== undefined, null, {
      timeout: 60_000,
    });
    const figures = await page.evaluate(async () => {
      const stored = { files: 0 };
      for (const name of await caches.keys()) {
        if (name.startsWith('workbox-precache')) {
          stored.files += (await (await caches.open(name)).keys()).length;
        }
      }
      return { controlledAt: window.__controlledAt, files: stored.files };
    });
    return {
      afterSignIn: Math.max(0, figures.controlledAt - tapped),
      fromStart: figures.controlledAt,
      files: figures.files,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const servers = await ensureServers();
try {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await once(servers.origin));
  const line = (name, key, goal) => {
    const values = runs.map((run) => run[key]);
    const all = values.map((value) => (value / 1000).toFixed(2)).join(' / ');
    return row(name, seconds(median(values)), goal, `runs ${all}`);
  };
  console.log(
    `\nFirst sign-in offline-ready (Chromium, Pixel 7, fresh profile, /login; median of ${RUNS})`,
  );
  console.log(line('Worker controls the page, after the Logga in tap', 'afterSignIn', '≤ 2.0 s'));
  console.log(line('Worker controls the page, from the page’s start', 'fromStart', ''));
  console.log(row('Files in the precache it stored', String(runs[0]?.files ?? 0), '≤ 80'));
} finally {
  await servers.stop();
}
