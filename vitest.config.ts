import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { GAME_IDS } from '@azart/fairness';

// One Vitest run covers the pure packages, the server, the web app and the e2e
// suite's own helpers (e2e/support: e.g. its captcha solver). Integration tests
// open a database per test file (PGlite in memory by default, PostgreSQL when
// TEST_DATABASE_URL is set), so files can run in parallel.
export default defineConfig({
  // As the web build has them (apps/web/vite.config.ts): the `~` alias and the registered games' ids.
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
  define: { __GAME_IDS__: JSON.stringify(GAME_IDS) },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'e2e/support/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
