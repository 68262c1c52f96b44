import { randomInt, randomUUID } from 'node:crypto';
import { rowsOf, sql, type Executor, type Transaction } from '@azart/db';
import type { User } from '@azart/contracts';
import { payout } from '@azart/fairness';
import { postingKey, stakeHouse, ledgerRefusalOf, playAccountOf, post } from '../../ledger/index.ts';
import type { BetRecord } from '../../bets/index.ts';
import { emit } from '../../outbox/index.ts';
import { loadUser, toUserDto, type Principal } from '../../users/index.ts';
import { DomainError, isUniqueViolation } from '../../../shared/errors.ts';
import type { AppContext } from '../../../shared/context.ts';
import { claimRound } from './claim.ts';
import { canWager, wagerKeys, writeBet } from '../../wagering/index.ts';
import type { StepGame } from './steps.ts';

/** The round as its player sees it: the common fields and the game's own (its spec's `round` schema). */
export type RoundDto = Record<string, unknown> & { game: string; id: number };
export type RoundResult = { round: RoundDto; user: User };

type RoundRow = {
  id: number; user_id: number; game: 'mines' | 'hotline'; amount: number; demo: boolean; bonus: boolean; seed_pair_id: number; nonce: number; edge_bp: number; max_win: number;
  params: Record<string, unknown> | string; picks: number[] | string; lost_on: number | null; status: 'open' | 'lost' | 'cashed'; win: number; coefficient: number;
  bet_id: number | null; idempotency_key: string; created_at: string | Date; server_seed: string; server_seed_hash: string; client_seed: string; stake_posting_id: number;
};

const SELECT = sql`
  SELECT r.id, r.user_id, r.game, r.amount, r.demo, r.bonus, r.seed_pair_id, r.nonce, r.edge_bp, r.max_win, r.params, r.picks, r.lost_on, r.status, r.win,
         r.coefficient, r.bet_id, r.idempotency_key, r.created_at, r.stake_posting_id, p.server_seed, p.server_seed_hash, p.client_seed
  FROM rounds r JOIN seed_pairs p ON p.id = r.seed_pair_id`;

const json = <T,>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The player's open round of a game, locked for the rest of the transaction when `lock`. */
async function openRound(exec: Executor, userId: number, game: string, lock: boolean): Promise<RoundRow | null> {
  const rows = rowsOf<RoundRow>(await exec.execute(sql`${SELECT} WHERE r.user_id = ${userId} AND r.game = ${game} AND r.status = 'open' ${lock ? sql`FOR UPDATE OF r` : sql``}`));
  return rows[0] ?? null;
}

async function roundById(exec: Executor, id: number): Promise<RoundRow> {
  const row = rowsOf<RoundRow>(await exec.execute(sql`${SELECT} WHERE r.id = ${id}`))[0];
  if (!row) throw new Error(`round ${id} vanished`);
  return row;
}

/** Whether any multi-step round of the player is open (seed rotation must wait for it). */
export async function hasOpenRound(exec: Executor, userId: number): Promise<boolean> {
  return rowsOf(await exec.execute(sql`SELECT 1 FROM rounds WHERE user_id = ${userId} AND status = 'open' LIMIT 1`)).length > 0;
}

/**
 * Starts a round: claims the nonce, checks the bet limits, posts the stake
 * and stores the open round, all in one transaction. The board is already
 * fixed by the seeds and nonce; nothing the player does later can change it.
 */
