import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaTableNames } from '@azart/db';
import { describe, expect, it } from 'vitest';
import { READ_FACES, TABLE_OWNERS } from '../table-owners.ts';

/**
 * Decision 034: a module's SQL names its own tables and other modules' read
 * faces (views, read functions), never another module's tables; and every
 * table has an owner. Read from the sources, as a reviewer would.
 */
const modulesDir = fileURLToPath(new URL('..', import.meta.url));
const sqlDir = fileURLToPath(new URL('../../../../../packages/db/sql', import.meta.url));

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.split(path.sep).includes('__tests__'))
    .map((name) => path.join(dir, name));

/** The source without its comments (a comment may say "read from users" in prose). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');

/** Every table a source's SQL names after FROM, JOIN, UPDATE or INTO, with its line. */
function tablesNamed(text: string): Array<{ table: string; line: number }> {
  const found: Array<{ table: string; line: number }> = [];
  for (const match of withoutComments(text).matchAll(/\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)\b/gi)) {
    const table = match[1]!;
    if (table in TABLE_OWNERS) found.push({ table, line: text.slice(0, match.index).split('\n').length });
  }
  return found;
}

describe('who owns which table', () => {
  it('every table of the schema has an owner', () => {
    const tables = schemaTableNames();
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
  });

  it('no module names another module\'s table in its SQL: it reads through the owner\'s read faces', () => {
    const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== '__tests__').map((entry) => entry.name);
    expect(modules).toContain('bonus');
    const foreign: string[] = [];
    for (const module of modules) {
      for (const file of sourcesOf(path.join(modulesDir, module))) {
        for (const { table, line } of tablesNamed(readFileSync(file, 'utf8'))) {
          const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
          if (owner !== module) foreign.push(`${path.relative(modulesDir, file)}:${line} names ${table} (owned by ${owner})`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('each read face is defined in its owner\'s SQL folder', () => {
    for (const [face, owner] of Object.entries(READ_FACES)) {
      const files = readdirSync(path.join(sqlDir, owner)).map((name) => readFileSync(path.join(sqlDir, owner, name), 'utf8'));
      expect(files.some((text) => new RegExp(`CREATE OR REPLACE (VIEW|FUNCTION) ${face}\\b`).test(text)), `${face} in packages/db/sql/${owner}/`).toBe(true);
    }
  });

  it('catches what it is meant to catch', () => {
    expect(tablesNamed('sql`SELECT u.login FROM users u JOIN bets b ON b.user_id = u.id`').map((t) => t.table)).toEqual(['users', 'bets']);
    expect(tablesNamed('// read from users\nsql`SELECT login FROM players`')).toEqual([]);
    expect(tablesNamed("import { x } from './users.ts';")).toEqual([]);
  });
});
