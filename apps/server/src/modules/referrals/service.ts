import { randomBytes } from 'node:crypto';
import { REFERRAL_PERCENT, type Locale, type RefsResponse } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { postingKey, HOUSE, post } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { shareFingerprint } from '../users/index.ts';
import { DomainError, isUniqueViolation } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';

/**
 * The referral programme (bonuses.md §9): codes, hits, bindings with the
 * self-referral check, the 3 % reward on a referral's deposit and the
 * referrer's statistics.
 */

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code;
}

/**
 * The player's code, made on first use (new players get it at registration,
 * older accounts when they first open the referrals page). `ip` records
 * where the owner was seen, for the self-referral check. 32⁸ codes: a clash
 * is rare, and the unique index turns it into another try.
 */
export async function ensureCode(exec: Executor, userId: number, ip: string | null): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = rowsOf<{ code: string }>(
        await exec.execute(sql`
          INSERT INTO referral_codes (user_id, code, ip) VALUES (${userId}, ${newCode()}, ${ip})
          ON CONFLICT (user_id) DO UPDATE SET ip = COALESCE(EXCLUDED.ip, referral_codes.ip)
          RETURNING code`),
      );
      return row!.code;
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'referral_codes_code_idx')) continue;
      throw error;
    }
  }
}

type Owner = { userId: number; ip: string | null; loginKey: string };

async function ownerOf(exec: Executor, code: string): Promise<Owner | null> {
  const [row] = rowsOf<{ user_id: number; ip: string | null; login_key: string }>(
    await exec.execute(sql`SELECT rc.user_id, rc.ip, u.login_key FROM referral_codes rc JOIN players u ON u.id = rc.user_id WHERE rc.code = ${code}`),
  );
  return row ? { userId: Number(row.user_id), ip: row.ip, loginKey: row.login_key } : null;
}

/** A visit of `/refs/{code}` (the guard's report): counted for the owner's monthly hits, with the visitor's browser fingerprint when reported. */
export async function recordHit(exec: Executor, code: string, referer: string | null, ip: string | null, visitorId: string | null = null): Promise<void> {
  const owner = await ownerOf(exec, code);
  if (!owner) throw new DomainError('ref_code_unknown', { status: 404 });
  await exec.execute(sql`INSERT INTO referral_hits (referrer_id, referer, ip, visitor_id) VALUES (${owner.userId}, ${referer || null}, ${ip}, ${visitorId})`);
}

export type RefusalReason = 'same_account' | 'same_device' | 'same_ip' | 'same_fingerprint' | 'cycle';
export type BindResult = { bound: true; referrerId: number } | { bound: false; refused: RefusalReason | 'already_bound' };

export type BindRequest = {
  userId: number;
  code: string;
  via: 'registration' | 'activation';
  ip: string | null;
  /** The device id of the browser's device cookie, whatever account it was issued for (kept with the binding). */
  device: string | null;
  /** Whether the browser holds a genuine device cookie of the referrer's account: the same device. */
  sameDeviceAs(loginKey: string): boolean;
};

/**
 * Binds a player to the code's owner, once and for good (bonuses.md §9).
 * Refused, and the refusal logged (table and log), when it is the same
 * account, the browser is one that signed in to the referrer's account, the
 * address is the one the referrer was last seen from, the two accounts were
 * seen on the same browser fingerprint (issue 23 item 7: the registration
 * records the new account's before this runs), or the referrer is this
 * player's own referral. Each step is one statement: a refusal is
 * recorded even when the caller answers with an error, and two bindings
 * racing settle on the primary key.
 */
export async function bind(ctx: AppContext, input: BindRequest): Promise<BindResult> {
  const owner = await ownerOf(ctx.db, input.code);
  if (!owner) throw new DomainError('ref_code_unknown', { status: 404 });
  const refused: RefusalReason | null =
    owner.userId === input.userId ? 'same_account'
    : input.sameDeviceAs(owner.loginKey) ? 'same_device'
    : input.ip && owner.ip === input.ip ? 'same_ip'
    : (await shareFingerprint(ctx.db, input.userId, owner.userId)) ? 'same_fingerprint'
    : (await referrerOf(ctx.db, owner.userId)) === input.userId ? 'cycle'
    : null;
  if (refused) {
    await ctx.db.execute(sql`
      INSERT INTO referral_refusals (referrer_id, user_id, reason, via, ip, device)
      VALUES (${owner.userId}, ${input.userId}, ${refused}, ${input.via}, ${input.ip}, ${input.device})`);
    ctx.log.warn({ referrer: owner.userId, user: input.userId, reason: refused, via: input.via }, 'self-referral refused');
    return { bound: false, refused };
  }
  await ctx.db.execute(sql`
    INSERT INTO referral_bindings (user_id, referrer_id, via, ip, device)
    VALUES (${input.userId}, ${owner.userId}, ${input.via}, ${input.ip}, ${input.device})
    ON CONFLICT (user_id) DO NOTHING`);
  const referrer = await referrerOf(ctx.db, input.userId);
  return referrer === owner.userId ? { bound: true, referrerId: owner.userId } : { bound: false, refused: 'already_bound' };
}

