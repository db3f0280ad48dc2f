import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

import { expect, interact, test } from './fixtures';

// These tests are about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 7: an installable app — a complete Swedish manifest, icons that load at their stated
// sizes, iOS tags, and no installability errors from Chromium itself (research G1).

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; form_factor: string }[];
  shortcuts: { name: string; url: string }[];
};

test('the manifest describes an installable Swedish app', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as Manifest;
  expect(manifest).toMatchObject({
    id: '/',
    short_name: 'Slantis',
    lang: 'sv',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.description).toMatch(/spara/);
  const icon = (sizes: string, purpose = 'any') =>
    manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
  expect(icon('192x192')).toBeDefined();
  expect(icon('512x512')).toBeDefined();
  expect(icon('512x512', 'maskable')).toBeDefined();
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Lägg till köp', '/add-transaction'],
    ['Lektioner', '/lektioner'],
  ]);

  // Every image loads and has the size the manifest says.
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    if (image.sizes === 'any') continue;
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, image.src);
    expect(size, image.src).toBe(image.sizes);
  }

  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
    'content',
    'yes',
  );
});

test('Chromium reports no installability errors', async ({ baseURL }) => {
  // Installability is only evaluated in a persistent profile (research/offline-pwa.md §1.4).
  const profile = mkdtempSync(join(tmpdir(), 'slantis-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await interact(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
