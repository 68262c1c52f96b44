import { randomInt, randomUUID } from 'node:crypto';
import { rowsOf, sql, type Executor, type Transaction } from '@azart/db';
import type { User } from '@azart/contracts';
import { payout } from '@azart/fairness';
import { playSeedJoin } from '../../fairness/index.ts';
import { ledgerRefusalOf, playAccountOf } from '../../ledger/index.ts';
import type { BetRecord } from '../../bets/index.ts';
import { loadUser, toUserDto, type Principal } from '../../users/index.ts';
import { DomainError, isUniqueViolation } from '../../../shared/errors.ts';
import type { AppContext } from '../../../shared/context.ts';
import { claimPlay } from './claim.ts';
import { openWagerIn, settleWagerIn, wagerKeys } from '../../wagering/index.ts';
import type { StepGame } from './steps.ts';

/*
 * A steps game's (Mines, Hotline) play: one stake, then picks until a loss or
 * a cash-out, kept in `steps_plays` so that a reload or a restart resumes it.
 * "Round" is the round games' word (x100, Mega Wheel, Crazy Time: one
 * drawing for everyone, modules/rounds); only the HTTP answers keep `round`
 * as the play's field name, which the site's client has always read.
 */

/** The play as its player sees it: the common fields and the game's own (its spec's `round` schema). */
export type PlayDto = Record<string, unknown> & { game: string; id: number };
/** The HTTP answer: the play under its wire name `round` (the site's API since Mines began). */
export type PlayResult = { round: PlayDto; user: User };

type PlayRow = {
  id: number; user_id: number; game: 'mines' | 'hotline'; amount: number; demo: boolean; bonus: boolean; seed_pair_id: number; nonce: number; edge_bp: number; max_win: number;
  params: Record<string, unknown> | string; picks: number[] | string; lost_on: number | null; status: 'open' | 'lost' | 'cashed'; win: number; coefficient: number;
  bet_id: number | null; idempotency_key: string; created_at: string | Date; server_seed: string; server_seed_hash: string; client_seed: string; stake_posting_id: number;
  wager_id: number | null;
};

const SELECT = sql`
  SELECT r.id, r.user_id, r.game, r.amount, r.demo, r.bonus, r.seed_pair_id, r.nonce, r.edge_bp, r.max_win, r.params, r.picks, r.lost_on, r.status, r.win,
         r.coefficient, r.bet_id, r.idempotency_key, r.created_at, r.stake_posting_id, r.wager_id, p.server_seed, p.server_seed_hash, p.client_seed
  FROM steps_plays r ${playSeedJoin(sql`r.seed_pair_id`)}`;

const json = <T,>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The player's open play of a game, locked for the rest of the transaction when `lock`. */
async function openPlay(exec: Executor, userId: number, game: string, lock: boolean): Promise<PlayRow | null> {
  const rows = rowsOf<PlayRow>(await exec.execute(sql`${SELECT} WHERE r.user_id = ${userId} AND r.game = ${game} AND r.status = 'open' ${lock ? sql`FOR UPDATE OF r` : sql``}`));
  return rows[0] ?? null;
}

async function playById(exec: Executor, id: number): Promise<PlayRow> {
  const row = rowsOf<PlayRow>(await exec.execute(sql`${SELECT} WHERE r.id = ${id}`))[0];
  if (!row) throw new Error(`play ${id} vanished`);
  return row;
}

/**
 * Whether any steps play of the player is open: seed rotation must wait for
 * it, and with `realMoney` (money in play) a free-coins claim too.
 */
export async function hasOpenPlay(exec: Executor, userId: number, options: { realMoney?: boolean } = {}): Promise<boolean> {
  return rowsOf(await exec.execute(sql`SELECT 1 FROM steps_plays WHERE user_id = ${userId} AND status = 'open' ${options.realMoney ? sql`AND NOT demo` : sql``} LIMIT 1`)).length > 0;
}

/**
 * Starts a play: claims the nonce, checks the bet limits, posts the stake
 * and stores the open play, all in one transaction. The board is already
 * fixed by the seeds and nonce; nothing the player does later can change it.
 */
