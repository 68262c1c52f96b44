import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { GAME_IDS } from '@azart/fairness';

// Two projects, chosen by where a test lives:
//   pure — the pure packages, the web app and the e2e suite's own helpers
//          (e2e/support: e.g. its captcha solver). They never open a database
//          or Redis, so they run once, on whatever pass runs them.
//   db   — the server (its integration tests open a database through
//          apps/server/src/test/harness.ts) and packages/db. They run on
//          PGlite and again on PostgreSQL + Redis (`--project db` with
//          TEST_DATABASE_URL/REDIS_URL set; scripts/test-all.ts).
// A test that needs a database belongs under apps/server or packages/db; in
// the pure project, importing the database client fails with a message
// saying so (scripts/vitest/no-database.ts), so a misplaced one cannot silently skip
// the PostgreSQL pass.
// Each db file clones a database migrated once per run (apps/server/src/test/global-database.ts).
//
// Speed (decision 023): files share their worker's module cache (`isolate:
// false`): importing the server for each of 50 files was half the db
// project's CPU. No test may rely on module state another file left behind:
// every file builds its own app, config and database through the harness.
// Four workers on two cores: the db files spend much of their time waiting
// (round clocks, retries, sockets), so two more keep the cores busy.
const noDatabase = fileURLToPath(new URL('./scripts/vitest/no-database.ts', import.meta.url));

export default defineConfig({
  // As the web build has them (apps/web/vite.config.ts): the `~` alias and the registered games' ids.
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
  define: { __GAME_IDS__: JSON.stringify(GAME_IDS) },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 4,
    isolate: false,
    projects: [
      {
        extends: true,
        resolve: { alias: { '@azart/db': noDatabase, '@electric-sql/pglite': noDatabase, pg: noDatabase, ioredis: noDatabase } },
        test: {
          name: 'pure',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'e2e/support/**/*.test.ts'],
          exclude: ['packages/db/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-database.ts'],
        },
      },
    ],
  },
});
