import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { chainFrom, verifyLink } from '@azart/fairness';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { chainHashAt, createChain, listChains, nextChainPlace } from '../chains.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.migrate();
});
afterAll(async () => {
  await database.drop();
});

describe('hash chains', () => {
  it('are stored whole, hash for hash the chain the fairness maths grows from the genesis, and never change', async () => {
    const genesis = 'ab'.repeat(32);
    const stored = await createChain(database.handle.db, 'x100', 12_345, { genesis, salt: 'published salt' });
    const expected = chainFrom(genesis, 12_345);
    expect(stored).toMatchObject({ game: 'x100', length: 12_345, salt: 'published salt', terminatingHash: expected.terminatingHash });
    const hashes = rowsOf<{ hash: string }>(await database.handle.db.execute(sql`SELECT hash FROM chain_hashes WHERE chain_id = ${stored.id} ORDER BY idx`)).map((r) => r.hash);
    expect(hashes).toEqual(expected.hashes);
    expect(verifyLink(hashes[0]!, stored.terminatingHash)).toBe(true);
    expect(await chainHashAt(database.handle.db, stored.id, 12_344)).toBe(genesis);
    // restrict_violation from the tables' triggers (migration 0013): a published chain cannot be rewritten.
    const refusal = (statement: Promise<unknown>) => statement.then(() => null, (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code);
    expect(await refusal(database.handle.db.execute(sql`UPDATE chain_hashes SET hash = ${'0'.repeat(64)} WHERE chain_id = ${stored.id} AND idx = 5`))).toBe('23001');
    expect(await refusal(database.handle.db.execute(sql`DELETE FROM chains WHERE id = ${stored.id}`))).toBe('23001');
    expect(await chainHashAt(database.handle.db, stored.id, 5)).toBe(expected.hashes[5]);
  });

  it('follow each other: a game moves to its next chain when one runs out, and makes it while a tenth is still left', async () => {
    const db = database.handle.db;
    const first = await nextChainPlace(db, 'megawheel', null, 20);
    expect(first.index).toBe(0);
    expect((await listChains(db)).filter((c) => c.game === 'megawheel')).toHaveLength(1);
    const late = await nextChainPlace(db, 'megawheel', { chainId: first.chain.id, index: 17 }, 20);
    expect(late).toMatchObject({ chain: { id: first.chain.id }, index: 18 });
    const chains = (await listChains(db)).filter((c) => c.game === 'megawheel');
    expect(chains).toHaveLength(2);
    const last = await nextChainPlace(db, 'megawheel', { chainId: first.chain.id, index: 19 }, 20);
    expect(last).toMatchObject({ chain: { id: chains[1]!.id }, index: 0 });
  });
});
