import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure packages and the server. Integration tests
// open a database per test file (PGlite in memory by default, PostgreSQL when
// TEST_DATABASE_URL is set), so files can run in parallel.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
