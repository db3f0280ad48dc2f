import { defineConfig, devices } from '@playwright/test';

const PORT = 4173;
const STACK_URL = 'http://127.0.0.1:54321';
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
  retries: 0,
  // Two browsers, the stack and the preview share two cores on CI: give assertions room, and a
  // whole test too (a first visit installs the service worker's precache, ~15 s on a busy CI).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
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
        PORT: '54321',
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
