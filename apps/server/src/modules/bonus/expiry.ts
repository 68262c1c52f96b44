import { bonusGrants, sql, type Database } from '@azart/db';
import { lockPlayerAccount, post } from '../ledger/index.ts';
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
    await db.transaction(async (tx) => {
      const bonus = await lockPlayerAccount(tx, userId, 'bonus');
      const [grant] = await tx.select().from(bonusGrants).where(sql`${bonusGrants.id} = ${id} AND ${bonusGrants.state} = 'active'`).for('update');
      if (!grant) return;
      const back = Math.min(bonus, grant.amount - grant.transferred - grant.takenBack);
      if (back > 0) {
        await post(tx, { key: `bonus_expiry:${grant.id}`, code: 'bonus_expiry', meta: { grant: grant.id }, legs: [{ player: { userId, kind: 'bonus' }, amount: -back, require: back }, { house: 'house:bonus_expense', amount: back }] });
        await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
      }
      await tx.execute(sql`UPDATE bonus_grants SET state = 'expired', taken_back = taken_back + ${back} WHERE id = ${grant.id}`);
      expired += 1;
    });
  }
  return expired;
}
