import { randomUUID } from 'node:crypto';
import { bonusSettingsSchema, type BonusGrant } from '@azart/contracts';
import { rowsOf, sql, type Database } from '@azart/db';
import { record } from '../audit/index.ts';
import { emit } from '../outbox/index.ts';
import { DomainError } from '../../shared/errors.ts';
import { grantBonus, grantsOf, toGrantDto } from './grants.ts';
import { takeBack } from './expiry.ts';
import { extendBoost } from './rakeback.ts';
import { DEFAULT_BONUS_SETTINGS, loadBonusSettings } from './settings.ts';
import { postingKey } from '../ledger/index.ts';

/** Who acts in the back office: every change below is audited with them. */
export type Actor = { id: number; ip: string | null };

/** The settings in force, the defaults, and which keys the back office has changed. */
export async function adminSettings(db: Database) {
  const settings = await loadBonusSettings(db);
  const changed = rowsOf<{ key: string }>(await db.execute(sql`SELECT key FROM bonus_settings ORDER BY key`)).map((r) => r.key);
  return { settings: bonusSettingsSchema.parse(settings), defaults: bonusSettingsSchema.parse(DEFAULT_BONUS_SETTINGS), changed };
}

/** Replaces whole keys of the settings (already validated by the route's schema), each change audited with its old and new value. */
export async function updateSettings(db: Database, actor: Actor, patch: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    const before = await loadBonusSettings(tx);
    for (const [key, value] of Object.entries(patch)) {
      await tx.execute(sql`
        INSERT INTO bonus_settings (key, value, updated_at) VALUES (${key}, ${JSON.stringify(value)}::jsonb, now())
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
      await record(tx, { actorId: actor.id, action: 'bonus.settings', target: { type: 'bonus_settings', id: key }, details: { from: (before as Record<string, unknown>)[key], to: value }, ip: actor.ip });
    }
  });
  return adminSettings(db);
}

/** A player's grants, newest first, for the back office. */
export async function playerGrants(db: Database, userId: number): Promise<BonusGrant[]> {
  return (await grantsOf(db, userId)).map(toGrantDto);
}

/** A grant given by hand (source `admin`), audited with its reason. */
export async function adminGrant(db: Database, actor: Actor, userId: number, input: { amount: number; wagerX100: number; withdrawableBp: number; reason: string }): Promise<BonusGrant> {
  const grant = await db.transaction(async (tx) => {
    const exists = rowsOf(await tx.execute(sql`SELECT 1 FROM players WHERE id = ${userId}`)).length > 0;
    if (!exists) throw new DomainError('not_found', { status: 404 });
    const settings = await loadBonusSettings(tx);
    const created = await grantBonus(tx, {
      userId, source: 'admin', amount: input.amount, wagerX100: input.wagerX100, withdrawableBp: input.withdrawableBp,
      key: postingKey.grant.admin(userId, randomUUID()), expiresAt: new Date(Date.now() + settings.grantLifetimeDays * 86_400_000),
    });
    await record(tx, { actorId: actor.id, action: 'bonus.grant', target: { type: 'player', id: userId }, details: { grant: created.id, amount: input.amount, wagerX100: input.wagerX100, withdrawableBp: input.withdrawableBp, reason: input.reason }, ip: actor.ip });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
    return created;
  });
  return toGrantDto(grant);
}

/** Cancels a grant: what is left of it goes back (as at expiry), audited with the reason. A grant already ended is refused. */
export async function cancelGrant(db: Database, actor: Actor, grantId: number, reason: string): Promise<{ grant: BonusGrant; takenBack: number }> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ user_id: number }>(await tx.execute(sql`SELECT user_id FROM bonus_grants WHERE id = ${grantId}`));
    if (!row) throw new DomainError('not_found', { status: 404 });
    const userId = Number(row.user_id);
    const back = await takeBack(tx, grantId, userId, ['active', 'completed'], 'cancel');
    if (back === null) throw new DomainError('bonus_grant_ended', { status: 409 });
    await record(tx, { actorId: actor.id, action: 'bonus.cancel', target: { type: 'player', id: userId }, details: { grant: grantId, takenBack: back, reason }, ip: actor.ip });
    const grant = (await grantsOf(tx, userId)).find((g) => g.id === grantId)!;
    return { grant: toGrantDto(grant), takenBack: back };
  });
}

/** Gives a player the rakeback boost for `hours` (added to one still running), audited with the reason. */
export async function adminBoost(db: Database, actor: Actor, userId: number, input: { hours: number; reason: string }): Promise<{ boostUntil: string }> {
  return db.transaction(async (tx) => {
    if (!rowsOf(await tx.execute(sql`SELECT 1 FROM players WHERE id = ${userId}`)).length) throw new DomainError('not_found', { status: 404 });
    const boostUntil = await extendBoost(tx, userId, input.hours);
    await record(tx, { actorId: actor.id, action: 'bonus.boost', target: { type: 'player', id: userId }, details: { hours: input.hours, boostUntil, reason: input.reason }, ip: actor.ip });
    return { boostUntil };
  });
}