export async function startPlay<P extends Record<string, unknown>>(
  ctx: AppContext,
  principal: Principal,
  def: StepGame<P>,
  input: { amount: number; params: P; idempotencyKey: string | undefined },
): Promise<PlayResult> {
  const userId = principal.id;
  if (input.idempotencyKey) {
    const earlier = await playByKey(ctx.db, userId, input.idempotencyKey);
    if (earlier) return replayStart(ctx, principal, def, earlier, input);
  }
  const key = input.idempotencyKey ?? randomUUID();
  try {
    const started = await ctx.db.transaction(async (tx) => {
      if (await openPlay(tx, userId, def.game, false)) throw new DomainError('round_open');
      const claim = await claimPlay(tx, userId, def.game);
      // The policy and the stake: the play's wager, settled when the play ends.
      const { wager, replayed } = await openWagerIn(tx, { userId, game: def.game, amount: input.amount, idempotencyKey: wagerKeys.stepsPlay(def.game, key), account: playAccountOf(claim) });
      // The same start committed while this one waited for the seed pair's lock: answer with that play.
      if (replayed) return null;
      const inserted = rowsOf<{ id: number }>(
        await tx.execute(sql`
          INSERT INTO steps_plays (user_id, game, amount, demo, bonus, seed_pair_id, nonce, edge_bp, max_win, params, idempotency_key, stake_posting_id, wager_id)
          VALUES (${userId}, ${def.game}, ${input.amount}, ${claim.demo}, ${claim.bonus}, ${claim.seedPairId}, ${claim.nonce}, ${claim.settings.edgeBp}, ${claim.settings.maxWin},
                  ${JSON.stringify(input.params)}::jsonb, ${key}, ${wager.stakePostingId}, ${wager.id})
          RETURNING id`),
      );
      return { id: Number(inserted[0]?.id) };
    });
    if (!started) {
      const earlier = await playByKey(ctx.db, userId, key);
      if (!earlier) throw new DomainError('retry', { status: 409 });
      return replayStart(ctx, principal, def, earlier, input);
    }
    ctx.eventsWritten();
    const play = await playById(ctx.db, started.id);
    return withUser(ctx, principal, def, play);
  } catch (error) {
    if (isUniqueViolation(error, 'steps_plays_open_idx')) throw new DomainError('round_open', { cause: error });
    if (input.idempotencyKey && (ledgerRefusalOf(error)?.reason === 'exists_with_different_terms' || isUniqueViolation(error, 'steps_plays_user_idempotency_idx'))) {
      const earlier = await playByKey(ctx.db, userId, input.idempotencyKey);
      if (earlier) return replayStart(ctx, principal, def, earlier, input);
    }
    throw error;
  }
}

/**
 * One pick (a tile or a cell; `'auto'` lets the server choose at random among
 * the allowed ones). A burning pick loses the play; the last safe pick, or
 * one that reaches the maximum win, cashes out by itself.
 */
export async function pick<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>, choice: number | 'auto'): Promise<PlayResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const play = await openPlay(tx, principal.id, def.game, true);
    if (!play) throw new DomainError('no_open_round');
    const params = json<P>(play.params as P | string);
    const picks = json<number[]>(play.picks);
    const candidates = def.candidates(params, picks);
    const chosen = choice === 'auto' ? (candidates[randomInt(candidates.length)] as number) : choice;
    def.validatePick(params, picks, chosen);
    const seeds = { serverSeed: play.server_seed, clientSeed: play.client_seed, nonce: Number(play.nonce) };
    if (!def.isSafe(seeds, params, picks, chosen)) {
      return { id: Number(play.id), bet: await finish(tx, principal, def, play, { status: 'lost', picks, lostOn: chosen, coefficient: 0, win: 0 }) };
    }
    const next = [...picks, chosen];
    const ladder = def.ladder(params, Number(play.edge_bp));
    const coefficient = ladder[next.length - 1] ?? 0;
    const reachedMaxWin = payout(Number(play.amount), coefficient) >= Number(play.max_win);
    if (next.length >= def.maxPicks(params) || reachedMaxWin) {
      return { id: Number(play.id), bet: await cashOutRow(tx, principal, def, play, next) };
    }
    await tx.execute(sql`UPDATE steps_plays SET picks = ${JSON.stringify(next)}::jsonb WHERE id = ${play.id}`);
    return { id: Number(play.id), bet: null };
  });
  return afterChange(ctx, principal, def, outcome);
}

/** Takes the coefficient reached so far; the conditional update makes a second cash-out impossible. */
export async function cashOut<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>): Promise<PlayResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const play = await openPlay(tx, principal.id, def.game, true);
    if (!play) throw new DomainError('no_open_round');
    const picks = json<number[]>(play.picks);
    if (picks.length === 0) throw new DomainError('cashout_too_early');
    return { id: Number(play.id), bet: await cashOutRow(tx, principal, def, play, picks) };
  });
  return afterChange(ctx, principal, def, outcome);
}

export async function currentPlay<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>): Promise<{ round: PlayDto | null }> {
  const play = await openPlay(ctx.db, principal.id, def.game, false);
  return { round: play ? toPlayDto(def, play) : null };
}

