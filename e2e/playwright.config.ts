// End-to-end tests: the production build served by the production server on
// a fresh, empty embedded database (scripts/e2e-server.ts), driven in
// Debian's Chromium (/usr/bin/chromium; Playwright never downloads a browser;
// scripts/install-chromium.sh installs it). Run through `npm test` or
// `npm run build && npm run test:e2e`.
import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SOCIAL_API_KEY } from './support/sandbox.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const CI = !!process.env.CI && process.env.CI !== 'false';

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, 'artifacts', 'test-results'),
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list']] : [['list'], ['html', { outputFolder: path.join(here, 'artifacts', 'report'), open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    locale: 'ru-RU',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // After everything: the ledger must be balanced (e2e/ledger.teardown.ts).
      teardown: 'ledger',
    },
    { name: 'ledger', testMatch: /ledger\.teardown\.ts$/ },
  ],
  webServer: {
    // process.execPath: the Node 24 running Playwright (the repo's pinned Node).
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    // A known key for the social sandbox, so that e2e/social.spec.ts can drive its /control helpers.
    // TRUST_PROXY=loopback: e2e/referrals.spec.ts plays a referral from another address (X-Forwarded-For), since the
    // self-referral rule refuses a sign-up from the referrer's own address; requests without the header are unchanged.
    env: { PORT: String(PORT), NODE_ENV: 'production', SOCIAL_API_KEY: E2E_SOCIAL_API_KEY, TRUST_PROXY: 'loopback' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
