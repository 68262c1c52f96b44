import { BROADCAST_CHANNEL, type User, type WheelMySpin, type WheelSpin, type WheelState, type WheelWinsResponse } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { WHEEL_TOP_X, wheelSpin, wheelWin } from '@azart/fairness';
import { postingKey, lockPlayerAccount } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { userAfterChange } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import { lockActiveSeedPair } from '../fairness/index.ts';
import { claimSeeds, waitParams } from './draws.ts';
import type { AppContext } from '../../shared/context.ts';
import { grantBonus } from './grants.ts';
import { moscowDay, readLoyalty } from './loyalty.ts';
import { loadBonusSettings, type BonusSettings } from './settings.ts';

/**
 * The daily wheel of fortune (bonuses.md §3, docs/games/wheel.md): one spin
 * per `wheel.intervalHours`, drawn on the player's seed pair at its next
 * nonce (like a bet, so the fairness page verifies it), the win credited to
 * the bonus balance as a `wheel` grant and announced on `broadcast`.
 *
 * Times are this process's clock (`now`), written into the draw row too, so
 * the 24-hour rule compares one clock with itself (and tests can move it).
 */

type Player = { id: number; sessionId: string };
const HOUR_MS = 3_600_000;
/** Wins in the public strip. */
export const WHEEL_WINS_LIMIT = 20;
/** Own spins listed under the wheel. */
export const WHEEL_MY_LIMIT = 20;

/**
 * The base a spin multiplies, kopecks: the MaxWin points' share in whole
 * coins (rounded down, so every multiplier's payout is exact), at least
 * `minBase`, at most the level's cap.
 */
export function wheelBase(maxWinPoints: number, level: number, settings: Pick<BonusSettings, 'wheel' | 'levels'>): number {
  const caps = settings.levels.wheelCaps;
  const cap = caps[Math.min(Math.max(level, 1), caps.length) - 1] ?? settings.wheel.minBase;
  const fromPoints = Math.floor((maxWinPoints * settings.wheel.baseBpOfPoints) / 10_000) * 100;
  return Math.min(cap, Math.max(settings.wheel.minBase, fromPoints));
}

type DrawRow = {
  id: number; nonce: number; win: number; result: { segment: number; x: number; base: number; idempotencyKey?: string } | string; created_at: string | Date;
  server_seed_hash: string; client_seed: string; server_seed?: string | null;
};