export async function startRound<P extends Record<string, unknown>>(
  ctx: AppContext,
  principal: Principal,
  def: StepGame<P>,
  input: { amount: number; params: P; idempotencyKey: string | undefined },
): Promise<RoundResult> {
  const userId = principal.id;
  if (input.idempotencyKey) {
    const earlier = await roundByKey(ctx.db, userId, input.idempotencyKey);
    if (earlier) return replayStart(ctx, principal, def, earlier, input);
  }
  const key = input.idempotencyKey ?? randomUUID();
  try {
    const { id } = await ctx.db.transaction(async (tx) => {
      if (await openRound(tx, userId, def.game, false)) throw new DomainError('round_open');
      const claim = await claimRound(tx, userId, def.game);
      await canWager(tx, { userId, game: def.game, amount: input.amount });
      const [stake] = await post(tx, {
        key: postingKey.stepsStake(userId, key),
        code: claim.demo ? 'demo_bet' : 'bet',
        meta: { game: def.game, nonce: claim.nonce },
        legs: [
          { player: { userId, kind: playAccountOf(claim) }, amount: -input.amount },
          { house: stakeHouse(def.game, claim.demo), amount: input.amount },
        ],
      });
      const inserted = rowsOf<{ id: number }>(
        await tx.execute(sql`
          INSERT INTO rounds (user_id, game, amount, demo, bonus, seed_pair_id, nonce, edge_bp, max_win, params, idempotency_key, stake_posting_id)
          VALUES (${userId}, ${def.game}, ${input.amount}, ${claim.demo}, ${claim.bonus}, ${claim.seedPairId}, ${claim.nonce}, ${claim.settings.edgeBp}, ${claim.settings.maxWin},
                  ${JSON.stringify(input.params)}::jsonb, ${key}, ${stake!.postingId})
          RETURNING id`),
      );
      await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
      return { id: Number(inserted[0]?.id), demo: claim.demo };
    });
    ctx.eventsWritten();
    const round = await roundById(ctx.db, id);
    return withUser(ctx, principal, def, round);
  } catch (error) {
    if (isUniqueViolation(error, 'rounds_open_idx')) throw new DomainError('round_open', { cause: error });
    if (input.idempotencyKey && (ledgerRefusalOf(error)?.reason === 'exists_with_different_terms' || isUniqueViolation(error, 'rounds_user_idempotency_idx'))) {
      const earlier = await roundByKey(ctx.db, userId, input.idempotencyKey);
      if (earlier) return replayStart(ctx, principal, def, earlier, input);
    }
    throw error;
  }
}

/**
 * One pick (a tile or a cell; `'auto'` lets the server choose at random among
 * the allowed ones). A burning pick loses the round; the last safe pick, or
 * one that reaches the maximum win, cashes out by itself.
 */
export async function pick<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>, choice: number | 'auto'): Promise<RoundResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const round = await openRound(tx, principal.id, def.game, true);
    if (!round) throw new DomainError('no_open_round');
    const params = json<P>(round.params as P | string);
    const picks = json<number[]>(round.picks);
    const candidates = def.candidates(params, picks);
    const chosen = choice === 'auto' ? (candidates[randomInt(candidates.length)] as number) : choice;
    def.validatePick(params, picks, chosen);
    const seeds = { serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: Number(round.nonce) };
    if (!def.isSafe(seeds, params, picks, chosen)) {
      return { id: Number(round.id), bet: await finish(tx, principal, def, round, { status: 'lost', picks, lostOn: chosen, coefficient: 0, win: 0, payoutPostingId: null }) };
    }
    const next = [...picks, chosen];
    const ladder = def.ladder(params, Number(round.edge_bp));
    const coefficient = ladder[next.length - 1] ?? 0;
    const reachedMaxWin = payout(Number(round.amount), coefficient) >= Number(round.max_win);
    if (next.length >= def.maxPicks(params) || reachedMaxWin) {
      return { id: Number(round.id), bet: await cashOutRow(tx, principal, def, round, next) };
    }
    await tx.execute(sql`UPDATE rounds SET picks = ${JSON.stringify(next)}::jsonb WHERE id = ${round.id}`);
    return { id: Number(round.id), bet: null };
  });
  return afterChange(ctx, principal, def, outcome);
}

/** Takes the coefficient reached so far; the conditional update makes a second cash-out impossible. */
export async function cashOut<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>): Promise<RoundResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const round = await openRound(tx, principal.id, def.game, true);
    if (!round) throw new DomainError('no_open_round');
    const picks = json<number[]>(round.picks);
    if (picks.length === 0) throw new DomainError('cashout_too_early');
    return { id: Number(round.id), bet: await cashOutRow(tx, principal, def, round, picks) };
  });
  return afterChange(ctx, principal, def, outcome);
}

export async function currentRound<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>): Promise<{ round: RoundDto | null }> {
  const round = await openRound(ctx.db, principal.id, def.game, false);
  return { round: round ? toRoundDto(def, round) : null };
}

async function cashOutRow<P extends Record<string, unknown>>(tx: Transaction, principal: Principal, def: StepGame<P>, round: RoundRow, picks: number[]): Promise<BetRecord> {
  const params = json<P>(round.params as P | string);
  const coefficient = def.ladder(params, Number(round.edge_bp))[picks.length - 1] ?? 0;
  // A win is capped at the maximum win in force when the round started (games.md §4).
  const win = Math.min(payout(Number(round.amount), coefficient), Number(round.max_win));
  const [paid] = await post(tx, {
    key: postingKey.stepsPayout(round.id),
    code: round.demo ? 'demo_win' : 'win',
    meta: { game: def.game, roundId: Number(round.id) },
    legs: [
      { player: { userId: principal.id, kind: playAccountOf(round) }, amount: win },
      { house: stakeHouse(def.game, round.demo), amount: -win },
    ],
  });
  return finish(tx, principal, def, round, { status: 'cashed', picks, lostOn: null, coefficient, win, payoutPostingId: paid!.postingId });
}

