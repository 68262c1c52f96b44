import { bonusGrants, sql, type Database, type Executor } from '@azart/db';
import { postingKey, HOUSE, lockPlayerAccount, post } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';

/** Grants handled per run: a backlog is worked off over a few runs, each transaction short. */
const BATCH = 200;

/**
 * Takes back what is left of expired grants (bonuses.md §1): for each active
 * grant past its expiry, the part not moved to main — but never more than the
 * bonus balance holds — returns to `house:bonus_expense`, and the grant is
 * marked expired. A scheduled job; each grant in its own transaction with its
 * row and the player's bonus account locked, keyed by the grant, so two
 * processes or a rerun after a crash never take back twice.
 */
export async function expireGrants(db: Database, now: Date = new Date()): Promise<number> {
  const due = await db.select({ id: bonusGrants.id, userId: bonusGrants.userId }).from(bonusGrants).where(sql`${bonusGrants.state} = 'active' AND ${bonusGrants.expiresAt} <= ${now}`).orderBy(bonusGrants.id).limit(BATCH);
  let expired = 0;
  for (const { id, userId } of due) {
    if (await db.transaction((tx) => takeBack(tx, id, userId, ['active'], 'expiry')) !== null) expired += 1;
  }
  return expired;
}

/**
 * Ends a grant and takes back what is left of it (never more than the bonus
 * balance holds) to `house:bonus_expense`: at expiry (active grants), or
 * when the back office cancels one (active or completed). In the caller's
 * transaction; keyed by the grant, so a grant is taken back once whatever
 * ends it. Returns the kopecks taken back, null when the grant was not in
 * one of `states`.
 */
export async function takeBack(tx: Executor, grantId: number, userId: number, states: readonly ('active' | 'completed')[], reason: 'expiry' | 'cancel'): Promise<number | null> {
  const bonus = await lockPlayerAccount(tx, userId, 'bonus');
  const [grant] = await tx.select().from(bonusGrants).where(sql`${bonusGrants.id} = ${grantId} AND ${bonusGrants.userId} = ${userId}`).for('update');
  if (!grant || !(states as readonly string[]).includes(grant.state)) return null;
  const back = Math.min(bonus, grant.amount - grant.transferred - grant.takenBack);
  if (back > 0) {
    await post(tx, { key: postingKey.bonusExpiry(grant.id), code: 'bonus_expiry', meta: { grant: grant.id, reason }, legs: [{ player: { userId, kind: 'bonus' }, amount: -back, require: back }, { house: HOUSE.bonusExpense, amount: back }] });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
  }
  await tx.execute(sql`UPDATE bonus_grants SET state = 'expired', taken_back = taken_back + ${back} WHERE id = ${grant.id}`);
  return back;
}
