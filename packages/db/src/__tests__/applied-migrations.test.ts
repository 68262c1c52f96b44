import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, sql, type DatabaseHandle } from '../index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await handle.migrate();
});
afterAll(async () => {
  await handle.close();
});

describe('migrations already applied', () => {
  it('migrating again changes nothing while the files are as they were applied', async () => {
    const count = async () => rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]!.n;
    const before = await count();
    await handle.migrate();
    expect(await count()).toBe(before);
  });

  it('refuses to go on when a migration differs from what the database applied', async () => {
    // As if the file of the latest migration had been edited after this database ran it.
    await handle.db.execute(sql`UPDATE drizzle.__drizzle_migrations SET hash = 'edited' WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
    await expect(handle.migrate()).rejects.toThrow(/migration \d{4} was changed after this database applied it/);
  });
});
