// This machine's PostgreSQL and Redis, restarted for real by the fault suite.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './server.ts';

/** A fresh database on the test server (TEST_DATABASE_URL), dropped by `drop`. */
export async function createDatabase(baseUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// Asynchronous on purpose: the bet load runs in this same process and must go on while a service restarts.
const run = promisify(execFile);

/** Restarts the newest local PostgreSQL cluster (as scripts/ensure-services.sh starts it); resolves with how long it took. */
export async function restartPostgres(): Promise<number> {
  const version = readdirSync('/etc/postgresql').sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!version) throw new Error('no local PostgreSQL cluster under /etc/postgresql');
  const started = Date.now();
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
  return Date.now() - started;
}

/** Stops the local Redis (without saving: it keeps nothing on disk here). */
export async function stopRedis(): Promise<void> {
  try {
    await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'shutdown', 'nosave']);
  } catch {
    // redis-cli reports the connection closing under it as an error: that is the shutdown.
  }
}

/** Starts PostgreSQL and Redis again if they are down, with the project's own script. */
export async function ensureServices(): Promise<void> {
  await run('bash', [path.join(ROOT, 'scripts', 'ensure-services.sh')]);
}
