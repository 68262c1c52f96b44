import { postingKey, postingsJson, stakeHouse, type Leg } from '../ledger/index.ts';
import type { WagerAccount } from './store.ts';

/** An instant wager, opened and settled at once: what the fast path's statement posts for it. */
export type InstantWager = {
  userId: number;
  game: string;
  account: WagerAccount;
  amount: number;
  win: number;
  /** The client's Idempotency-Key: the posting's key, so a retried bet moves nothing again. */
  clientKey: string;
  meta: Record<string, unknown>;
};

/**
 * The one posting of an instant wager, in the form the fast path's SQL
 * (wagering_settle_instant, through ledger_post_many) takes: the net result,
 * one entry each way between the player's balance and the game's house
 * account. The stake must be covered even when the bet wins (`require`). A
 * win of exactly the stake would net to nothing, so it is posted gross.
 */
export function instantPostings(wager: InstantWager): unknown[] {
  const house = stakeHouse(wager.game, wager.account === 'demo');
  const player = { userId: wager.userId, kind: wager.account };
  const legs: Leg[] = wager.win === wager.amount
    ? [{ player, amount: -wager.amount, require: wager.amount }, { house, amount: wager.amount }, { player, amount: wager.win }, { house, amount: -wager.win }]
    : [{ player, amount: wager.win - wager.amount, require: wager.amount }, { house, amount: wager.amount - wager.win }];
  return postingsJson([{ key: postingKey.instantBet(wager.userId, wager.clientKey), code: wager.account === 'demo' ? 'demo_bet' : 'bet', meta: { game: wager.game, ...wager.meta }, legs }]);
}
