import { defineConfig } from 'vitest/config';

// The robustness suites (fault, fuzz) run apart from the unit and
// integration tests: they start the production server as a process of its
// own and, for faults, restart this machine's PostgreSQL and Redis, so
// their files run one at a time.
export default defineConfig({
  test: {
    include: ['robustness/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
