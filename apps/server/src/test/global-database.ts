import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedEmbeddedImage, openDatabase } from '@azart/db';

/**
 * Vitest globalSetup of the `db` project (vitest.config.ts): migrates one
 * database per run, which every test database is then a copy of
 * (createTestDatabase in ./harness.ts), instead of each test file migrating
 * its own.
 *   - PostgreSQL (TEST_DATABASE_URL): a template database, cloned with
 *     CREATE DATABASE … TEMPLATE and dropped when the run ends. Its name is
 *     random, so runs side by side on one server never share one.
 *   - PGlite: a migrated data directory dumped to a file, which each test
 *     database loads.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database's name. */
    templateDatabase: string | null;
    /** PGlite: the file holding a migrated data directory (a tar). */
    embeddedImage: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'azart-test-db-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, new Uint8Array(await (await migratedEmbeddedImage()).arrayBuffer()));
    project.provide('templateDatabase', null);
    project.provide('embeddedImage', file);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `azart_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  // Closed before any copy is made: PostgreSQL copies a template only while no one is connected to it.
  const handle = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('templateDatabase', name);
  project.provide('embeddedImage', null);
  return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
