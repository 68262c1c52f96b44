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
// Specs that change what every other spec sees (admin settings, games'
// settings, tournaments, the social sandbox's state) or that race the round
// games' clock: they run one at a time, after the independent ones (a
// project dependency). So one of them alone runs with `--no-deps`
// (`playwright test --no-deps e2e/rounds.spec.ts`); without it, Playwright
// first runs every independent spec, since it never filters a dependency.
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
    {
      name: 'chromium',
      testIgnore: SHARED_STATE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // After everything (this project and the one that depends on it): the ledger must be balanced (e2e/ledger.teardown.ts).
      teardown: 'ledger',
    },
    {
      name: 'shared-state',
      testMatch: SHARED_STATE,
      dependencies: ['chromium'],
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
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
