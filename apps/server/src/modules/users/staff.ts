import { rowsOf, sql } from '@azart/db';
import type { AdjustmentRequest, PlayerList, PlayerProfile, Scope } from '@azart/contracts';
import { postingKey, HOUSE, post } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { historyOf, record } from '../audit/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { browsersOf } from './fingerprints.ts';
import { parseTextArray } from './principal.ts';

/** The staff member acting, for the audit log. */
export type Actor = { id: number; ip: string | null };

const playerNotFound = () => new DomainError('player_not_found', { status: 404 });

/** What support sees of a player: account, balances, activity and the audit trail. */
export async function playerProfile(ctx: AppContext, playerId: number): Promise<PlayerProfile> {
  const row = rowsOf<{ id: number; login: string; scope: string[] | string; demo: boolean; blocked_at: unknown; created_at: string | Date; balances: Record<string, number> | string | null; bets: number; sessions: number }>(
    await ctx.db.execute(sql`
      SELECT u.id, u.login, u.scope, u.demo, u.blocked_at, u.created_at,
             (SELECT jsonb_object_agg(kind, balance) FROM balances WHERE user_id = u.id) AS balances,
             (SELECT count(*)::int FROM bet_facts WHERE user_id = u.id) AS bets,
             (SELECT count(*)::int FROM sessions WHERE user_id = u.id AND revoked_at IS NULL) AS sessions
      FROM users u WHERE u.id = ${playerId}`),
  )[0];
  if (!row) throw playerNotFound();
  const balances = (typeof row.balances === 'string' ? JSON.parse(row.balances) : row.balances ?? {}) as Record<string, number>;
  return {
    player: {
      id: Number(row.id), login: row.login, scope: parseTextArray(row.scope) as Scope[], demo: row.demo, blocked: row.blocked_at !== null,
      createdAt: new Date(row.created_at).toISOString(),
      balances: { main: Number(balances.main ?? 0), bonus: Number(balances.bonus ?? 0), demo: Number(balances.demo ?? 0), points: Number(balances.points ?? 0) },
      bets: Number(row.bets), openSessions: Number(row.sessions),
    },
    browsers: await browsersOf(ctx.db, playerId),
    audit: await historyOf(ctx.db, { type: 'player', id: playerId }),
  };
}

/**
 * Blocks a player (every session ends at once, live sockets included) or lifts
 * the block; audited in the same transaction.
 */
export async function setBlocked(ctx: AppContext, actor: Actor, playerId: number, blocked: boolean, reason: string): Promise<PlayerProfile> {
  const ended = await ctx.db.transaction(async (tx) => {
    const changed = rowsOf<{ id: number }>(
      await tx.execute(sql`UPDATE users SET blocked_at = ${blocked ? sql`COALESCE(blocked_at, now())` : sql`NULL`} WHERE id = ${playerId} RETURNING id`),
    );
    if (!changed.length) throw playerNotFound();
    const sessions = blocked
      ? rowsOf<{ id: string }>(await tx.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${playerId} AND revoked_at IS NULL RETURNING id`))
      : [];
    if (blocked) await tx.execute(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = ${playerId} AND revoked_at IS NULL`);
    await record(tx, { actorId: actor.id, action: blocked ? 'player.block' : 'player.unblock', target: { type: 'player', id: playerId }, details: { reason, sessionsEnded: sessions.length }, ip: actor.ip });
    return sessions.map((s) => s.id);
  });
  for (const sessionId of ended) ctx.endSession(playerId, sessionId);
  return playerProfile(ctx, playerId);
}

/** Grants or withdraws staff scopes; `actor` null for the system (the grant-scope script). */
export async function setScopes(ctx: AppContext, actor: Actor | null, playerId: number, scope: Scope[]): Promise<PlayerProfile> {
  const scopes = [...new Set<Scope>(['player', ...scope])];
  await ctx.db.transaction(async (tx) => {
    const before = rowsOf<{ scope: string[] | string }>(await tx.execute(sql`SELECT scope FROM users WHERE id = ${playerId} FOR UPDATE`))[0];
    if (!before) throw playerNotFound();
    await tx.execute(sql`UPDATE users SET scope = ${`{${scopes.join(',')}}`}::text[] WHERE id = ${playerId}`);
    await record(tx, { actorId: actor?.id ?? null, action: 'player.scope', target: { type: 'player', id: playerId }, details: { from: parseTextArray(before.scope), to: scopes }, ip: actor?.ip ?? null });
  });
  return playerProfile(ctx, playerId);
}

/** Players by login prefix (any case) or id, newest first. */
export async function searchPlayers(ctx: AppContext, query: { q?: string; limit: number; offset: number }): Promise<PlayerList> {
  const q = query.q?.trim() ?? '';
  const byId = /^\d{1,15}$/.test(q) ? Number(q) : null;
  // login_key is the lower-cased login (unique regardless of case); LIKE's own wildcards in the text are taken literally.
  const where = !q ? sql`` : byId !== null ? sql`WHERE u.id = ${byId} OR u.login_key LIKE ${`${escapeLike(q.toLowerCase())}%`}` : sql`WHERE u.login_key LIKE ${`${escapeLike(q.toLowerCase())}%`}`;
  const rows = rowsOf<{ id: number; login: string; blocked_at: unknown; scope: string[] | string; created_at: string | Date; main: number | null; bonus: number | null }>(
    await ctx.db.execute(sql`
      SELECT u.id, u.login, u.blocked_at, u.scope, u.created_at,
             (SELECT balance FROM balances WHERE user_id = u.id AND kind = 'main') AS main,
             (SELECT balance FROM balances WHERE user_id = u.id AND kind = 'bonus') AS bonus
      FROM users u ${where} ORDER BY u.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`),
  );
  const total = rowsOf<{ n: number }>(await ctx.db.execute(sql`SELECT count(*)::int AS n FROM users u ${where}`))[0]?.n ?? 0;
  return {
    items: rows.map((r) => ({
      id: Number(r.id), login: r.login, blocked: r.blocked_at !== null, scope: parseTextArray(r.scope) as Scope[], money: Number(r.main ?? 0), bonusMoney: Number(r.bonus ?? 0),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: Number(total),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A balance adjustment by an admin (issue 11 item 8): a posting between the
 * player's main or bonus account and `house:adjustments`, with the reason,
 * audited in the same transaction; a debit never takes a balance below zero.
 */
export async function adjustBalance(ctx: AppContext, actor: Actor, playerId: number, input: AdjustmentRequest, idempotencyKey: string | undefined): Promise<PlayerProfile> {
  await ctx.db.transaction(async (tx) => {
    const player = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM users WHERE id = ${playerId}`))[0];
    if (!player) throw playerNotFound();
    const key = postingKey.adjustment(playerId, idempotencyKey ?? crypto.randomUUID());
    const [posted] = await post(tx, {
      key, code: 'adjustment', meta: { by: actor.id, reason: input.reason },
      legs: [{ player: { userId: playerId, kind: input.account }, amount: input.amount }, { house: HOUSE.adjustments, amount: -input.amount }],
    });
    if (posted!.duplicate) return;
    await record(tx, { actorId: actor.id, action: 'player.adjust', target: { type: 'player', id: playerId }, details: { account: input.account, amount: input.amount, reason: input.reason, balanceAfter: posted!.balances?.[input.account] ?? null }, ip: actor.ip });
    await emit(tx, [{ type: 'balance_changed', payload: { userId: playerId } }]);
  });
  ctx.eventsWritten();
  return playerProfile(ctx, playerId);
}
