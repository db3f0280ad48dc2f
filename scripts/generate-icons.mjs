#!/usr/bin/env node
// Renders every PNG icon of the app from assets/icon.svg with Chromium (no image tooling to
// install), and the store screenshots from the built app: run `npm run build` first, then
// `node scripts/generate-icons.mjs`. The PNGs are committed; rerun after changing the icon.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const svg = readFileSync('assets/icon.svg', 'utf8');

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, inset: 0.08 },
  { file: 'public/icons/icon-512.png', size: 512, inset: 0.08 },
  // Maskable: full bleed, the platform crops it to its own shape.
  { file: 'public/icons/icon-maskable-512.png', size: 512, inset: 0 },
  { file: 'public/icons/apple-touch-icon.png', size: 180, inset: 0 },
  { file: 'public/icons/shortcut-add.png', size: 96, inset: 0.08 },
];

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
for (const { file, size, inset } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const pad = Math.round(size * inset);
  const radius = inset > 0 ? Math.round(size * 0.22) : 0;
  await page.setContent(
    `<html><body style="margin:0;background:transparent">
      <div style="width:${size - 2 * pad}px;height:${size - 2 * pad}px;margin:${pad}px;border-radius:${radius}px;overflow:hidden">
        ${svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" `)}
      </div></body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: true });
  await page.close();
  console.log(`${file} (${size}×${size})`);
}

// Screenshots for the install sheet: the public course catalogue, narrow and wide.
const server = await preview({ preview: { port: 4180, strictPort: true }, logLevel: 'error' });
for (const [file, width, height] of [
  ['public/screenshots/narrow.png', 390, 844],
  ['public/screenshots/wide.png', 1280, 800],
]) {
  const page = await browser.newPage({ viewport: { width, height }, locale: 'sv-SE' });
  await page.goto('http://127.0.0.1:4180/lar-dig-mer');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: file });
  await page.close();
  console.log(`${file} (${width}×${height})`);
}
await server.close();
await browser.close();
