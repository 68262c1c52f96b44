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
import { assertAppliedMigrationsUnchanged } from './applied-migrations.ts';
import { applyRepeatable } from './repeatable.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every query function takes `Executor` so it runs inside or outside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/**
 * A connection of its own, outside the pool: session-level state (advisory
 * locks of leader election) lives exactly as long as it does.
 */
export type DatabaseSession = {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Called once if the connection breaks (the server restarted, the network went): its session state is gone. */
  onLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
};

export type DatabaseHandle = {
  db: Database;
  /** 'pglite' (embedded) or 'postgres'. */
  kind: 'pglite' | 'postgres';
  /** Opens a dedicated session (PGlite: its one connection, which no one else can lose). */
  session(): Promise<DatabaseSession>;
  /** Applies pending migrations, then the repeatable ones that changed (repeatable.ts); safe to call from several processes at once. */
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
  | {
      url: string;
      poolSize?: number;
      /** A pooled connection failed outside a query (server restart, failover, network): reported, never thrown. */
      onConnectionError?: (error: Error) => void;
      /** How long a query waits for a connection before failing (the database is down or every connection is busy). */
      connectTimeoutMs?: number;
    }
  /** `from`: as for memory, for a new data directory (a test of a restart starts from the migrated copy). */
  | { dataDir: string; from?: Blob }
  /**
   * In-memory embedded database (tests); `from`: a copy of a data directory
   * dumped by `migratedEmbeddedImage`, so the copy starts migrated.
   */
  | { memory: true; from?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    // Drizzle passes pg's global type parsers with every query, so the int8
    // parser has to be registered there rather than on the pool.
    pg.types.setTypeParser(INT8_OID, parseInt8);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      // While the database is down, a request fails after this instead of queueing for ever.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      // TCP keep-alive notices a peer that vanished without closing (failover, network cut).
      keepAlive: true,
      // No JIT compilation: our statements are short OLTP work whose cost estimates (set-returning JSON
      // functions count 100 rows) can cross jit_above_cost, and compiling on every execution costs
      // milliseconds where the statement itself takes a fraction of one.
      options: '-c jit=off',
    });
    // A connection can be closed by the server at any moment (restart, failover, admin). pg reports
    // that as an 'error' event: on the pool for idle connections, and on the client itself for one
    // that is checked out (say, between two statements of a transaction), where an event without a
    // listener would throw and end the process. Both are reported; the query in flight fails on its
    // own, and the pool drops the broken connection when it is released and opens a new one later.
    const report = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    db.transaction = pooledTransaction(pool);
    return {
      db,
      kind: 'postgres',
      async session() {
        const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000, keepAlive: true });
        const listeners: ((error: Error) => void)[] = [];
        let lost = false;
        const lose = (error: Error) => {
          if (lost) return;
          lost = true;
          for (const listener of listeners) listener(error);
        };
        client.on('error', lose);
        client.on('end', () => lose(new Error('database session ended')));
        await client.connect();
        return {
          query: async <T,>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
          onLost: (listener) => void listeners.push(listener),
          close: async () => {
            lost = true;
            await client.end().catch(() => undefined);
          },
        };
      },
      async migrate() {
        // Several app processes may start together: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(7260001)');
          await assertAppliedMigrationsUnchanged(MIGRATIONS, async (text) => (await client.query(text)).rows);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
          await applyRepeatable({
            query: async (text, params) => (await client.query(text, params)).rows,
            exec: async (script) => void (await client.query(script)),
          });
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
  const loadDataDir = 'from' in options ? options.from : undefined;
  const client = await PGlite.create({ dataDir, loadDataDir, parsers: { [INT8_OID]: parseInt8 } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async session() {
      return {
        query: async <T,>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
        onLost: () => undefined,
        close: async () => undefined,
      };
    },
    async migrate() {
      await assertAppliedMigrationsUnchanged(MIGRATIONS, async (text) => (await client.query<{ hash: string; created_at: string | number }>(text)).rows);
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS });
      await applyRepeatable({
        query: async (text, params) => (await client.query(text, params)).rows as never[],
        exec: async (script) => void (await client.exec(script)),
      });
    },
    close: () => client.close(),
  };
}

/**
 * An empty, fully migrated embedded database's data directory, as an
 * uncompressed tar. Tests open copies of it (`{ memory: true, from }`):
 * loading one takes about a second, where a new embedded database plus every
 * migration takes several (docs/decisions/023).
 */
export async function migratedEmbeddedImage(): Promise<Blob> {
  const client = await PGlite.create({ parsers: { [INT8_OID]: parseInt8 } });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * `db.transaction` for a pool, in place of drizzle's own. Drizzle (0.45)
 * sends BEGIN before the try/finally that releases the pooled connection, so
 * a BEGIN that fails (the connection was cut: a database restart, failover
 * or admin kill) leaks that connection for the life of the process, and
 * enough of them leave the pool empty and every later request waiting
 * (drizzle-team/drizzle-orm#6241, #6114; open at the time of writing). Here
 * the transaction runs on one checked-out connection through a drizzle
 * instance bound to that connection (whose BEGIN/COMMIT/ROLLBACK logic is the
 * library's), and the connection always goes back to the pool (pg-pool
 * destroys it there if it broke). Remove when drizzle releases the
 * connection itself.
 */
function pooledTransaction(pool: pg.Pool): Database['transaction'] {
  // One drizzle instance per pooled connection: building one walks the schema, and connections are reused.
  const bound = new WeakMap<pg.PoolClient, Database>();
  return async (run, config) => {
    const client = await pool.connect();
    try {
      let db = bound.get(client);
      if (!db) bound.set(client, (db = drizzlePg({ client, schema }) as unknown as Database));
      return await db.transaction(run, config);
    } finally {
      client.release();
    }
  };
}

/** Rows of a raw SQL query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
