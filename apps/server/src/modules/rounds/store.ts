import { rowsOf, sql, type Executor } from '@azart/db';
import type { RoundState, RoundTotals } from '@azart/contracts';

/** A round as stored, with its chain's salt. Times as Date. */
export type RoundRow = {
  id: number;
  game: string;
  number: number;
  chainId: number;
  chainIndex: number;
  hash: string;
  previousHash: string;
  salt: string;
  state: RoundState;
  startedAt: Date;
  bettingEndsAt: Date;
  spinEndsAt: Date;
  resultEndsAt: Date;
  endsAt: Date;
  choiceEndsAt: Date | null;
  /** The full result view (secret until the round ends). */
  result: Record<string, unknown>;
  payout: number | null;
  /** Stakes of the round, stored once it is settled. */
  totals: RoundTotals | null;
  settledAt: Date | null;
};

type Row = {
  id: number | string; game: string; number: number | string; chain_id: number | string; chain_index: number; hash: string; previous_hash: string; salt: string; state: RoundState;
  started_at: string | Date; betting_ends_at: string | Date; spin_ends_at: string | Date; result_ends_at: string | Date; ends_at: string | Date; choice_ends_at: string | Date | null;
  result: Record<string, unknown> | string; payout: number | string | null; totals: RoundTotals | string | null; settled_at: string | Date | null;
};

const date = (v: string | Date) => new Date(v);
export function roundOf(r: Row): RoundRow {
  return {
    id: Number(r.id), game: r.game, number: Number(r.number), chainId: Number(r.chain_id), chainIndex: Number(r.chain_index), hash: r.hash, previousHash: r.previous_hash, salt: r.salt,
    state: r.state, startedAt: date(r.started_at), bettingEndsAt: date(r.betting_ends_at), spinEndsAt: date(r.spin_ends_at), resultEndsAt: date(r.result_ends_at), endsAt: date(r.ends_at),
    choiceEndsAt: r.choice_ends_at === null ? null : date(r.choice_ends_at), result: typeof r.result === 'string' ? (JSON.parse(r.result) as Record<string, unknown>) : r.result,
    payout: r.payout === null ? null : Number(r.payout), totals: typeof r.totals === 'string' ? (JSON.parse(r.totals) as RoundTotals) : r.totals, settledAt: r.settled_at === null ? null : date(r.settled_at),
  };
}

const SELECT = sql`SELECT r.*, c.salt FROM game_rounds r JOIN published_chains c ON c.id = r.chain_id`;

/** A game's latest round, and the database's clock (every round time is the database's). */
export async function latestRound(exec: Executor, game: string): Promise<{ round: RoundRow | null; now: Date }> {
  const rows = rowsOf<Row & { db_now: string | Date }>(
    await exec.execute(sql`SELECT l.*, clock_timestamp() AS db_now FROM (SELECT 1) AS one LEFT JOIN LATERAL (${SELECT} WHERE r.game = ${game} ORDER BY r.id DESC LIMIT 1) l ON true`),
  );
  const row = rows[0]!;
  return { round: row.id === null ? null : roundOf(row), now: new Date(row.db_now) };
}

export async function roundById(exec: Executor, id: number): Promise<RoundRow | null> {
  const row = rowsOf<Row>(await exec.execute(sql`${SELECT} WHERE r.id = ${id}`))[0];
  return row ? roundOf(row) : null;
}

/** A round whose hash is `hash` and which has ended (only then is a hash public). */
export async function endedRoundByHash(exec: Executor, game: string, hash: string): Promise<RoundRow | null> {
  const row = rowsOf<Row>(await exec.execute(sql`${SELECT} WHERE r.game = ${game} AND r.hash = ${hash} AND r.state IN ('result', 'pause')`))[0];
  return row ? roundOf(row) : null;
}

/** Ended rounds of a game, newest first. */
export async function endedRounds(exec: Executor, game: string, limit: number, before?: number): Promise<RoundRow[]> {
  const rows = rowsOf<Row>(
    await exec.execute(sql`${SELECT} WHERE r.game = ${game} AND r.state IN ('result', 'pause') ${before ? sql`AND r.id < ${before}` : sql``} ORDER BY r.id DESC LIMIT ${limit}`),
  );
  return rows.map(roundOf);
}

/**
 * Moves a round one state on, only from the state it is expected in (a
 * second leader, or a retry, changes nothing). True when it moved.
 */
export async function advance(exec: Executor, roundId: number, from: RoundState, to: RoundState, extra = sql``): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(await exec.execute(sql`UPDATE game_rounds SET state = ${to} ${extra} WHERE id = ${roundId} AND state = ${from} RETURNING id`));
  return rows.length === 1;
}

