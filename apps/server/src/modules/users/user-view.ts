import { rowsOf, sql, type Executor } from '@azart/db';
import type { User } from '@azart/contracts';
import type { PlayerBalances } from '../ledger/index.ts';
import type { TokenService } from '../../shared/tokens.ts';
import type { AppContext } from '../../shared/context.ts';
import { parseTextArray } from './principal.ts';

export type UserRow = { id: number; login: string; scope: string[]; demo: boolean; bonusPlay: boolean; createdAt: string };

/** The `user` object of every response (contract: amounts in kopecks, real-time token included). */
/**
 * `freshRealtimeToken`: sign a new real-time token instead of reusing the cached one, so that it lasts as long as
 * the access token issued with it (login and refresh): the client renews both together, a minute before they expire.
 */
export function toUserDto(user: UserRow, balances: PlayerBalances, tokens: TokenService, sessionId: string, options: { freshRealtimeToken?: boolean } = {}): User {
  return {
    id: user.id,
    login: user.login,
    money: balances.main,
    bonusMoney: balances.bonus,
    demoMoney: balances.demo,
    depositPoints: balances.points,
    demo: user.demo,
    bonusPlay: !user.demo && user.bonusPlay,
    scope: user.scope as User['scope'],
    centrifugo_token: realtimeToken(tokens, user.id, sessionId, options.freshRealtimeToken ?? false),
    createdAt: user.createdAt,
  };
}

/** One query: the user row and all their balances. */
export async function loadUser(exec: Executor, userId: number): Promise<{ user: UserRow; balances: PlayerBalances } | null> {
  const rows = rowsOf<{ id: number; login: string; scope: string[] | string; demo: boolean; bonus_play: boolean; created_at: string | Date; kind: string | null; balance: number | null }>(
    await exec.execute(sql`
      SELECT u.id, u.login, u.scope, u.demo, u.bonus_play, u.created_at, a.kind, a.balance
      FROM users u LEFT JOIN balances a ON a.user_id = u.id
      WHERE u.id = ${userId}`),
  );
  const first = rows[0];
  if (!first) return null;
  const balances: PlayerBalances = { main: 0, bonus: 0, demo: 0, points: 0 };
  for (const row of rows) if (row.kind && row.kind in balances) balances[row.kind as keyof PlayerBalances] = Number(row.balance);
  return {
    user: { id: Number(first.id), login: first.login, scope: parseTextArray(first.scope), demo: first.demo, bonusPlay: first.bonus_play, createdAt: new Date(first.created_at).toISOString() },
    balances,
  };
}

/**
 * Real-time tokens are reused while they have more than ten minutes left, so
 * a response with a `user` (every bet has one) does not sign a new token and
 * the client does not reconnect. Login and refresh sign a fresh one.
 */
const REUSE_MS = 10 * 60 * 1000;
const cache = new Map<string, { token: string; expiresAt: number }>();
function realtimeToken(tokens: TokenService, userId: number, sessionId: string, fresh: boolean): string {
  const cached = cache.get(sessionId);
  if (!fresh && cached && cached.expiresAt - Date.now() > REUSE_MS) return cached.token;
  const token = tokens.signRealtime(userId, sessionId);
  cache.set(sessionId, { token, expiresAt: Date.now() + tokens.ttlSeconds * 1000 });
  if (cache.size > 50_000) cache.clear();
  return token;
}

/**
 * The player as a response shows them after a change that wrote events (a
 * balance moved, a flag changed): wakes the outbox relay, whose balance push
 * reaches the player's other tabs, and reads the player afresh.
 */
export async function userAfterChange(ctx: AppContext, player: { id: number; sessionId: string }): Promise<User> {
  ctx.eventsWritten();
  const loaded = await loadUser(ctx.db, player.id);
  if (!loaded) throw new Error(`user ${player.id} vanished`);
  return toUserDto(loaded.user, loaded.balances, ctx.tokens, player.sessionId);
}
