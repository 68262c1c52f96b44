import { rowsOf, sql, type Executor } from '@azart/db';

export type WagerAccount = 'main' | 'bonus' | 'demo';
export type WagerState = 'open' | 'settled' | 'rolled_back';

export type Wager = {
  id: number;
  userId: number;
  game: string;
  idempotencyKey: string;
  externalId: string | null;
  round: string | null;
  account: WagerAccount;
  amount: number;
  state: WagerState;
  win: number | null;
  stakePostingId: number | null;
  resultPostingId: number | null;
  betId: number | null;
};

type Row = {
  id: number; user_id: number; game: string; idempotency_key: string; external_id: string | null; round: string | null; account: WagerAccount;
  amount: number; state: WagerState; win: number | null; stake_posting_id: number | null; result_posting_id: number | null; bet_id: number | null;
};

const COLUMNS = sql`id, user_id, game, idempotency_key, external_id, round, account, amount, state, win, stake_posting_id, result_posting_id, bet_id`;
const num = (v: number | null) => (v === null ? null : Number(v));
const wagerOf = (r: Row): Wager => ({
  id: Number(r.id), userId: Number(r.user_id), game: r.game, idempotencyKey: r.idempotency_key, externalId: r.external_id, round: r.round, account: r.account,
  amount: Number(r.amount), state: r.state, win: num(r.win), stakePostingId: num(r.stake_posting_id), resultPostingId: num(r.result_posting_id), betId: num(r.bet_id),
});

export type NewWager = { userId: number; game: string; idempotencyKey: string; externalId: string | null; round: string | null; account: WagerAccount; amount: number; state: WagerState };

/** Inserts a wager unless its key (per player) or its external id (per game) exists; returns it, or null when one did. */
export async function insertWager(exec: Executor, w: NewWager): Promise<Wager | null> {
  const row = rowsOf<Row>(
    await exec.execute(sql`
      INSERT INTO wagers (user_id, game, idempotency_key, external_id, round, account, amount, state, closed_at)
      VALUES (${w.userId}, ${w.game}, ${w.idempotencyKey}, ${w.externalId}, ${w.round}, ${w.account}, ${w.amount}, ${w.state}, ${w.state === 'open' ? null : sql`now()`})
      ON CONFLICT DO NOTHING
      RETURNING ${COLUMNS}`),
  )[0];
  return row ? wagerOf(row) : null;
}

export type WagerRef = { wagerId: number } | { game: string; externalId: string };

/** The wager a reference names, locked for the rest of the transaction when `lock`. */
export async function findWager(exec: Executor, ref: WagerRef, lock = false): Promise<Wager | null> {
  const where = 'wagerId' in ref ? sql`id = ${ref.wagerId}` : sql`game = ${ref.game} AND external_id = ${ref.externalId}`;
  const row = rowsOf<Row>(await exec.execute(sql`SELECT ${COLUMNS} FROM wagers WHERE ${where} ${lock ? sql`FOR UPDATE` : sql``}`))[0];
  return row ? wagerOf(row) : null;
}

/** The open wagers among `ids`, locked for the rest of the transaction, in id order (so that two settlements lock alike). */
export async function lockOpenWagers(exec: Executor, ids: readonly number[]): Promise<Wager[]> {
  if (!ids.length) return [];
  const rows = rowsOf<Row>(
    await exec.execute(sql`SELECT ${COLUMNS} FROM wagers WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[]) AND state = 'open' ORDER BY id FOR UPDATE`),
  );
  return rows.map(wagerOf);
}

export async function findWagerByKey(exec: Executor, userId: number, idempotencyKey: string): Promise<Wager | null> {
  const row = rowsOf<Row>(await exec.execute(sql`SELECT ${COLUMNS} FROM wagers WHERE user_id = ${userId} AND idempotency_key = ${idempotencyKey}`))[0];
  return row ? wagerOf(row) : null;
}

export async function setStakePosting(exec: Executor, wagerId: number, postingId: number): Promise<void> {
  await exec.execute(sql`UPDATE wagers SET stake_posting_id = ${postingId} WHERE id = ${wagerId}`);
}

/** Closes an open wager: settled with its win and bet, or rolled back. */
export async function closeWager(exec: Executor, wagerId: number, close: { state: 'settled' | 'rolled_back'; win: number | null; resultPostingId: number | null; betId: number | null }): Promise<Wager> {
  const row = rowsOf<Row>(
    await exec.execute(sql`
      UPDATE wagers SET state = ${close.state}, win = ${close.win}, result_posting_id = ${close.resultPostingId}, bet_id = ${close.betId}, closed_at = now()
      WHERE id = ${wagerId} AND state = 'open'
      RETURNING ${COLUMNS}`),
  )[0];
  if (!row) throw new Error(`wager ${wagerId} was not open`);
  return wagerOf(row);
}
