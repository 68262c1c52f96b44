import { readMigrationFiles } from 'drizzle-orm/migrator';

/**
 * Refuses to go on with a database whose applied migrations no longer match
 * their files. Drizzle's migrator applies only migrations newer than the last
 * one applied and never looks back, so a migration edited after a database
 * ran it (possible while the work that wrote it has not been released) would
 * leave that database silently on the old definitions. Checked before
 * migrating, with the rows of `drizzle.__drizzle_migrations`.
 */
export async function assertAppliedMigrationsUnchanged(
  migrationsFolder: string,
  query: (text: string) => Promise<{ hash: string; created_at: string | number }[]>,
): Promise<void> {
  const exists = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS hash, 0 AS created_at`);
  if (!exists[0]?.hash) return;
  const files = new Map(readMigrationFiles({ migrationsFolder }).map((m, i) => [m.folderMillis, { hash: m.hash, index: i }]));
  for (const applied of await query('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at')) {
    const file = files.get(Number(applied.created_at));
    if (file && file.hash !== applied.hash) {
      throw new Error(
        `migration ${String(file.index).padStart(4, '0')} was changed after this database applied it; ` +
          'recreate the database (a development one) or restore the migration as it was applied',
      );
    }
  }
}