/** Stakes of a round so far. */
export async function roundTotals(exec: Executor, roundId: number): Promise<RoundTotals> {
  const rows = rowsOf<{ spot: string | null; bets: number | string; players: number | string; amount: number | string }>(
    await exec.execute(sql`
      SELECT spot, count(*) AS bets, count(DISTINCT user_id) AS players, COALESCE(sum(amount), 0) AS amount
      FROM round_bets WHERE round_id = ${roundId} GROUP BY GROUPING SETS ((spot), ())`),
  );
  const all = rows.find((r) => r.spot === null);
  const bySpot = Object.fromEntries(rows.filter((r) => r.spot !== null).map((r) => [r.spot!, Number(r.amount)]));
  return { bets: Number(all?.bets ?? 0), players: Number(all?.players ?? 0), amount: Number(all?.amount ?? 0), bySpot };
}

export type PublicBetRow = { id: number; nickname: string; spot: string; amount: number; win: number | null };

/** A round's bets with players' logins, newest first; `after` only those placed after a bet id. */
export async function publicBets(exec: Executor, roundId: number, options: { limit: number; after?: number }): Promise<PublicBetRow[]> {
  const rows = rowsOf<{ id: number | string; login: string; spot: string; amount: number | string; win: number | string | null }>(
    await exec.execute(sql`
      SELECT b.id, u.login, b.spot, b.amount, b.win FROM round_bets b JOIN players u ON u.id = b.user_id
      WHERE b.round_id = ${roundId} ${options.after !== undefined ? sql`AND b.id > ${options.after}` : sql``}
      ORDER BY b.id DESC LIMIT ${options.limit}`),
  );
  return rows.map((r) => ({ id: Number(r.id), nickname: r.login, spot: r.spot, amount: Number(r.amount), win: r.win === null ? null : Number(r.win) }));
}

export type RoundBetRow = {
  id: number; roundId: number; userId: number; game: string; spot: string; amount: number; demo: boolean; bonus: boolean; maxWin: number; stakePostingId: number; wagerId: number | null;
  win: number | null; betId: number | null; idempotencyKey: string; createdAt: Date;
};
type BetRow = {
  id: number | string; round_id: number | string; user_id: number | string; game: string; spot: string; amount: number | string; demo: boolean; bonus?: boolean; max_win: number | string;
  stake_posting_id: number | string; wager_id: number | string | null; win: number | string | null; bet_id: number | string | null; idempotency_key: string; created_at: string | Date;
};
export function roundBetOf(r: BetRow): RoundBetRow {
  return {
    id: Number(r.id), roundId: Number(r.round_id), userId: Number(r.user_id), game: r.game, spot: r.spot, amount: Number(r.amount), demo: r.demo, bonus: Boolean(r.bonus), maxWin: Number(r.max_win),
    stakePostingId: Number(r.stake_posting_id), wagerId: r.wager_id === null ? null : Number(r.wager_id), win: r.win === null ? null : Number(r.win), betId: r.bet_id === null ? null : Number(r.bet_id), idempotencyKey: r.idempotency_key,
    createdAt: new Date(r.created_at),
  };
}

/** One player's bets in a round, oldest first. */
export async function playerRoundBets(exec: Executor, roundId: number, userId: number): Promise<RoundBetRow[]> {
  return rowsOf<BetRow>(await exec.execute(sql`SELECT * FROM round_bets WHERE round_id = ${roundId} AND user_id = ${userId} ORDER BY id`)).map(roundBetOf);
}

export async function roundBetByKey(exec: Executor, userId: number, key: string): Promise<RoundBetRow | null> {
  const row = rowsOf<BetRow>(await exec.execute(sql`SELECT * FROM round_bets WHERE user_id = ${userId} AND idempotency_key = ${key}`))[0];
  return row ? roundBetOf(row) : null;
}

export async function playerChoice(exec: Executor, roundId: number, userId: number): Promise<Record<string, unknown> | null> {
  const row = rowsOf<{ choice: Record<string, unknown> | string }>(await exec.execute(sql`SELECT choice FROM round_choices WHERE round_id = ${roundId} AND user_id = ${userId}`))[0];
  if (!row) return null;
  return typeof row.choice === 'string' ? (JSON.parse(row.choice) as Record<string, unknown>) : row.choice;
}

/** Whether the player has a bet on a round game not settled yet (with `realMoney`, only from the main or bonus balance). */
export async function hasUnsettledRoundBet(exec: Executor, userId: number, options: { realMoney?: boolean } = {}): Promise<boolean> {
  return rowsOf(await exec.execute(sql`SELECT 1 FROM round_bets WHERE user_id = ${userId} AND bet_id IS NULL ${options.realMoney ? sql`AND NOT demo` : sql``} LIMIT 1`)).length > 0;
}
