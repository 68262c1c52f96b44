import type { StatusesResponse, StatusSpinResponse } from '@azart/contracts';
import { STATUS_SPIN_TABLE, STATUS_SPIN_TOP_X, statusSpin } from '@azart/fairness';
import { rowsOf, sql, type Executor } from '@azart/db';
import { lockPlayerAccount } from '../ledger/index.ts';
import { depositsSince } from '../payments/index.ts';
import { userAfterChange } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { lockActiveSeedPair } from '../fairness/index.ts';
import { claimSeeds, waitParams } from './draws.ts';
import { BOOST_HOURS, extendBoost } from './rakeback.ts';
import { loadBonusSettings, type BonusSettings } from './settings.ts';
import { statusOf, statusRank } from './status.ts';
import { moscowWeekStart } from './week.ts';
import { weeklyCodeOf } from './status-codes.ts';
import { lastSpin } from './status-spin.ts';

type Player = { id: number; sessionId: string };

const HOUR_MS = 3_600_000;

function perksOf(rank: number, settings: BonusSettings) {
  const s = settings.statuses;
  return { pointsPercent: s.pointsPercent[rank] ?? s.pointsPercent[0]!, promoRewardPercent: rank === 0 ? 0 : (s.promoRewardBp[rank - 1] ?? 0) / 100, spin: rank > 0 };
}

/**
 * The deposit-points rate of the status this week's deposits reach with a
 * deposit being credited (`deposit`, kopecks, not yet counted): payments asks
 * at each deposit, so the deposit that reaches a status earns at its rate.
 */
export async function statusPointsPercent(exec: Executor, userId: number, deposit: number, now = new Date()): Promise<number> {
  const settings = await loadBonusSettings(exec);
  const status = statusOf((await depositsSince(exec, userId, moscowWeekStart(now))) + deposit, settings.statuses);
  return perksOf(statusRank(status), settings).pointsPercent;
}

/** GET /api/statuses (bonuses.md §4): the week's deposits, status, perks, the spin's multiplier and the next spin. */
export async function statusesView(exec: Executor, userId: number, now = new Date()): Promise<StatusesResponse> {
  const settings = await loadBonusSettings(exec);
  const weekStart = moscowWeekStart(now);
  const weekDeposits = await depositsSince(exec, userId, weekStart);
  const status = statusOf(weekDeposits, settings.statuses);
  const rank = statusRank(status);
  const last = await lastSpin(exec, userId);
  const nextAt = last ? new Date(last.at.getTime() + settings.statuses.spinEveryHours * HOUR_MS) : null;
  const total = STATUS_SPIN_TABLE.reduce((sum, e) => sum + e.weight, 0);
  return {
    weekDeposits,
    status,
    perks: perksOf(rank, settings),
    multiplier: last && last.until > now ? { x: last.x, until: last.until.toISOString() } : { x: 100, until: null },
    nextSpinAt: rank > 0 && nextAt && nextAt > now ? nextAt.toISOString() : null,
    weekEndsAt: new Date(weekStart.getTime() + 7 * 24 * HOUR_MS).toISOString(),
    weeklyCode: await weeklyCodeOf(exec, userId, weekStart),
    levels: (['none', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const).map((s, i) => ({ status: s, from: i === 0 ? 0 : settings.statuses.thresholds[i - 1]!, perks: perksOf(i, settings) })),
    spinTable: STATUS_SPIN_TABLE.map((e) => ({ x: e.x, chance: (e.weight * 100) / total })),
  };
}

/**
 * The status spin (POST /api/statuses/spin, bonuses.md §4): once every 6
 * hours for a player with a status this week, an extra multiplier of
 * promo-code rewards for one hour, drawn on the player's seed pair (verified
 * on the fairness page like a bet). Locks as the wheel does (seed pair, then
 * bonus account); the key `status_spin:{user}:{previous spin}` makes two
 * spins after the same one impossible even without the locks.
 */
export async function spinStatus(ctx: AppContext, player: Player, now = new Date()): Promise<StatusSpinResponse> {
  const userId = player.id;
  const spin = await ctx.db.transaction(async (tx) => {
    const settings = await loadBonusSettings(tx);
    await lockActiveSeedPair(tx, userId);
    await lockPlayerAccount(tx, userId, 'bonus');
    const status = statusOf(await depositsSince(tx, userId, moscowWeekStart(now)), settings.statuses);
    if (statusRank(status) === 0) throw new DomainError('status_spin_needs_status');
    const last = await lastSpin(tx, userId);
    if (last) {
      const left = last.at.getTime() + settings.statuses.spinEveryHours * HOUR_MS - now.getTime();
      if (left > 0) throw new DomainError('status_spin_not_ready', { params: waitParams(left), retryAfterS: Math.ceil(left / 1000) });
    }
    const seeds = await claimSeeds(tx, userId);
    const { x } = statusSpin(seeds);
    const until = new Date(now.getTime() + settings.statuses.multiplierMinutes * 60_000);
    // The top prize (×2) also brings the rakeback boost (bonuses.md §6: "given by … the status spin").
    const boostUntil = x === STATUS_SPIN_TOP_X ? await extendBoost(tx, userId, BOOST_HOURS, now) : null;
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO bonus_draws (user_id, kind, seed_pair_id, nonce, result, win, key, created_at)
        VALUES (${userId}, 'status_spin', ${seeds.seedPairId}, ${seeds.nonce}, ${JSON.stringify({ x, until: until.toISOString(), status, boostUntil })}::jsonb, 0,
                ${`status_spin:${userId}:${last?.id ?? 0}`}, ${now.toISOString()}::timestamptz)
        RETURNING id`),
    );
    return { id: Number(row!.id), x, until: until.toISOString(), boostUntil, nonce: seeds.nonce, serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed };
  });
  return { spin, statuses: await statusesView(ctx.db, userId, now), user: await userAfterChange(ctx, player) };
}
