import { randomUUID } from 'node:crypto';
import { rowsOf, sql, type Transaction } from '@azart/db';
import type { RoundBetResponse, RoundChoice } from '@azart/contracts';
import { roundGameSpec, type RoundGameId } from '@azart/fairness';
import { loadUser, toUserDto, type Principal } from '../users/index.ts';
import { DomainError, isUniqueViolation } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { openWagerIn, wagerKeys } from '../wagering/index.ts';
import { gameSettingsOf } from '../games/index.ts';
import { playerRoundBets, roundBetByKey, roundBetOf, type RoundBetRow } from './store.ts';
import { toRoundBetDto } from './views.ts';
import { forgetCurrent } from './current.ts';

type OpenRound = { id: number; state: string; open: boolean };

/**
 * The game's latest round, share-locked for the rest of the transaction: the
 * leader's closing of betting (an UPDATE of this row) waits for every bet
 * that already holds the lock, and a bet that comes after sees the round
 * closed. `open` is the database's clock against the betting deadline.
 */
async function lockLatestRound(tx: Transaction, game: string): Promise<OpenRound | null> {
  const row = rowsOf<{ id: number | string; state: string; open: boolean }>(
    await tx.execute(sql`SELECT id, state, betting_ends_at > clock_timestamp() AS open FROM game_rounds WHERE game = ${game} ORDER BY id DESC LIMIT 1 FOR SHARE`),
  )[0];
  return row ? { id: Number(row.id), state: row.state, open: row.open } : null;
}

/**
 * A bet on a spot of the current round (issue 12): only while its betting is
 * open, within the game's limits and the bets a player may place per round.
 * The stake leaves the player's balance in play (main, bonus, or demo in demo mode) in the
 * same transaction that records the bet; the round's settlement pays it.
 * The same Idempotency-Key returns the first bet and debits nothing again.
 */
export async function placeRoundBet(
  ctx: AppContext,
  principal: Principal,
  game: RoundGameId,
  input: { amount: number; spot: string; idempotencyKey: string | undefined },
): Promise<RoundBetResponse> {
  const spec = roundGameSpec(game);
  const spot = spec.spotSchema.safeParse(input.spot);
  if (!spot.success) throw new DomainError('round_spot_invalid', { field: 'spot' });
  const userId = principal.id;
  if (input.idempotencyKey) {
    const earlier = await roundBetByKey(ctx.db, userId, input.idempotencyKey);
    if (earlier) return replay(ctx, principal, earlier, game, input);
  }
  const key = input.idempotencyKey ?? randomUUID();
  try {
    const bet = await ctx.db.transaction(async (tx) => {
      const round = await lockLatestRound(tx, game);
      if (!round) throw new DomainError('round_not_ready', { status: 409, retryAfterS: 5 });
      if (round.state !== 'betting' || !round.open) throw new DomainError('round_betting_closed', { status: 409 });
      // One player's bets on a game are placed one at a time, so that bets sent together cannot all count
      // the same earlier bets and pass the limit per round together.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`round-bets:${game}:${userId}`}, 0))`);
      const placed = (await playerRoundBets(tx, round.id, userId)).length;
      if (placed >= ctx.config.rounds.maxBetsPerPlayer) throw new DomainError('round_bets_too_many', { params: { max: ctx.config.rounds.maxBetsPerPlayer } });
      // The stake is a wager of the round: the policy, the debit from the balance in play, settled with the round.
      const { wager, replayed } = await openWagerIn(tx, { userId, game, amount: input.amount, idempotencyKey: wagerKeys.roundBet(game, key), round: String(round.id) });
      // The same key's bet committed meanwhile by a request sent together: that bet answers.
      if (replayed) return null;
      // The bet keeps the maximum win that held when it was placed.
      const { maxWin } = await gameSettingsOf(tx, game);
      const row = rowsOf<Parameters<typeof roundBetOf>[0]>(
        await tx.execute(sql`
          INSERT INTO round_bets (round_id, user_id, game, spot, amount, demo, bonus, max_win, stake_posting_id, wager_id, idempotency_key)
          VALUES (${round.id}, ${userId}, ${game}, ${spot.data}, ${input.amount}, ${wager.account === 'demo'}, ${wager.account === 'bonus'}, ${maxWin}, ${wager.stakePostingId}, ${wager.id}, ${key})
          RETURNING *`),
      )[0]!;
      return roundBetOf(row);
    });
    if (!bet) return await replayByKey(ctx, principal, key, game, input);
    ctx.eventsWritten();
    // The round's public list and totals as this process serves them include the bet at once.
    forgetCurrent(ctx, game);
    return withUser(ctx, principal, bet);
  } catch (error) {
    // Two requests with one key at once: the second finds the first's bet.
    const raced = isUniqueViolation(error, 'round_bets_user_idempotency_idx') || (error instanceof DomainError && error.code === 'wager_conflict');
    if (input.idempotencyKey && raced) return await replayByKey(ctx, principal, key, game, input, error);
    throw error;
  }
}

