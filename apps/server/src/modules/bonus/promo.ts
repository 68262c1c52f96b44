import type { AdminPromo, PromoActivateResponse, PromoCreateRequest } from '@azart/contracts';
import { promoCreateRequestSchema } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { postingKey, lockPlayerAccount } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { depositsSince, lastDeposit } from '../payments/index.ts';
import { userAfterChange } from '../users/index.ts';
import { DomainError, isUniqueViolation } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { requireSubscription } from '../../shared/subscriptions.ts';
import { grantBonus } from './grants.ts';
import { levelOf } from './levels.ts';
import { readLoyalty } from './loyalty.ts';
import { loadBonusSettings } from './settings.ts';
import { promoMultiplier } from './status-spin.ts';
import { extendBoost } from './rakeback.ts';
import { statusOf, statusRank } from './status.ts';
import { moscowWeekStart } from './week.ts';

type Player = { id: number; sessionId: string };

type PromoRow = {
  id: number | string; code: string; reward_kind: 'fixed' | 'percent' | 'boost'; amount: number | string; percent_bp: number; cap: number | string; boost_hours: number;
  wager_x100: number; withdrawable_bp: number; total_limit: number | null; activations: number; starts_at: string | Date | null; ends_at: string | Date | null;
  min_level: number; min_status: string | null; requires_subscription: 'vk' | 'tg' | null; user_id: number | string | null; disabled_at: string | Date | null; created_at: string | Date;
};

const codeKeyOf = (code: string) => code.trim().toUpperCase();

/**
 * Activates a promo code (POST /api/bonus/promo, bonuses.md §5). The code's
 * row is locked, so its total limit holds under any race; a player activates
 * a code once (a unique index), and the reward is a grant keyed by code and
 * player, so nothing pays twice. Refusals in the order a player can act on
 * them: unknown, not active, used up, already used, level or status too
 * low, the social subscription missing. A percent reward pays a share of the
 * last deposit (capped); a boost doubles the rakeback rate for its hours;
 * the status spin's multiplier, while it lasts, multiplies money rewards.
 * A retry with the same Idempotency-Key answers with the first activation.
 */
export async function activatePromo(ctx: AppContext, player: Player, code: string, idempotencyKey: string | undefined, now = new Date()): Promise<PromoActivateResponse> {
  const userId = player.id;
  const key = codeKeyOf(code);
  // The social provider is asked before the transaction: a network call never holds locks.
  const found = rowsOf<PromoRow>(await ctx.db.execute(sql`SELECT * FROM promo_codes WHERE code_key = ${key}`))[0];
  if (!found || (found.user_id !== null && Number(found.user_id) !== userId)) throw new DomainError('promo_unknown');
  // Refused with the spec §8 key (`vksub:`/`tgsub:`) that opens the socials modal by itself.
  if (found.requires_subscription) await requireSubscription(ctx, userId, found.requires_subscription);

  const outcome = await ctx.db.transaction(async (tx) => {
    const promo = rowsOf<PromoRow>(await tx.execute(sql`SELECT * FROM promo_codes WHERE id = ${found.id} FOR UPDATE`))[0]!;
    const promoId = Number(promo.id);
    const earlier = rowsOf<{ amount: number | string; multiplier_x100: number; idempotency_key: string | null }>(
      await tx.execute(sql`SELECT amount, multiplier_x100, idempotency_key FROM promo_activations WHERE promo_id = ${promoId} AND user_id = ${userId}`),
    )[0];
    if (earlier) {
      if (idempotencyKey !== undefined && earlier.idempotency_key === idempotencyKey) return { promo, amount: Number(earlier.amount), multiplier: earlier.multiplier_x100, boostUntil: await boostUntilOf(tx, userId) };
      throw new DomainError('promo_already_used');
    }
    if (promo.disabled_at || (promo.starts_at && new Date(promo.starts_at) > now) || (promo.ends_at && new Date(promo.ends_at) <= now)) throw new DomainError('promo_expired');
    if (promo.total_limit !== null && promo.activations >= promo.total_limit) throw new DomainError('promo_used_up');
    const settings = await loadBonusSettings(tx);
    const level = levelOf((await readLoyalty(tx, userId, settings.levels, now)).wagered, settings.levels);
    if (level < promo.min_level) throw new DomainError('promo_level_low', { params: { level: promo.min_level } });
    if (promo.min_status) {
      const status = statusOf(await depositsSince(tx, userId, moscowWeekStart(now)), settings.statuses);
      if (statusRank(status) < statusRank(promo.min_status as never)) throw new DomainError('promo_status_low', { params: { status: promo.min_status[0]!.toUpperCase() + promo.min_status.slice(1) } });
    }

    const multiplier = await promoMultiplier(tx, userId, now);
    let amount = 0;
    if (promo.reward_kind === 'fixed') amount = Number(promo.amount);
    if (promo.reward_kind === 'percent') {
      const deposit = await lastDeposit(tx, userId);
      if (!deposit) throw new DomainError('promo_no_deposit');
      const share = Math.floor((deposit.amount * promo.percent_bp) / 10_000);
      amount = Number(promo.cap) > 0 ? Math.min(share, Number(promo.cap)) : share;
    }
    amount = Math.floor((amount * multiplier) / 100);

    await lockPlayerAccount(tx, userId, 'bonus');
    await tx.execute(sql`
      INSERT INTO promo_activations (promo_id, user_id, amount, multiplier_x100, idempotency_key)
      VALUES (${promoId}, ${userId}, ${amount}, ${promo.reward_kind === 'boost' ? 100 : multiplier}, ${idempotencyKey ?? null})`);
    await tx.execute(sql`UPDATE promo_codes SET activations = activations + 1 WHERE id = ${promoId}`);
    if (amount > 0) {
      await grantBonus(tx, {
        userId, source: promo.user_id !== null ? 'status' : 'promo', amount, key: postingKey.grant.promo(promoId, userId),
        wagerX100: promo.wager_x100, withdrawableBp: promo.withdrawable_bp, expiresAt: new Date(now.getTime() + settings.grantLifetimeDays * 86_400_000),
      });
      await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
    }
    // A boost adds its hours to one still running.
    if (promo.reward_kind === 'boost') await extendBoost(tx, userId, promo.boost_hours, now);
    return { promo, amount, multiplier: promo.reward_kind === 'boost' ? 100 : multiplier, boostUntil: await boostUntilOf(tx, userId) };
  }).catch((error: unknown) => {
    // Two activations of one player raced past the check: the unique index refused the second.
    if (isUniqueViolation(error, 'promo_activations_once_idx')) throw new DomainError('promo_already_used', { cause: error });
    throw error;
  });
  return {
    user: await userAfterChange(ctx, player),
    code: outcome.promo.code,
    kind: outcome.promo.reward_kind,
    amount: outcome.amount,
    multiplier: outcome.multiplier,
    boostUntil: outcome.promo.reward_kind === 'boost' ? outcome.boostUntil : null,
  };
}

