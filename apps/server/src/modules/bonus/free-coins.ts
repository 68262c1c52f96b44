import { type MessageCode, type MessageParams, type User } from '@azart/contracts';
import { bonusDraws, rowsOf, sql, type Executor } from '@azart/db';
import { freeCoinsDraw } from '@azart/fairness';
import { lockPlayerAccount, playerBalances } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { userAfterChange } from '../users/index.ts';
import { claimNextNonceCte } from '../fairness/index.ts';
import { hasOpenPlay } from '../games/index.ts';
import { hasWaitingWithdrawal } from '../payments/index.ts';
import { hasUnsettledRoundBet } from '../rounds/index.ts';
import { answerCaptcha, captchaLockedUntil, issueCaptcha, type CaptchaAnswer } from '../captcha/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { grantBonus } from './grants.ts';
import { loadBonusSettings, type BonusSettings } from './settings.ts';

/**
 * Free coins, the "minutes bonus" (bonuses.md §2, issue 13 item 3): a player
 * whose main + bonus balance is below 1 coin, with no money in play, may
 * claim a random 1–10 coins to the bonus balance once every 10 minutes
 * (the numbers are settings), each claim behind an image-rotation captcha.
 * The coins are drawn on the player's seed pair at the next nonce, like a
 * bet, and recorded in `bonus_draws` so the draw can be verified.
 */

type Player = { id: number; sessionId: string };

export const FREE_COINS_PURPOSE = 'free_coins';
const MINUTE_MS = 60_000;

type Refusal = { code: MessageCode; params?: MessageParams; retryAfterS?: number };

const refuse = (refusal: Refusal): DomainError => new DomainError(refusal.code, { params: refusal.params, retryAfterS: refusal.retryAfterS });

const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / MINUTE_MS));
const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * What stands between the player and a claim now, if anything, and when the
 * wait after the last claim ends. The wait is reported first (its countdown
 * is what the player can act on), then the balance, then money in play: an
 * open own-game round, a round-game bet not yet settled, or a withdrawal
 * still under way — each would bring money back that a claim ignored
 * (a player could otherwise empty the balance into a cancellable
 * withdrawal, claim, and cancel). Demo play holds no money.
 */
async function availability(exec: Executor, userId: number, settings: BonusSettings, now: Date): Promise<{ refusal: Refusal | null; nextAt: Date | null }> {
  const last = rowsOf<{ created_at: string | Date }>(
    await exec.execute(sql`SELECT created_at FROM bonus_draws WHERE user_id = ${userId} AND kind = 'free_coins' ORDER BY id DESC LIMIT 1`),
  )[0];
  // Other modules' state through their own read functions: the balances (ledger), money in play (games,
  // rounds) and a withdrawal under way (payments).
  const balances = await playerBalances(exec, userId);
  const inPlay = (await hasOpenPlay(exec, userId, { realMoney: true })) || (await hasUnsettledRoundBet(exec, userId, { realMoney: true }));
  const withdrawing = await hasWaitingWithdrawal(exec, userId);
  const { intervalMinutes, belowBalance } = settings.freeCoins;
  const waitEnds = last ? new Date(new Date(last.created_at).getTime() + intervalMinutes * MINUTE_MS) : null;
  const nextAt = waitEnds && waitEnds > now ? waitEnds : null;
  const refusal: Refusal | null =
    nextAt ? { code: 'free_coins_wait', params: { minutes: minutesUntil(nextAt, now) }, retryAfterS: secondsUntil(nextAt, now) }
    : balances.main + balances.bonus >= belowBalance ? { code: 'free_coins_balance', params: { amount: { coins: belowBalance } } }
    : inPlay ? { code: 'free_coins_in_play' }
    : withdrawing ? { code: 'free_coins_withdrawal' }
    : null;
  return { refusal, nextAt };
}

/** For GET /api/bonus: whether the player can claim now, and when the wait after the last claim ends (null: no wait). */
export async function freeCoinsState(exec: Executor, userId: number, settings: BonusSettings, now: Date = new Date()): Promise<{ available: boolean; nextAt: string | null }> {
  const { refusal, nextAt } = await availability(exec, userId, settings, now);
  return { available: refusal === null, nextAt: nextAt?.toISOString() ?? null };
}

async function lockRefusal(exec: Executor, userId: number, settings: BonusSettings, now: Date): Promise<Refusal | null> {
  const until = await captchaLockedUntil(exec, { userId, purpose: FREE_COINS_PURPOSE, wrongPerHour: settings.captcha.wrongPerHour, now });
  return until ? { code: 'captcha_locked', params: { minutes: minutesUntil(until, now) }, retryAfterS: secondsUntil(until, now) } : null;
}

/**
 * A captcha for the next claim. Refused up front when the claim would be
 * (locked, waiting, balance, money in play), so no picture is drawn for
 * nothing; the claim checks everything again.
 */