async function replayByKey(ctx: AppContext, principal: Principal, key: string, game: string, input: { amount: number; spot: string }, cause?: unknown): Promise<RoundBetResponse> {
  const earlier = await roundBetByKey(ctx.db, principal.id, key);
  if (!earlier) throw cause ?? new Error(`round bet ${key} has a wager but no bet`);
  return replay(ctx, principal, earlier, game, input);
}

async function replay(ctx: AppContext, principal: Principal, earlier: RoundBetRow, game: string, input: { amount: number; spot: string }): Promise<RoundBetResponse> {
  if (earlier.game !== game || earlier.amount !== input.amount || earlier.spot !== input.spot) throw new DomainError('idempotency_conflict', { status: 409 });
  return withUser(ctx, principal, earlier);
}

async function withUser(ctx: AppContext, principal: Principal, bet: RoundBetRow): Promise<RoundBetResponse> {
  const loaded = await loadUser(ctx.db, principal.id);
  if (!loaded) throw new Error('player vanished');
  return { bet: toRoundBetDto(bet), user: toUserDto(loaded.user, loaded.balances, ctx.tokens, principal.sessionId) };
}

/**
 * Crazy Time: a player who bet on the round's bonus chooses for it
 * (Cash Hunt's pick, the flapper's colour) while the choice window is open;
 * choosing again replaces the choice. Whoever does not choose gets the
 * round's default.
 */
export async function chooseForBonus(ctx: AppContext, principal: Principal, game: RoundGameId, roundId: number, choice: RoundChoice): Promise<{ roundId: number; choice: RoundChoice }> {
  const spec = roundGameSpec(game);
  if (!spec.choiceSchema) throw new DomainError('round_choice_not_needed');
  const parsed = spec.choiceSchema.safeParse(choice);
  if (!parsed.success) throw new DomainError('round_choice_invalid');
  return ctx.db.transaction(async (tx) => {
    const round = rowsOf<{ state: string; choice_ends_at: string | Date | null; open: boolean | null; bonus_spot: string | null }>(
      await tx.execute(sql`
        SELECT state, choice_ends_at, choice_ends_at > clock_timestamp() AS open, result->>'spot' AS bonus_spot
        FROM game_rounds WHERE id = ${roundId} AND game = ${game} FOR SHARE`),
    )[0];
    if (!round) throw new DomainError('round_not_found', { status: 404 });
    // While bets are taken every round answers alike: whether it has a bonus to choose in is its result, still secret.
    if (round.state === 'betting') throw new DomainError('round_choice_closed', { status: 409 });
    if (round.choice_ends_at === null) throw new DomainError('round_choice_not_needed');
    if (round.state !== 'spinning' || !round.open) throw new DomainError('round_choice_closed', { status: 409 });
    // The bonus is played by those who bet on it (the round's spot is the bonus's, its choice window says so).
    if (!(await playerRoundBets(tx, roundId, principal.id)).some((bet) => bet.spot === round.bonus_spot)) throw new DomainError('round_no_bet', { status: 403 });
    const stored = parsed.data as RoundChoice;
    await tx.execute(sql`
      INSERT INTO round_choices (round_id, user_id, choice) VALUES (${roundId}, ${principal.id}, ${JSON.stringify(stored)}::jsonb)
      ON CONFLICT (round_id, user_id) DO UPDATE SET choice = EXCLUDED.choice, updated_at = now()`);
    return { roundId, choice: stored };
  });
}
