import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every query function takes `Executor` so it runs inside or outside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  /** 'pglite' (embedded) or 'postgres'. */
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));
const INT8_OID = 20;

/**
 * int8 columns arrive as text; money and ids stay far below 2^53, so they
 * become plain numbers, and a value that would lose precision is an error
 * rather than a silently wrong balance.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} exceeds the safe integer range`);
  return value;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  | { dataDir: string }
  /** In-memory embedded database (tests). */
  | { memory: true };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    // Drizzle passes pg's global type parsers with every query, so the int8
    // parser has to be registered there rather than on the pool.
    pg.types.setTypeParser(INT8_OID, parseInt8);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle pooled connection can be closed by the server (restart, failover, admin); the pool
    // replaces it on the next checkout, so the error is reported, not allowed to crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several app processes may start together: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(7260001)');
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
        } finally {
          await client.query('SELECT pg_advisory_unlock(7260001)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = options.dataDir;
  }
  const client = await PGlite.create({ dataDir, parsers: { [INT8_OID]: parseInt8 } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
