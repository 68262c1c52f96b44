// Stands in for the database and Redis clients in the `pure` Vitest project
// (vitest.config.ts): those tests run only once, on PGlite, so one that opened
// a database would silently miss the PostgreSQL + Redis pass.
throw new Error(
  'a test in the `pure` Vitest project imported a database or Redis client: ' +
    'tests that need one live under apps/server/src or packages/db/src (the `db` project, run on PGlite and on PostgreSQL + Redis)',
);
