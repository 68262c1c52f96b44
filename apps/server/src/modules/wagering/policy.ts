import type { MessageCode } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError } from '../../shared/errors.ts';

export type WagerRequest = { userId: number; game: string; amount: number };

/**
 * The one check before any wager moves money (SQL function wagering_refusal,
 * packages/db/sql/wagering): the player not blocked, the game in the catalogue
 * and enabled, the stake within its limits. Player protection's limits and
 * exclusions join that function. Returns null, or the refusal to answer with.
 */
export async function wagerRefusal(exec: Executor, request: WagerRequest): Promise<DomainError | null> {
  const row = rowsOf<{ code: MessageCode | null; min_bet: number | null; max_bet: number | null }>(
    await exec.execute(sql`
      SELECT wagering_refusal(${request.userId}, ${request.game}, ${request.amount}) AS code, g.min_bet, g.max_bet
      FROM (SELECT 1) one LEFT JOIN game_limits g ON g.game = ${request.game}`),
  )[0];
  const code = row?.code ?? null;
  return code === null ? null : refusalError(code, { minBet: Number(row!.min_bet), maxBet: Number(row!.max_bet) });
}

/** The error a refusal code of wagering_refusals answers with (the game's limits fill in its message). */
export function refusalError(code: MessageCode, limits: { minBet: number; maxBet: number }): DomainError {
  switch (code) {
    case 'account_blocked':
      return new DomainError(code, { status: 403 });
    case 'player_not_found':
    case 'game_unknown':
      return new DomainError(code, { status: 404 });
    case 'game_disabled':
      return new DomainError(code, { status: 409 });
    case 'bet_too_small':
      return new DomainError(code, { field: 'amount', params: { min: { coins: limits.minBet } } });
    case 'bet_too_large':
      return new DomainError(code, { field: 'amount', params: { max: { coins: limits.maxBet } } });
    default:
      return new DomainError(code);
  }
}

/** `wagerRefusal` that throws the refusal. */
export async function canWager(exec: Executor, request: WagerRequest): Promise<void> {
  const refusal = await wagerRefusal(exec, request);
  if (refusal) throw refusal;
}
