import { bonusGrants, rowsOf, sql, type Executor } from '@azart/db';
import type { BonusGrant, BonusSource } from '@azart/contracts';
import { HOUSE, post } from '../ledger/index.ts';

/** bonuses.md §1: a grant expires 30 days after it was given, by default. */
export const GRANT_LIFETIME_DAYS = 30;

export type GrantTerms = {
  userId: number;
  source: BonusSource;
  amount: number;
  /** Wager multiplier in hundredths: ×3 is 300. */
  wagerX100: number;
  /** Share movable to the main balance once wagered, basis points. */
  withdrawableBp: number;
  /** The reason's key: one grant, and one posting, per key. */
  key: string;
  expiresAt?: Date;
};

export type GrantRow = typeof bonusGrants.$inferSelect;

/**
 * Credits the bonus balance from `house:bonus_expense` and records the grant,
 * inside the caller's transaction. Idempotent by `key`: a repeat with the same
 * terms returns the first grant and moves nothing; other terms under the same
 * key are refused by the ledger.
 */
export async function grantBonus(tx: Executor, terms: GrantTerms): Promise<GrantRow> {
  await post(tx, {
    key: terms.key,
    code: 'bonus_grant',
    meta: { source: terms.source },
    legs: [{ player: { userId: terms.userId, kind: 'bonus' }, amount: terms.amount }, { house: HOUSE.bonusExpense, amount: -terms.amount }],
  });
  const expiresAt = terms.expiresAt ?? new Date(Date.now() + GRANT_LIFETIME_DAYS * 86_400_000);
  const [inserted] = await tx
    .insert(bonusGrants)
    .values({ userId: terms.userId, source: terms.source, amount: terms.amount, wagerX100: terms.wagerX100, withdrawableBp: terms.withdrawableBp, key: terms.key, expiresAt, state: terms.wagerX100 === 0 ? 'completed' : 'active', completedAt: terms.wagerX100 === 0 ? new Date() : null })
    .onConflictDoNothing({ target: bonusGrants.key })
    .returning();
  if (inserted) return inserted;
  const [existing] = await tx.select().from(bonusGrants).where(sql`${bonusGrants.key} = ${terms.key}`);
  if (!existing) throw new Error(`grant ${terms.key} neither inserted nor found`);
  return existing;
}

/** What a grant needs wagered to complete. */
export const requiredOf = (grant: Pick<GrantRow, 'amount' | 'wagerX100'>): number => Math.ceil((grant.amount * grant.wagerX100) / 100);

/** The part of a completed grant that may still move to the main balance. */
export function movableOf(grant: Pick<GrantRow, 'amount' | 'withdrawableBp' | 'transferred' | 'takenBack' | 'state'>): number {
  if (grant.state !== 'completed') return 0;
  const share = Math.floor((grant.amount * grant.withdrawableBp) / 10_000);
  return Math.max(0, Math.min(share, grant.amount - grant.takenBack) - grant.transferred);
}

/**
 * Adds a settled bonus-balance bet's stake to the player's active grants,
 * oldest first (bonuses.md §1), completing each whose wager is reached.
 * Inside the bet's transaction (or an idempotent follow-up of it); the
 * caller holds the player's bonus account lock, so grants of one player are
 * never updated by two bets at once.
 */
export async function applyWagering(tx: Executor, userId: number, stake: number): Promise<void> {
  let left = stake;
  const active = await tx.select().from(bonusGrants).where(sql`${bonusGrants.userId} = ${userId} AND ${bonusGrants.state} = 'active'`).orderBy(bonusGrants.id);
  for (const grant of active) {
    if (left <= 0) break;
    const needed = requiredOf(grant) - grant.wagered;
    const used = Math.min(left, Math.max(0, needed));
    left -= used;
    const complete = grant.wagered + used >= requiredOf(grant);
    await tx.execute(sql`UPDATE bonus_grants SET wagered = wagered + ${used}, state = ${complete ? 'completed' : 'active'}, completed_at = ${complete ? sql`now()` : sql`NULL`} WHERE id = ${grant.id}`);
  }
}

export function toGrantDto(grant: GrantRow): BonusGrant {
  return {
    id: grant.id,
    source: grant.source as BonusSource,
    amount: grant.amount,
    wager: grant.wagerX100 / 100,
    progress: Math.min(grant.wagered, requiredOf(grant)),
    required: requiredOf(grant),
    withdrawable: grant.withdrawableBp / 100,
    state: grant.state as BonusGrant['state'],
    expiresAt: grant.expiresAt.toISOString(),
  };
}

export async function grantsOf(exec: Executor, userId: number, limit = 50): Promise<GrantRow[]> {
  return exec.select().from(bonusGrants).where(sql`${bonusGrants.userId} = ${userId}`).orderBy(sql`${bonusGrants.id} DESC`).limit(limit);
}

/** Kopecks the wallet transfer can move now: completed grants' movable shares, never more than the bonus balance. */
export async function transferableOf(exec: Executor, userId: number, bonusBalance: number): Promise<number> {
  const completed = await exec.select().from(bonusGrants).where(sql`${bonusGrants.userId} = ${userId} AND ${bonusGrants.state} = 'completed'`);
  return Math.min(bonusBalance, completed.reduce((sum, g) => sum + movableOf(g), 0));
}

/** Whether a grant under this key exists (a once-only gift already given). */
export async function grantExists(exec: Executor, key: string): Promise<boolean> {
  return rowsOf(await exec.execute(sql`SELECT 1 FROM bonus_grants WHERE key = ${key}`)).length > 0;
}