export async function freeCoinsCaptcha(ctx: AppContext, userId: number, now: Date = new Date()): Promise<{ id: string; image: string }> {
  const settings = await loadBonusSettings(ctx.db);
  const refusal = (await lockRefusal(ctx.db, userId, settings, now)) ?? (await availability(ctx.db, userId, settings, now)).refusal;
  if (refusal) throw refuse(refusal);
  const { id, image } = await issueCaptcha(ctx.db, {
    userId, purpose: FREE_COINS_PURPOSE, lifetimeSeconds: settings.captcha.lifetimeSeconds, toleranceDegrees: settings.captcha.toleranceDegrees, now,
  });
  return { id, image };
}

const ANSWER_REFUSALS: Record<Exclude<CaptchaAnswer, 'solved'>, MessageCode> = {
  wrong: 'captcha_wrong',
  expired: 'captcha_expired',
  used: 'captcha_used',
  unknown: 'captcha_invalid',
};

type DrawRow = typeof bonusDraws.$inferSelect;

/**
 * Claims free coins with a captcha answer, in one transaction that starts by
 * locking the player's bonus account: a player's claims run one after the
 * other, so twenty at once pay once and the rest meet the wait. Under the
 * lock: a retry with the same Idempotency-Key gets the first answer; then the
 * lock of wrong answers, the availability, and the captcha (used up here,
 * right or wrong — a wrong answer commits as such and is refused after the
 * commit); then the nonce, the draw, its record, the grant and the balance
 * push. The draw's key is also the grant's and the ledger posting's.
 */
export async function claimFreeCoins(
  ctx: AppContext,
  player: Player,
  input: { captchaId: string; angle: number },
  idempotencyKey: string | undefined,
  at?: Date,
): Promise<{ amount: number; user: User }> {
  const userId = player.id;
  // One payout per captcha; with an Idempotency-Key, one per request key (its retry finds the first draw).
  const key = idempotencyKey ? `free_coins:${userId}:request:${idempotencyKey}` : `free_coins:${userId}:captcha:${input.captchaId}`;
  const outcome = await ctx.db.transaction(async (tx): Promise<{ draw: DrawRow } | { refusal: Refusal }> => {
    await lockPlayerAccount(tx, userId, 'bonus');
    // The clock is read under the lock: a claim that waited for another one is never dated before it.
    const now = at ?? new Date();
    const settings = await loadBonusSettings(tx);
    if (idempotencyKey) {
      const [earlier] = await tx.select().from(bonusDraws).where(sql`${bonusDraws.key} = ${key}`);
      if (earlier) return { draw: earlier };
    }
    const locked = await lockRefusal(tx, userId, settings, now);
    if (locked) return { refusal: locked };
    const { refusal } = await availability(tx, userId, settings, now);
    if (refusal) return { refusal };

    const answer = await answerCaptcha(tx, { id: input.captchaId, userId, purpose: FREE_COINS_PURPOSE, angle: input.angle, toleranceDegrees: settings.captcha.toleranceDegrees, now });
    if (answer !== 'solved') {
      // The answer that completes a run of wrong ones says so at once, rather than at the next try.
      const lockedNow = answer === 'wrong' ? await lockRefusal(tx, userId, settings, now) : null;
      return { refusal: lockedNow ?? { code: ANSWER_REFUSALS[answer] } };
    }

    const seeds = await claimNonce(tx, userId);
    const { minCoins, maxCoins } = settings.freeCoins;
    const { coins } = freeCoinsDraw({ serverSeed: seeds.server_seed, clientSeed: seeds.client_seed, nonce: Number(seeds.nonce) }, minCoins, maxCoins);
    const amount = coins * 100;
    const [draw] = await tx
      .insert(bonusDraws)
      // The range goes with the result: the fairness page recomputes the draw with the settings it was made under.
      .values({ userId, kind: 'free_coins', seedPairId: Number(seeds.seed_pair_id), nonce: Number(seeds.nonce), result: { coins, min: minCoins, max: maxCoins }, win: amount, key, createdAt: now })
      .returning();
    await grantBonus(tx, { userId, source: 'free_coins', amount, key, ...settings.grantTerms.free_coins, expiresAt: new Date(now.getTime() + settings.grantLifetimeDays * 86_400_000) });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
    return { draw: draw! };
  });
  if ('refusal' in outcome) throw refuse(outcome.refusal);
  return { amount: outcome.draw.win, user: await userAfterChange(ctx, player) };
}

type SeedRow = { seed_pair_id: number | string; server_seed: string; client_seed: string; nonce: number | string };

/**
 * Takes the next nonce of the player's active seed pair, as a bet does. Only
 * a seed rotation committed while the update waited leaves no active pair in
 * its snapshot; the next statement sees the new one.
 */
async function claimNonce(tx: Executor, userId: number): Promise<SeedRow> {
  for (let tries = 0; tries < 3; tries++) {
    const row = rowsOf<SeedRow>(await tx.execute(sql`WITH ${claimNextNonceCte(userId)} SELECT seed_pair_id, server_seed, client_seed, nonce FROM fairness_seeds`))[0];
    if (row) return row;
  }
  throw new DomainError('retry', { status: 409 });
}
