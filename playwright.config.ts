import { defineConfig, devices } from '@playwright/test';

// Ports can move (E2E_PORT, STACK_PORT) so that two checkouts test side by side; a build for a
// moved stack needs VITE_SUPABASE_URL set to it.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const STACK_PORT = Number(process.env.STACK_PORT ?? 54321);
const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, as root, with the closed network of these machines (no Google services).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a test that fails is run once more; one that then passes is reported as flaky by name
  // at the end of `npm test` (scripts/test-all.mjs), never silently: fix it, don't live with it.
  retries: process.env.CI ? 1 : 0,
  // Two browsers, the stack and the preview share two cores on CI, where a page can take several
  // times as long as on a laptop: give assertions and whole tests room (test.slow() triples it for
  // the long journeys). Speed is measured by `npm run bench`, never by these timeouts.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    // Each test gets a fresh browser context, where the service worker would install and download
    // its whole precache again: the offline and PWA specs allow it (test.use), the rest test the
    // app over the network without that load on CI's two cores.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // Every spec runs on the phone, where teens use the app. The desktop runs what is about its
  // layout (the side navigation, the parent's home, tables, the header): tests tagged '@desktop'
  // run on both, '@desktop-only' ones (the staff desk) on the desktop alone.
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      grepInvert: /@desktop-only/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
      grep: /@desktop/,
    },
  ],
  webServer: [
    // The local Supabase-compatible stack with a fresh in-memory database and the demo family.
    // Rate limits are off so parallel tests don't trip them; mail links may return to the preview.
    {
      command: 'node --import tsx supabase/local/start.ts',
      url: `${STACK_URL}/auth/v1/health`,
      env: {
        LOCAL_DB: 'memory',
        DATABASE_URL: '',
        RATE_LIMITS: 'off',
        SITE_URL: `http://127.0.0.1:${PORT}`,
        PORT: String(STACK_PORT),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    // Tests run against the production build (npm run build first); vite preview serves dist/.
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
