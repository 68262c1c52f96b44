import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, sql, type DatabaseHandle } from '../index.ts';
import { applyRepeatable, readRepeatableFiles, type RepeatableRunner } from '../repeatable.ts';

describe('the repeatable SQL files of a migrated database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    await handle.migrate();
  });
  afterAll(async () => handle.close());

  it('every function and view of the schema has exactly one source file, named after it', async () => {
    const functions = rowsOf<{ name: string }>(
      await handle.db.execute(sql`
        SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
        UNION ALL SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'v'
        ORDER BY 1`),
    ).map((row) => row.name);
    const files = readRepeatableFiles().map((file) => path.basename(file.name, '.sql'));
    expect(functions.length).toBeGreaterThan(10);
    expect(functions).toContain('players');
    expect([...files].sort()).toEqual([...functions].sort());
  });

  it('records each file once and applies nothing more while the files are unchanged', async () => {
    const recorded = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM repeatable_migrations`))[0]!.n;
    expect(recorded).toBe(readRepeatableFiles().length);
    await handle.migrate();
    const applied = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM repeatable_migrations WHERE applied_at > now() - interval '1 hour'`))[0]!.n;
    expect(applied).toBe(recorded);
  });
});

describe('applying repeatable files', () => {
  let client: PGlite;
  let folder: string;
  const runner = (): RepeatableRunner => ({
    query: async (text, params) => (await client.query(text, params)).rows as never[],
    exec: async (script) => void (await client.exec(script)),
  });
  const answer = async () => (await client.query<{ v: number }>('SELECT answer() AS v')).rows[0]!.v;
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  };

  beforeAll(async () => {
    client = await PGlite.create();
    folder = mkdtempSync(path.join(tmpdir(), 'azart-repeatable-'));
  });
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('applies new and changed files only, and a broken file changes nothing', async () => {
    write('m/answer.sql', 'CREATE OR REPLACE FUNCTION answer() RETURNS int LANGUAGE sql AS $$ SELECT 41 $$;');
    // Names a function of a file that sorts after it: bodies are not checked until the run is complete.
    write('a/uses_answer.sql', 'CREATE OR REPLACE FUNCTION uses_answer() RETURNS int LANGUAGE sql AS $$ SELECT answer() + 1 $$;');
    expect(await applyRepeatable(runner(), readRepeatableFiles(folder))).toEqual(['a/uses_answer.sql', 'm/answer.sql']);
    expect(await answer()).toBe(41);
    expect(await applyRepeatable(runner(), readRepeatableFiles(folder))).toEqual([]);

    write('m/answer.sql', 'CREATE OR REPLACE FUNCTION answer() RETURNS int LANGUAGE sql AS $$ SELECT 42 $$;');
    expect(await applyRepeatable(runner(), readRepeatableFiles(folder))).toEqual(['m/answer.sql']);
    expect(await answer()).toBe(42);

    // A file that fails undoes the whole run, the good file before it included, and records no hash.
    write('a/uses_answer.sql', 'CREATE OR REPLACE FUNCTION uses_answer() RETURNS int LANGUAGE sql AS $$ SELECT answer() + 2 $$;');
    write('m/answer.sql', 'CREATE OR REPLACE FUNCTION answer() RETURNS int LANGUAGE sql AS $$ SELECT 43 $$; SELECT no_such_function();');
    await expect(applyRepeatable(runner(), readRepeatableFiles(folder))).rejects.toThrow(/repeatable migration m\/answer\.sql failed/);
    expect(await answer()).toBe(42);
    expect((await client.query<{ v: number }>('SELECT uses_answer() AS v')).rows[0]!.v).toBe(43);
    const due = await applyRepeatable(runner(), readRepeatableFiles(folder)).catch(() => 'still failing');
    expect(due).toBe('still failing');
  });
});
