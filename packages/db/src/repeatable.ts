import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Repeatable migrations: the SQL functions a module owns live as one source
 * file each under `packages/db/sql/<module>/`, and are applied (all of them
 * `CREATE OR REPLACE`) after the numbered migrations whenever a file is new or
 * its text changed. A function is then changed by editing its one file, not by
 * redefining it in a later numbered migration, so its current text is always
 * in one place. What a function's file cannot do alone goes in a numbered
 * migration as before: a new table or trigger, or a changed signature or
 * return type (drop the old function there; the file then creates the new one).
 */
export const REPEATABLE_SQL = fileURLToPath(new URL('../sql', import.meta.url));

export interface RepeatableFile {
  /** `<module>/<name>.sql`, relative to the sql folder: the key its hash is recorded under. */
  name: string;
  sql: string;
  hash: string;
}

/** Every repeatable file, in a fixed order (by module, then name). */
export function readRepeatableFiles(folder = REPEATABLE_SQL): RepeatableFile[] {
  const names = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.sql'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
  return names.map((name) => {
    const sql = readFileSync(path.join(folder, name), 'utf8');
    return { name, sql, hash: createHash('sha256').update(sql).digest('hex') };
  });
}

/** One query at a time on one connection (a pooled client or PGlite); `exec` runs a script of several statements. */
export interface RepeatableRunner {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  exec(script: string): Promise<void>;
}

/**
 * Applies the repeatable files that are new or changed since this database
 * last applied them, in one transaction with their hashes, so a failing file
 * leaves the database as it was. The caller holds the migration lock.
 * Returns the names applied.
 */
export async function applyRepeatable(runner: RepeatableRunner, files = readRepeatableFiles()): Promise<string[]> {
  await runner.exec(
    `CREATE TABLE IF NOT EXISTS repeatable_migrations (name text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied = new Map(
    (await runner.query<{ name: string; hash: string }>('SELECT name, hash FROM repeatable_migrations')).map((row) => [row.name, row.hash]),
  );
  const due = files.filter((file) => applied.get(file.name) !== file.hash);
  if (due.length === 0) return [];
  let current = due[0]!.name;
  await runner.exec('BEGIN');
  try {
    // Function bodies may name functions of files applied later in this same run.
    await runner.exec('SET LOCAL check_function_bodies = off');
    for (const file of due) {
      current = file.name;
      await runner.exec(file.sql);
      await runner.query(
        `INSERT INTO repeatable_migrations (name, hash) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET hash = excluded.hash, applied_at = now()`,
        [file.name, file.hash],
      );
    }
    await runner.exec('COMMIT');
  } catch (error) {
    await runner.exec('ROLLBACK').catch(() => undefined);
    throw new Error(`repeatable migration ${current} failed: ${(error as Error).message}`, { cause: error });
  }
  return due.map((file) => file.name);
}