async function boostUntilOf(exec: Executor, userId: number): Promise<string | null> {
  const [row] = rowsOf<{ boost_until: string | Date | null }>(await exec.execute(sql`SELECT boost_until FROM loyalty WHERE user_id = ${userId}`));
  return row?.boost_until ? new Date(row.boost_until).toISOString() : null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toAdminPromo(row: PromoRow & { paid?: number | string | null }): AdminPromo {
  return {
    id: Number(row.id), code: row.code, rewardKind: row.reward_kind, amount: Number(row.amount), percentBp: row.percent_bp, cap: Number(row.cap), boostHours: row.boost_hours,
    wagerX100: row.wager_x100, withdrawableBp: row.withdrawable_bp, totalLimit: row.total_limit, activations: row.activations, paid: Number(row.paid ?? 0),
    startsAt: iso(row.starts_at), endsAt: iso(row.ends_at), minLevel: row.min_level, minStatus: row.min_status as AdminPromo['minStatus'],
    requiresSubscription: row.requires_subscription, userId: row.user_id === null ? null : Number(row.user_id), disabled: row.disabled_at !== null, createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Back office: creates a code (its upper-cased form unique). */
export async function createPromo(exec: Executor, input: PromoCreateRequest, createdBy: number | null, userId: number | null = null): Promise<AdminPromo> {
  const p = promoCreateRequestSchema.parse(input);
  try {
    const [row] = rowsOf<PromoRow>(
      await exec.execute(sql`
        INSERT INTO promo_codes (code, code_key, reward_kind, amount, percent_bp, cap, boost_hours, wager_x100, withdrawable_bp, total_limit, starts_at, ends_at,
                                 min_level, min_status, requires_subscription, user_id, created_by)
        VALUES (${p.code}, ${codeKeyOf(p.code)}, ${p.rewardKind}, ${p.amount}, ${p.percentBp}, ${p.cap}, ${p.boostHours}, ${p.wagerX100}, ${p.withdrawableBp}, ${p.totalLimit},
                ${p.startsAt ?? null}, ${p.endsAt ?? null}, ${p.minLevel}, ${p.minStatus}, ${p.requiresSubscription}, ${userId}, ${createdBy})
        RETURNING *`),
    );
    return toAdminPromo(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'promo_codes_code_key_idx')) throw new DomainError('promo_code_taken', { field: 'code', cause: error });
    throw error;
  }
}

/** Back office: the newest codes with their activations and what they paid. */
export async function listPromos(exec: Executor, limit = 200): Promise<AdminPromo[]> {
  const rows = rowsOf<PromoRow & { paid: number | string | null }>(
    await exec.execute(sql`
      SELECT p.*, (SELECT COALESCE(sum(a.amount), 0) FROM promo_activations a WHERE a.promo_id = p.id) AS paid
      FROM promo_codes p ORDER BY p.id DESC LIMIT ${limit}`),
  );
  return rows.map(toAdminPromo);
}

/** Back office: one code's activations, newest first. */
export async function promoActivations(exec: Executor, promoId: number, limit = 200) {
  const rows = rowsOf<{ id: number | string; user_id: number | string; login: string; amount: number | string; multiplier_x100: number; created_at: string | Date }>(
    await exec.execute(sql`
      SELECT a.id, a.user_id, u.login, a.amount, a.multiplier_x100, a.created_at
      FROM promo_activations a JOIN players u ON u.id = a.user_id WHERE a.promo_id = ${promoId} ORDER BY a.id DESC LIMIT ${limit}`),
  );
  return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id), login: r.login, amount: Number(r.amount), multiplier: r.multiplier_x100, createdAt: new Date(r.created_at).toISOString() }));
}

/** Back office: disables a code (activations stop; what was paid stays). */
export async function disablePromo(exec: Executor, promoId: number): Promise<AdminPromo> {
  const [row] = rowsOf<PromoRow>(await exec.execute(sql`UPDATE promo_codes SET disabled_at = COALESCE(disabled_at, now()) WHERE id = ${promoId} RETURNING *`));
  if (!row) throw new DomainError('not_found', { status: 404 });
  return toAdminPromo(row);
}
