import { rowsOf, sql, type Executor } from '@azart/db';
import type { Bet, FeedBet } from '@azart/contracts';
import type { GameSpec } from '@azart/fairness';

/** A bet row joined with its seed pair, as every reader needs it. */
export type BetRecord = {
  id: number;
  userId: number;
  login: string;
  game: string;
  amount: number;
  win: number;
  coefficient: number;
  demo: boolean;
  nonce: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  idempotencyKey: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Only once the pair has been rotated. */
  serverSeed: string | null;
  createdAt: string;
};

/** A settled bet of an own game (its outcome came from the player's seed pair and a nonce), with the posting(s) that moved its money. */
export type NewBet = Omit<BetRecord, 'id' | 'createdAt' | 'login' | 'serverSeed'> & { seedPairId: number; /** Played from the bonus balance. */ bonus: boolean };

const SELECT = sql`
  SELECT b.id, b.user_id, u.login, b.game, b.amount, b.win, b.coefficient, b.demo, b.nonce, b.params, b.outcome, b.idempotency_key, b.created_at,
         p.server_seed_hash, p.client_seed, p.server_seed
  FROM bets b LEFT JOIN seed_reveals p ON p.id = b.seed_pair_id JOIN players u ON u.id = b.user_id`;

type Row = {
  id: number; user_id: number; login: string; game: string; amount: number; win: number; coefficient: number; demo: boolean; nonce: number;
  params: Record<string, unknown> | string; outcome: Record<string, unknown> | string; idempotency_key: string; created_at: string | Date;
  server_seed_hash: string; client_seed: string; server_seed: string | null;
};

function fromRow(row: Row): BetRecord {
  return {
    id: Number(row.id), userId: Number(row.user_id), login: row.login, game: row.game, amount: Number(row.amount), win: Number(row.win),
    coefficient: Number(row.coefficient), demo: row.demo, nonce: Number(row.nonce), params: json(row.params), outcome: json(row.outcome),
    idempotencyKey: row.idempotency_key, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, serverSeed: row.server_seed,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
const json = (v: Record<string, unknown> | string) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v);

export async function betByIdempotencyKey(exec: Executor, userId: number, key: string): Promise<BetRecord | null> {
  const rows = rowsOf<Row>(await exec.execute(sql`${SELECT} WHERE b.user_id = ${userId} AND b.idempotency_key = ${key}`));
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function betById(exec: Executor, id: number): Promise<BetRecord | null> {
  const rows = rowsOf<Row>(await exec.execute(sql`${SELECT} WHERE b.id = ${id}`));
  return rows[0] ? fromRow(rows[0]) : null;
}

/** A player's bets, newest first, keyset-paged by id. */
export async function betsOfUser(exec: Executor, userId: number, q: { game?: string; limit: number; before?: number }): Promise<BetRecord[]> {
  const rows = rowsOf<Row>(
    await exec.execute(sql`${SELECT} WHERE b.user_id = ${userId}
      ${q.game ? sql`AND b.game = ${q.game}` : sql``}
      ${q.before ? sql`AND b.id < ${q.before}` : sql``}
      ORDER BY b.id DESC LIMIT ${q.limit}`),
  );
  return rows.map(fromRow);
}

/** Latest real-money bets of everyone (demo bets never reach the public feed). */
export async function latestBets(exec: Executor, limit: number, game?: string): Promise<BetRecord[]> {
  const rows = rowsOf<Row>(
    await exec.execute(sql`${SELECT} WHERE NOT b.demo ${game ? sql`AND b.game = ${game}` : sql``} ORDER BY b.id DESC LIMIT ${limit}`),
  );
  return rows.map(fromRow);
}

/** Coefficients are stored in hundredths; the API shows them as numbers like 1.98. */
export const coefficientOut = (hundredths: number) => hundredths / 100;

export function toFeedBet(b: BetRecord): FeedBet {
  return { id: b.id, game: b.game as FeedBet['game'], nickname: b.login, amount: b.amount, coefficient: coefficientOut(b.coefficient), win: b.win, createdAt: b.createdAt };
}

/**
 * The owner's view of a bet: the common fields, and the game's own read from
 * what the bet stored, parsed with the game's spec (packages/fairness).
 */
export function toBetDto(b: BetRecord, spec: GameSpec): Bet {
  const base = { id: b.id, amount: b.amount, coefficient: coefficientOut(b.coefficient), win: b.win, demo: b.demo, nonce: b.nonce, serverSeedHash: b.serverSeedHash, clientSeed: b.clientSeed, createdAt: b.createdAt };
  if (spec.id !== b.game) throw new Error(`bet ${b.id} of ${b.game} read with the spec of ${spec.id}`);
  return { ...base, game: spec.id, ...spec.betFields(spec.params.parse(b.params), spec.outcome.parse(b.outcome)) } as Bet;
}
