import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { rowsOf, sql, type Database, type Executor } from '@azart/db';
import { CHAIN_MAX_LENGTH, assertRoundHash, nextHash } from '@azart/fairness';

/**
 * Hash chains of the round games (games.md §1). Each game plays its chains in
 * id order; a chain is written whole (every hash, in play order) in one
 * transaction, so a chain that anyone can see is complete and published. Its
 * hashes stay in the database only: a round's hash leaves it once the round
 * has ended (the rounds module decides when).
 */
export type ChainRow = { id: number; game: string; salt: string; length: number; terminatingHash: string; createdAt: string };

/** Rows per insert while a chain is written: big enough to be quick, small enough for PGlite's memory. */
const INSERT_BATCH = 5_000;

type Row = { id: number | string; game: string; salt: string; length: number; terminating_hash: string; created_at: string | Date };
const chainOf = (r: Row): ChainRow => ({ id: Number(r.id), game: r.game, salt: r.salt, length: Number(r.length), terminatingHash: r.terminating_hash, createdAt: new Date(r.created_at).toISOString() });

/**
 * Makes a new chain for a game from a fresh secret genesis and a fresh public
 * salt (or, for a test, the ones given), and stores it with all its hashes. The hashing is quick (a 100 000
 * round chain in well under a second); the inserts go in batches that yield
 * to the event loop, so the process keeps serving meanwhile.
 */
export async function createChain(db: Database, game: string, length: number, secret?: { genesis: string; salt: string }): Promise<ChainRow> {
  const genesis = secret?.genesis ?? randomBytes(32).toString('hex');
  const salt = secret?.salt ?? randomBytes(16).toString('hex');
  const chain = await hashChain(genesis, length);
  return db.transaction(async (tx) => {
    const row = rowsOf<Row>(
      await tx.execute(sql`INSERT INTO chains (game, salt, length, terminating_hash) VALUES (${game}, ${salt}, ${length}, ${chain.terminatingHash}) RETURNING *`),
    )[0]!;
    for (let start = 0; start < length; start += INSERT_BATCH) {
      const hashes = chain.hashes.slice(start, start + INSERT_BATCH);
      await tx.execute(sql`
        INSERT INTO chain_hashes (chain_id, idx, hash)
        SELECT ${row.id}::bigint, ${start}::int + (t.ord - 1)::int, t.hash
        FROM unnest(${`{${hashes.join(',')}}`}::text[]) WITH ORDINALITY AS t(hash, ord)`);
      await yieldToEventLoop();
    }
    return chainOf(row);
  });
}

/** Every chain of every game, oldest first (the published list). */
export async function listChains(exec: Executor): Promise<(ChainRow & { used: number })[]> {
  const rows = rowsOf<Row & { used: number | string }>(
    await exec.execute(sql`
      SELECT c.*, rounds_chain_used(c.id) AS used
      FROM chains c ORDER BY c.game, c.id`),
  );
  return rows.map((r) => ({ ...chainOf(r), used: Number(r.used) }));
}

/** The chains of one game, oldest first. */
export async function chainsOf(exec: Executor, game: string): Promise<ChainRow[]> {
  return rowsOf<Row>(await exec.execute(sql`SELECT * FROM chains WHERE game = ${game} ORDER BY id`)).map(chainOf);
}

export async function chainById(exec: Executor, id: number): Promise<ChainRow | null> {
  const row = rowsOf<Row>(await exec.execute(sql`SELECT * FROM chains WHERE id = ${id}`))[0];
  return row ? chainOf(row) : null;
}

/** The secret hash at a place of a chain (the rounds module's, for the round it opens). */
export async function chainHashAt(exec: Executor, chainId: number, index: number): Promise<string | null> {
  const row = rowsOf<{ hash: string }>(await exec.execute(sql`SELECT hash FROM chain_hashes WHERE chain_id = ${chainId} AND idx = ${index}`))[0];
  return row?.hash ?? null;
}

/**
 * The chain a game's next round plays on, after the round on `current`
 * (chain id and index; null for a game's first round): the same chain's next
 * hash, or the first of the next chain. Makes the game's first chain if it
 * has none, and the next one in advance once fewer than a tenth of the
 * current chain's rounds are left ("a new chain is announced before the old
 * one runs out"), so a game never waits for one except on its first start.
 */
export async function nextChainPlace(db: Database, game: string, current: { chainId: number; index: number } | null, length: number): Promise<{ chain: ChainRow; index: number }> {
  let chains = await chainsOf(db, game);
  if (!chains.length) chains = [await createChain(db, game, length)];
  const at = current ? chains.findIndex((c) => c.id === current.chainId) : -1;
  const chain = at >= 0 ? chains[at]! : chains[0]!;
  const index = current && at >= 0 ? current.index + 1 : 0;
  const after = chains[at + 1] ?? null;
  const left = chain.length - index;
  if (left > 0) {
    if (!after && left <= Math.max(1, Math.floor(chain.length / 10))) await createChain(db, game, length);
    return { chain, index };
  }
  return { chain: after ?? (await createChain(db, game, length)), index: 0 };
}

/** Hashes per slice of a chain's hashing between two turns of the event loop (a few milliseconds). */
const HASH_SLICE = 2_000;

/**
 * The chain grown from `genesis` (games.md §1), as packages/fairness's
 * `chainFrom` makes it (hashes in play order, the genesis last, and the
 * terminating hash), but in slices, so that a long one does not stall the
 * process.
 */
async function hashChain(genesis: string, length: number): Promise<{ hashes: string[]; terminatingHash: string }> {
  assertRoundHash(genesis, 'genesis');
  if (!Number.isInteger(length) || length < 1 || length > CHAIN_MAX_LENGTH) throw new RangeError(`a chain has 1 to ${CHAIN_MAX_LENGTH} rounds, not ${length}`);
  const hashes = new Array<string>(length);
  let hash = genesis;
  hashes[length - 1] = hash;
  for (let i = length - 2; i >= 0; i -= 1) {
    hash = nextHash(hash);
    hashes[i] = hash;
    if (i % HASH_SLICE === 0) await yieldToEventLoop();
  }
  return { hashes, terminatingHash: nextHash(hash) };
}
