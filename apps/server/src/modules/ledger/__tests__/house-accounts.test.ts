import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { HOUSE, gameHouse, stakeHouse } from '../index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const HOME = path.join('apps', 'server', 'src', 'modules', 'ledger', 'house-accounts.ts');

/** TypeScript files of the server and of the suites that drive it, outside node_modules. */
function sources(): string[] {
  const folders = ['apps/server/src', 'robustness', 'bench', 'e2e', 'scripts'];
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(folder, file)),
  );
}

const isComment = (line: string) => line.startsWith('*') || line.startsWith('//') || line.startsWith('/*');

describe('house accounts', () => {
  it('are named only in ledger/house-accounts.ts: no other source spells one in a string', () => {
    // A quoted or templated name such as 'house:demo', `house:game:${id}`, 'hold:withdrawals' or 'clearing:payments'.
    const literal = /['"`](?:house|hold|clearing):/;
    const offenders = sources()
      .filter((file) => file !== HOME)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
          .filter(({ line }) => !isComment(line) && literal.test(line) && !/LIKE '(?:hold|clearing):%'/.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line}`);
    expect(offenders).toEqual([]);
  });

  it('a stake goes to the game house for money and to the demo house for play money', () => {
    expect(stakeHouse('dice', false)).toBe(gameHouse('dice'));
    expect(stakeHouse('dice', true)).toBe(HOUSE.demo);
  });

  describe('in a migrated database', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
      await database.handle.migrate();
    });
    afterAll(async () => database.drop());

    it('every named account exists, with no player', async () => {
      const kinds = rowsOf<{ kind: string }>(await database.handle.db.execute(sql`SELECT kind FROM accounts WHERE user_id IS NULL`)).map((row) => row.kind);
      for (const kind of Object.values(HOUSE)) expect(kinds).toContain(kind);
    });
  });
});
