// End-to-end tests: the production build served by the production server on
// a fresh, empty embedded database (scripts/e2e-server.ts), driven in
// Debian's Chromium headless shell (/usr/bin/chromium-headless-shell, the same
// Blink as the browser without its desktop shell, which is what Playwright
// itself runs headless; Playwright never downloads a browser;
// scripts/install-chromium.sh installs it; E2E_CHROMIUM picks another
// binary). Run through `npm test` or `npm run build && npm run test:e2e`.
//
// Two settings keep the suite's CPU down (it is CPU-bound on a 2-core machine;
// decision 023 has the figures):
// - Pages are told the player prefers reduced motion, which the site honours
//   (no decorative loops, results without the spin). Specs test flows, not
//   animation; e2e/journey.spec.ts plays with full motion, as most players do.
// - No trace under CI (recording one for every test cost about a quarter of
//   the suite's CPU); a failure still leaves its screenshot, and E2E_TRACE=on
//   records traces when rerunning it.
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SOCIAL_API_KEY } from './support/sandbox.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// E2E_PORT lets two checkouts run their suites side by side; the server of
// the shared-state specs listens E2E_SHARED_PORT (E2E_PORT + 1000 by default).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHARED_PORT = Number(process.env.E2E_SHARED_PORT ?? PORT + 1000);
const baseURL = `http://127.0.0.1:${PORT}`;
const sharedURL = `http://127.0.0.1:${SHARED_PORT}`;
const CI = !!process.env.CI && process.env.CI !== 'false';
// Specs that change what every other spec sees (admin settings, games'
// settings, tournaments, the social sandbox's state) or that race the round
// games' clock. They get a server (and so a database and sandboxes) of their
// own and run one at a time on it, beside the independent specs on the first
// server: what they change, no other spec sees, and the suite has no serial
// tail after the independent specs (decision 023, fifth round).
const SHARED_STATE = /(^|[\\/])(backoffice|backoffice-bonus|backoffice-tournaments|tournaments|social|rounds)\.spec\.ts$/;

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, 'artifacts', 'test-results'),
  // Every test of an independent spec signs its own player up (support/session.ts), so tests run in parallel.
  fullyParallel: true,
  forbidOnly: CI,
  // A flaky test is fixed at its root, never retried.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list']] : [['list'], ['html', { outputFolder: path.join(here, 'artifacts', 'report'), open: 'never' }]],
  use: {
    baseURL,
    trace: (process.env.E2E_TRACE ?? (CI ? 'off' : 'on')) === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    locale: 'ru-RU',
    reducedMotion: 'reduce',
    // The site registers a service worker once a page is idle (decision 031): it would precache the whole client
    // build in every test's fresh context. Only e2e/pwa.spec.ts, which tests it, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
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
    // First, so that its long specs start at once and the independent ones fill the other worker around them.
    {
      name: 'shared-state',
      testMatch: SHARED_STATE,
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: sharedURL },
      teardown: 'ledger-shared',
    },
    {
      name: 'chromium',
      testIgnore: SHARED_STATE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // After everything on its server: the ledger must be balanced (e2e/ledger.teardown.ts).
      teardown: 'ledger',
    },
    { name: 'ledger', testMatch: /ledger\.teardown\.ts$/ },
    { name: 'ledger-shared', testMatch: /ledger\.teardown\.ts$/, use: { baseURL: sharedURL } },
  ],
  webServer: [server(PORT), server(SHARED_PORT)],
});

/** One production server on a fresh embedded database (scripts/e2e-server.ts). */
function server(port: number): Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }> {
  const url = `http://127.0.0.1:${port}`;
  return {
    // process.execPath: the Node 24 running Playwright (the repo's pinned Node).
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    cwd: root,
    url: `${url}/api/health`,
    // A known key for the social sandbox, so that e2e/social.spec.ts can drive its /control helpers.
    // TRUST_PROXY=loopback: e2e/referrals.spec.ts plays a referral from another address (X-Forwarded-For), since the
    // self-referral rule refuses a sign-up from the referrer's own address; requests without the header are unchanged.
    env: { PORT: String(port), NODE_ENV: 'production', SOCIAL_API_KEY: E2E_SOCIAL_API_KEY, TRUST_PROXY: 'loopback' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  };
}