const resultOf = (row: DrawRow) => (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as { segment: number; x: number; base: number; idempotencyKey?: string };
const nextSpinAt = (last: Date, settings: BonusSettings) => new Date(last.getTime() + settings.wheel.intervalHours * HOUR_MS);

function toSpin(row: DrawRow, settings: BonusSettings): WheelSpin {
  const result = resultOf(row);
  const createdAt = new Date(row.created_at);
  return {
    id: Number(row.id), segment: result.segment, x: result.x, base: result.base, win: Number(row.win), nonce: Number(row.nonce),
    serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, createdAt: createdAt.toISOString(), nextAt: nextSpinAt(createdAt, settings).toISOString(),
  };
}

/** The draw's columns with its seed pair's commitment (and, once the pair is rotated, its server seed). */
const drawColumns = sql`d.id, d.nonce, d.win, d.result, d.created_at, p.server_seed_hash, p.client_seed, p.server_seed`;

async function lastSpinAt(exec: Executor, userId: number): Promise<{ id: number; createdAt: Date } | null> {
  const [row] = rowsOf<{ id: number; created_at: string | Date }>(
    await exec.execute(sql`SELECT id, created_at FROM bonus_draws WHERE user_id = ${userId} AND kind = 'wheel' ORDER BY id DESC LIMIT 1`),
  );
  return row ? { id: Number(row.id), createdAt: new Date(row.created_at) } : null;
}

/** Start of the Moscow calendar day that holds `now` ("today" is Moscow's, spec). */
const moscowDayStart = (now: Date) => new Date(`${moscowDay(now)}T00:00:00+03:00`);

/** Kopecks the wheel paid today (Moscow day), all players. */
async function paidToday(exec: Executor, now: Date): Promise<number> {
  const [row] = rowsOf<{ total: number | string }>(
    await exec.execute(sql`SELECT COALESCE(sum(win), 0) AS total FROM bonus_draws WHERE kind = 'wheel' AND created_at >= ${moscowDayStart(now).toISOString()}::timestamptz`),
  );
  return Number(row?.total ?? 0);
}

/**
 * The wheel's part of GET /api/bonus: when the next spin may be made (null:
 * now), the largest win a spin could pay now (base × x50, kopecks) and the
 * player's level.
 */
export async function wheelState(exec: Executor, userId: number, settings: BonusSettings, now = new Date()): Promise<WheelState> {
  const [loyalty, last] = await Promise.all([readLoyalty(exec, userId, settings.levels, now), lastSpinAt(exec, userId)]);
  const next = last ? nextSpinAt(last.createdAt, settings) : null;
  return {
    nextAt: next && next > now ? next.toISOString() : null,
    maxWin: wheelWin(wheelBase(loyalty.maxWinPoints, loyalty.level, settings), WHEEL_TOP_X),
    level: loyalty.level,
  };
}

/**
 * One spin (POST /api/bonus/wheel/spin). One transaction, locks in the order
 * a bet takes them — the seed pair (a bet's nonce claim), then the bonus
 * account (its ledger posting) — so a spin and a bet of the same player
 * never deadlock; with both held, the previous spin read here is the latest
 * there can be. Of concurrent spins one draws and the others are refused.
 * The key `wheel:{user}:{previous spin id}` (unique in bonus_draws, and the
 * grant's and posting's key) makes a second spin after the same previous
 * one impossible to store or pay even without the locks. A request whose
 * Idempotency-Key already made a spin gets that spin back.
 */
export async function spinWheel(ctx: AppContext, player: Player, idempotencyKey: string | undefined, now = new Date()): Promise<{ spin: WheelSpin; user: User }> {
  const userId = player.id;
  const spin = await ctx.db.transaction(async (tx) => {
    const settings = await loadBonusSettings(tx);
    await lockActiveSeedPair(tx, userId);
    await lockPlayerAccount(tx, userId, 'bonus');
    if (idempotencyKey !== undefined) {
      const [done] = rowsOf<DrawRow>(
        await tx.execute(sql`
          SELECT ${drawColumns} FROM bonus_draws d JOIN seed_reveals p ON p.id = d.seed_pair_id
          WHERE d.user_id = ${userId} AND d.kind = 'wheel' AND d.result->>'idempotencyKey' = ${idempotencyKey}
          ORDER BY d.id DESC LIMIT 1`),
      );
      if (done) return toSpin(done, settings);
    }
    const last = await lastSpinAt(tx, userId);
    if (last) {
      const left = nextSpinAt(last.createdAt, settings).getTime() - now.getTime();
      // Whole minutes, rounded up: "0 h 0 min" is never said while a spin is still refused.
      if (left > 0) throw new DomainError('wheel_not_ready', { params: waitParams(left), retryAfterS: Math.ceil(left / 1000) });
    }

    const seeds = await claimSeeds(tx, userId);
    const nonce = seeds.nonce;
    const loyalty = await readLoyalty(tx, userId, settings.levels, now);
    const base = wheelBase(loyalty.maxWinPoints, loyalty.level, settings);
    const drawn = wheelSpin({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce });
    const win = wheelWin(base, drawn.x);
    const key = postingKey.grant.wheel(userId, last?.id ?? 0);
    const result = { segment: drawn.segment, x: drawn.x, base, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) };

    const [inserted] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO bonus_draws (user_id, kind, seed_pair_id, nonce, result, win, key, created_at)
        VALUES (${userId}, 'wheel', ${seeds.seedPairId}, ${nonce}, ${JSON.stringify(result)}::jsonb, ${win}, ${key}, ${now.toISOString()}::timestamptz)
        RETURNING id`),
    );
    const id = Number(inserted!.id);
    // Every spin pays at least 1 coin (wheelWin), whatever base an administrator set: always a grant.
    await grantBonus(tx, { userId, source: 'wheel', key, ...settings.grantTerms.wheel, amount: win, expiresAt: new Date(now.getTime() + settings.grantLifetimeDays * 86_400_000) });
    const [who] = rowsOf<{ login: string }>(await tx.execute(sql`SELECT login FROM players WHERE id = ${userId}`));
    const allwin = await paidToday(tx, now);
    await emit(tx, [
      { type: 'balance_changed', payload: { userId } },
      { type: 'push', payload: { channel: BROADCAST_CHANNEL, data: { luckywheel: { allwin, winmoney: win, x: drawn.x, id, login: who?.login ?? '', createdAt: now.toISOString() } } } },
    ]);
    return toSpin({ id, nonce, win, result, created_at: now, server_seed_hash: seeds.serverSeedHash, client_seed: seeds.clientSeed }, settings);
  });
  return { spin, user: await userAfterChange(ctx, player) };
}

/** The public strip's first state: the latest wins (by time: the (kind, created_at) index) and what the wheel paid today. */
export async function wheelWins(exec: Executor, now = new Date(), limit = WHEEL_WINS_LIMIT): Promise<WheelWinsResponse> {
  const [rows, allwin] = await Promise.all([
    exec.execute(sql`
      SELECT d.id, u.login, d.win, d.result->>'x' AS x, d.created_at
      FROM bonus_draws d JOIN players u ON u.id = d.user_id
      WHERE d.kind = 'wheel' ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit}`),
    paidToday(exec, now),
  ]);
  const wins = rowsOf<{ id: number; login: string; win: number; x: string; created_at: string | Date }>(rows).map((r) => ({
    id: Number(r.id), login: r.login, win: Number(r.win), x: Number(r.x), createdAt: new Date(r.created_at).toISOString(),
  }));
  return { wins, allwin };
}

/** The player's own spins, newest first, with what the fairness page needs (the server seed once revealed). */
export async function mySpins(exec: Executor, userId: number, limit = WHEEL_MY_LIMIT): Promise<WheelMySpin[]> {
  const rows = rowsOf<DrawRow>(
    await exec.execute(sql`
      SELECT ${drawColumns} FROM bonus_draws d JOIN seed_reveals p ON p.id = d.seed_pair_id
      WHERE d.user_id = ${userId} AND d.kind = 'wheel' ORDER BY d.id DESC LIMIT ${limit}`),
  );
  return rows.map((row) => {
    const result = resultOf(row);
    return {
      id: Number(row.id), segment: result.segment, x: result.x, base: result.base, win: Number(row.win), nonce: Number(row.nonce),
      serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, createdAt: new Date(row.created_at).toISOString(), serverSeed: row.server_seed ?? null,
    };
  });
}
