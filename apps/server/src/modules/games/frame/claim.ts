import { rowsOf, sql, type Executor, type Transaction } from '@azart/db';
import { payout } from '@azart/fairness';
import { DomainError } from '../../../shared/errors.ts';
import type { GameSettings } from '../catalogue/index.ts';
import { principalOfRow, principalQuery, principalQueryFor, requirePrincipal, type Principal, type PrincipalRow } from '../../users/index.ts';
import type { TokenClaims } from '../../../shared/tokens.ts';
import { activeSeedJoin, claimNextNonceCte, seedColumns } from '../../fairness/index.ts';

/** `bonus`: plays from the bonus balance (the balance menu's choice; never with `demo`). */
export type Claim = { demo: boolean; bonus: boolean; blocked: boolean; seedPairId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number; settings: GameSettings };

/**
 * One statement at the start of every steps game's play: takes the next nonce of
 * the player's active seed pair (the UPDATE locks the pair, so a player's
 * bets are ordered and a rotation cannot slip between), and reads the demo
 * flag, the block state and the game's settings.
 */
export async function claimPlay(tx: Transaction, userId: number, game: string): Promise<Claim> {
  const claim = async () => rowsOf<ClaimRow>(
    await tx.execute(sql`
      WITH ${claimNextNonceCte(userId)}
      SELECT u.demo, u.bonus_play, u.blocked_at IS NOT NULL AS blocked, s.seed_pair_id, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce,
             g.edge_bp, g.min_bet, g.max_bet, g.max_win, g.enabled
      FROM players u, fairness_seeds s, game_catalogue g
      WHERE u.id = ${userId} AND g.game = ${game}`),
  )[0];
  let row = await claim();
  // Only a seed rotation committed while the update waited leaves no active pair in its snapshot; the next
  // statement's snapshot has the new pair.
  for (let tries = 1; !row && tries < 3; tries++) row = await claim();
  if (!row) throw new DomainError('retry', { status: 409 });
  return claimOf(row);
}

type ClaimRow = { demo: boolean; bonus_play: boolean; blocked: boolean; seed_pair_id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number; edge_bp: number; min_bet: number; max_bet: number; max_win: number; enabled: boolean };

/**
 * Reads what `claimPlay` takes, without taking it: the next nonce of the
 * active pair and the rest. For the single-statement instant bet, which
 * claims that nonce (fairness's `claimNonceSql`) only if it is still the next
 * one. `lock` (inside a transaction) holds the pair so that it cannot move:
 * the path for a player whose bets collide.
 */
export async function peekClaim(exec: Executor, claims: TokenClaims, game: string, lock: boolean): Promise<{ principal: Principal; claim: Claim }> {
  const who = principalQuery(claims.userId, claims.sessionId);
  // Also the request's authentication: the session must be open and the player not blocked (see app.verifyToken).
  const read = async () => rowsOf<PrincipalRow & Omit<ClaimRow, 'demo' | 'bonus_play' | 'blocked'>>(
    await exec.execute(sql`
      SELECT ${who.columns}, ${seedColumns}, g.edge_bp, g.min_bet, g.max_bet, g.max_win, g.enabled
      FROM ${who.from} ${activeSeedJoin(sql`u.id`)} JOIN game_catalogue g ON g.game = ${game}
      ${lock ? sql`FOR UPDATE OF s` : sql``}`),
  )[0];
  let row = await read();
  // A snapshot always has one active pair, so no row means no such session. But a rotation committed while the
  // lock waited leaves the locking read without one: read again, in a new snapshot that has the new pair.
  for (let tries = 1; !row && lock && tries < 3; tries++) row = await read();
  if (!row && lock) throw new DomainError('retry', { status: 409 });
  const principal = requirePrincipal(principalOfRow(row, claims.sessionId));
  return { principal, claim: claimOf({ ...row!, blocked: false }) };
}

export type PeekRequest = { claims: TokenClaims; game: string };
export type PeekResult = { principal: Principal; claim: Claim } | { error: Error };

/**
 * `peekClaim` for many bets in one round trip (decision 013): the requests
 * that arrive together are read with one statement over their (user,
 * session, game) triples. Each answer is the principal and claim, or the
 * authentication error that request gets.
 */
export async function peekClaims(exec: Executor, requests: readonly PeekRequest[]): Promise<PeekResult[]> {
  const who = principalQueryFor(sql`q.user_id`, sql`q.session_id`);
  const rows = rowsOf<PrincipalRow & Omit<ClaimRow, 'demo' | 'bonus_play' | 'blocked'> & { idx: number }>(
    await exec.execute(sql`
      SELECT q.idx, ${who.columns}, ${seedColumns}, g.edge_bp, g.min_bet, g.max_bet, g.max_win, g.enabled
      FROM jsonb_to_recordset(${JSON.stringify(requests.map((r, idx) => ({ idx, user_id: r.claims.userId, session_id: r.claims.sessionId, game: r.game })))}::jsonb)
             AS q(idx int, user_id bigint, session_id uuid, game text)
      ${who.join} ${activeSeedJoin(sql`u.id`)} JOIN game_catalogue g ON g.game = q.game`),
  );
  const byIndex = new Map(rows.map((row) => [Number(row.idx), row]));
  return requests.map((request, i) => {
    const row = byIndex.get(i);
    try {
      return { principal: requirePrincipal(principalOfRow(row, request.claims.sessionId)), claim: claimOf({ ...row!, blocked: false }) };
    } catch (error) {
      return { error: error as Error };
    }
  });
}

function claimOf(row: ClaimRow): Claim {
  return {
    demo: row.demo, bonus: !row.demo && Boolean(row.bonus_play), blocked: row.blocked, seedPairId: Number(row.seed_pair_id), serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce),
    settings: { edgeBp: Number(row.edge_bp), minBet: Number(row.min_bet), maxBet: Number(row.max_bet), maxWin: Number(row.max_win), enabled: row.enabled },
  };
}

/** The game takes bets; minimum and maximum bet; `maxCoefficient` (hundredths) also checks the maximum win when the outcome's best case is known up front. */
export function checkLimits(settings: GameSettings, amount: number, maxCoefficient?: number): void {
  if (!settings.enabled) throw new DomainError('game_disabled', { status: 409 });
  if (amount < settings.minBet) throw new DomainError('bet_too_small', { field: 'amount', params: { min: { coins: settings.minBet } } });
  if (amount > settings.maxBet) throw new DomainError('bet_too_large', { field: 'amount', params: { max: { coins: settings.maxBet } } });
  if (maxCoefficient !== undefined && payout(amount, maxCoefficient) > settings.maxWin) throw new DomainError('win_too_large', { field: 'amount', params: { max: { coins: settings.maxWin } } });
}