/** Closes the round (only if still open: row count checked) and records it as a settled bet, linked to its stake and payout postings. */
async function finish<P extends Record<string, unknown>>(
  tx: Transaction,
  principal: Principal,
  def: StepGame<P>,
  round: RoundRow,
  end: { status: 'lost' | 'cashed'; picks: number[]; lostOn: number | null; coefficient: number; win: number; payoutPostingId: number | null },
): Promise<BetRecord> {
  const closed = rowsOf<{ id: number }>(
    await tx.execute(sql`
      UPDATE rounds SET status = ${end.status}, picks = ${JSON.stringify(end.picks)}::jsonb, lost_on = ${end.lostOn}, coefficient = ${end.coefficient},
                        win = ${end.win}, finished_at = now()
      WHERE id = ${round.id} AND status = 'open' RETURNING id`),
  );
  if (closed.length !== 1) throw new DomainError('no_open_round');
  const params = json<P>(round.params as P | string);
  const seeds = { serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: Number(round.nonce) };
  const record = {
    userId: principal.id, game: def.game, amount: Number(round.amount), win: end.win, coefficient: end.coefficient, demo: round.demo, bonus: round.bonus,
    seedPairId: Number(round.seed_pair_id), nonce: Number(round.nonce), params, outcome: { picks: end.picks, lostOn: end.lostOn, board: def.board(seeds, params) },
    idempotencyKey: wagerKeys.stepsBet(round.id), serverSeedHash: round.server_seed_hash, clientSeed: round.client_seed,
  };
  const { id, createdAt } = await writeBet(tx, {
    ...record, origin: { source: 'seed', seedPairId: record.seedPairId, nonce: record.nonce }, stakePostingId: Number(round.stake_posting_id), payoutPostingId: end.payoutPostingId,
  });
  await tx.execute(sql`UPDATE rounds SET bet_id = ${id} WHERE id = ${round.id}`);
  await emit(tx, [{ type: 'bet_settled', payload: { betId: id, userId: principal.id } }]);
  return { ...record, id, createdAt, login: principal.login, serverSeed: null };
}

async function afterChange<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>, outcome: { id: number; bet: BetRecord | null }): Promise<RoundResult> {
  if (outcome.bet) ctx.eventsWritten();
  const round = await roundById(ctx.db, outcome.id);
  return withUser(ctx, principal, def, round);
}

async function withUser<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>, round: RoundRow): Promise<RoundResult> {
  const loaded = await loadUser(ctx.db, principal.id);
  if (!loaded) throw new Error('player vanished');
  return { round: toRoundDto(def, round), user: toUserDto(loaded.user, loaded.balances, ctx.tokens, principal.sessionId) };
}

async function roundByKey(exec: Executor, userId: number, key: string): Promise<RoundRow | null> {
  return rowsOf<RoundRow>(await exec.execute(sql`${SELECT} WHERE r.user_id = ${userId} AND r.idempotency_key = ${key}`))[0] ?? null;
}

async function replayStart<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>, earlier: RoundRow, input: { amount: number; params: P }): Promise<RoundResult> {
  const params = json<Record<string, unknown>>(earlier.params);
  const same = earlier.game === def.game && Number(earlier.amount) === input.amount && Object.entries(input.params).every(([k, v]) => params[k] === v);
  if (!same) throw new DomainError('idempotency_conflict', { status: 409 });
  return withUser(ctx, principal, def, earlier);
}

/** The round as the player sees it: the board only once it is over. */
export function toRoundDto<P extends Record<string, unknown>>(def: StepGame<P>, row: RoundRow): RoundDto {
  const params = json<P>(row.params as P | string);
  const picks = json<number[]>(row.picks);
  const ladder = def.ladder(params, Number(row.edge_bp));
  const open = row.status === 'open';
  const seeds = { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) };
  const base = {
    id: Number(row.id), amount: Number(row.amount), demo: row.demo, status: row.status,
    coefficient: (open ? (picks.length ? (ladder[picks.length - 1] ?? 0) : 0) : Number(row.coefficient)) / 100,
    nextCoefficient: open && picks.length < def.maxPicks(params) ? (ladder[picks.length] ?? 0) / 100 : null,
    ladder: ladder.map((c) => c / 100), win: Number(row.win), nonce: Number(row.nonce), serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed,
    betId: row.bet_id === null ? null : Number(row.bet_id), createdAt: new Date(row.created_at).toISOString(), lostOn: row.lost_on === null ? null : Number(row.lost_on),
  };
  return { ...base, game: def.game, ...def.roundFields(params, picks, open ? null : def.board(seeds, params)) };
}