async function referrerOf(exec: Executor, userId: number): Promise<number | null> {
  const [row] = rowsOf<{ referrer_id: number }>(await exec.execute(sql`SELECT referrer_id FROM referral_bindings WHERE user_id = ${userId}`));
  return row ? Number(row.referrer_id) : null;
}

/**
 * 3 % of a referral's successful deposit to the referrer's main balance,
 * from `house:referral_expense` (bonuses.md §9). Called by the cashier in
 * the deposit's own transaction, after the deposit's status has moved to
 * success (which happens once); the reward's row (keyed by the deposit) and
 * the posting key `referral:{depositId}` make a second call a no-op anyway.
 */
export async function rewardDeposit(exec: Executor, deposit: { id: number; userId: number; amount: number }): Promise<void> {
  const referrerId = await referrerOf(exec, deposit.userId);
  if (referrerId === null) return;
  const amount = Math.floor((deposit.amount * REFERRAL_PERCENT) / 100);
  if (amount <= 0) return;
  const [posted] = await post(exec, {
    key: postingKey.referral(deposit.id),
    code: 'referral_reward',
    meta: { deposit: deposit.id, referral: deposit.userId },
    legs: [{ player: { userId: referrerId, kind: 'main' }, amount }, { house: HOUSE.referralExpense, amount: -amount }],
  });
  if (!posted || posted.duplicate) return;
  await exec.execute(sql`
    INSERT INTO referral_rewards (deposit_id, referrer_id, referral_id, deposit, amount, posting_id)
    VALUES (${deposit.id}, ${referrerId}, ${deposit.userId}, ${deposit.amount}, ${amount}, ${posted.postingId})`);
  await emit(exec, [{ type: 'balance_changed', payload: { userId: referrerId } }]);
}

/** The player's own link and statistics (`GET /api/refs`); periods and months in Moscow time, as the rest of the site counts days. */
export async function referralStats(ctx: AppContext, userId: number, locale: Locale, ip: string | null): Promise<RefsResponse> {
  const code = await ensureCode(ctx.db, userId, ip);
  const [totals] = rowsOf<{ count: number; earned: string | number; day: string | number; week: string | number; month: string | number }>(
    await ctx.db.execute(sql`
      WITH now_msk AS (SELECT now() AT TIME ZONE 'Europe/Moscow' AS t)
      SELECT
        (SELECT count(*)::int FROM referral_bindings WHERE referrer_id = ${userId}) AS count,
        COALESCE(sum(r.amount), 0) AS earned,
        COALESCE(sum(r.amount) FILTER (WHERE r.created_at AT TIME ZONE 'Europe/Moscow' >= date_trunc('day', (SELECT t FROM now_msk))), 0) AS day,
        COALESCE(sum(r.amount) FILTER (WHERE r.created_at AT TIME ZONE 'Europe/Moscow' >= date_trunc('week', (SELECT t FROM now_msk))), 0) AS week,
        COALESCE(sum(r.amount) FILTER (WHERE r.created_at AT TIME ZONE 'Europe/Moscow' >= date_trunc('month', (SELECT t FROM now_msk))), 0) AS month
      FROM referral_rewards r WHERE r.referrer_id = ${userId}`),
  );
  const monthly = rowsOf<{ month: string; hits: number; registrations: number; depositors: number; earned: string | number }>(
    await ctx.db.execute(sql`
      WITH months AS (
        SELECT generate_series(date_trunc('month', now() AT TIME ZONE 'Europe/Moscow') - interval '11 months', date_trunc('month', now() AT TIME ZONE 'Europe/Moscow'), interval '1 month') AS m
      ),
      since AS (SELECT (min(m) AT TIME ZONE 'Europe/Moscow') AS t FROM months),
      hits AS (
        SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Moscow') AS m, count(*)::int AS n
        FROM referral_hits WHERE referrer_id = ${userId} AND created_at >= (SELECT t FROM since) GROUP BY 1
      ),
      regs AS (
        SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Moscow') AS m, count(*)::int AS n
        FROM referral_bindings WHERE referrer_id = ${userId} AND created_at >= (SELECT t FROM since) GROUP BY 1
      ),
      rewards AS (
        SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Moscow') AS m, count(DISTINCT referral_id)::int AS depositors, sum(amount) AS earned
        FROM referral_rewards WHERE referrer_id = ${userId} AND created_at >= (SELECT t FROM since) GROUP BY 1
      )
      SELECT to_char(months.m, 'YYYY-MM') AS month, COALESCE(hits.n, 0) AS hits, COALESCE(regs.n, 0) AS registrations,
             COALESCE(rewards.depositors, 0) AS depositors, COALESCE(rewards.earned, 0) AS earned
      FROM months LEFT JOIN hits ON hits.m = months.m LEFT JOIN regs ON regs.m = months.m LEFT JOIN rewards ON rewards.m = months.m
      ORDER BY months.m`),
  );
  return {
    link: `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/refs/${code}`,
    code,
    count: Number(totals?.count ?? 0),
    earned: Number(totals?.earned ?? 0),
    periods: { day: Number(totals?.day ?? 0), week: Number(totals?.week ?? 0), month: Number(totals?.month ?? 0) },
    monthly: monthly.map((m) => ({ month: m.month, hits: Number(m.hits), registrations: Number(m.registrations), depositors: Number(m.depositors), earned: Number(m.earned) })),
  };
}