async function cashOutRow<P extends Record<string, unknown>>(tx: Transaction, principal: Principal, def: StepGame<P>, play: PlayRow, picks: number[]): Promise<BetRecord> {
  const params = json<P>(play.params as P | string);
  const coefficient = def.ladder(params, Number(play.edge_bp))[picks.length - 1] ?? 0;
  // A win is capped at the maximum win in force when the play started (games.md §4).
  const win = Math.min(payout(Number(play.amount), coefficient), Number(play.max_win));
  return finish(tx, principal, def, play, { status: 'cashed', picks, lostOn: null, coefficient, win });
}

/**
 * Closes the play (only if still open: row count checked) and settles its
 * wager: the win paid (none on a loss), the bet written to the history and
 * the counting, its event to the live feed.
 */
async function finish<P extends Record<string, unknown>>(
  tx: Transaction,
  principal: Principal,
  def: StepGame<P>,
  play: PlayRow,
  end: { status: 'lost' | 'cashed'; picks: number[]; lostOn: number | null; coefficient: number; win: number },
): Promise<BetRecord> {
  const closed = rowsOf<{ id: number }>(
    await tx.execute(sql`
      UPDATE steps_plays SET status = ${end.status}, picks = ${JSON.stringify(end.picks)}::jsonb, lost_on = ${end.lostOn}, coefficient = ${end.coefficient},
                        win = ${end.win}, finished_at = now()
      WHERE id = ${play.id} AND status = 'open' RETURNING id`),
  );
  if (closed.length !== 1) throw new DomainError('no_open_round');
  if (play.wager_id === null) throw new Error(`open play ${play.id} has no wager`);
  const params = json<P>(play.params as P | string);
  const seeds = { serverSeed: play.server_seed, clientSeed: play.client_seed, nonce: Number(play.nonce) };
  const outcome = { picks: end.picks, lostOn: end.lostOn, board: def.board(seeds, params) };
  const { bet } = await settleWagerIn(tx, {
    ref: { wagerId: Number(play.wager_id) }, win: end.win, coefficient: end.coefficient, params, outcome,
    origin: { source: 'seed', seedPairId: Number(play.seed_pair_id), nonce: Number(play.nonce) },
  });
  if (!bet) throw new Error(`the wager of play ${play.id} was settled already`);
  await tx.execute(sql`UPDATE steps_plays SET bet_id = ${bet.id} WHERE id = ${play.id}`);
  return {
    id: bet.id, createdAt: bet.createdAt, idempotencyKey: bet.idempotencyKey, userId: principal.id, login: principal.login, game: def.game, amount: Number(play.amount),
    win: end.win, coefficient: end.coefficient, demo: play.demo, nonce: Number(play.nonce), params, outcome, serverSeedHash: play.server_seed_hash, clientSeed: play.client_seed, serverSeed: null,
  };
}

async function afterChange<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>, outcome: { id: number; bet: BetRecord | null }): Promise<PlayResult> {
  if (outcome.bet) ctx.eventsWritten();
  const play = await playById(ctx.db, outcome.id);
  return withUser(ctx, principal, def, play);
}

async function withUser<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>, play: PlayRow): Promise<PlayResult> {
  const loaded = await loadUser(ctx.db, principal.id);
  if (!loaded) throw new Error('player vanished');
  return { round: toPlayDto(def, play), user: toUserDto(loaded.user, loaded.balances, ctx.tokens, principal.sessionId) };
}

async function playByKey(exec: Executor, userId: number, key: string): Promise<PlayRow | null> {
  return rowsOf<PlayRow>(await exec.execute(sql`${SELECT} WHERE r.user_id = ${userId} AND r.idempotency_key = ${key}`))[0] ?? null;
}

async function replayStart<P extends Record<string, unknown>>(ctx: AppContext, principal: Principal, def: StepGame<P>, earlier: PlayRow, input: { amount: number; params: P }): Promise<PlayResult> {
  const params = json<Record<string, unknown>>(earlier.params);
  const same = earlier.game === def.game && Number(earlier.amount) === input.amount && Object.entries(input.params).every(([k, v]) => params[k] === v);
  if (!same) throw new DomainError('idempotency_conflict', { status: 409 });
  return withUser(ctx, principal, def, earlier);
}

/** The play as the player sees it: the board only once it is over. */
export function toPlayDto<P extends Record<string, unknown>>(def: StepGame<P>, row: PlayRow): PlayDto {
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
  return { ...base, game: def.game, ...def.playFields(params, picks, open ? null : def.board(seeds, params)) };
}
