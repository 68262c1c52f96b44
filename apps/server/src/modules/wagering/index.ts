/**
 * Wagering: the one place a wager's policy is checked and where wagers that
 * open now and settle later (a casino game's debit, an own slot's bonus game)
 * move their money, write their bet and enter the counting. Owns the table
 * `wagers` and the SQL functions in packages/db/sql/wagering: the policy
 * (`wagering_refusals`) and the instant fast path's money
 * (`wagering_settle_instant`).
 */
export { canWager, wagerRefusal, refusalError, type WagerRequest } from './policy.ts';
export { openWager, openWagerIn, settleWager, settleWagerIn, rollbackWager, wagerInstant, type OpenWager, type SettleWager, type RollbackWager, type WagerResult } from './lifecycle.ts';
export { writeBet, writeBets, coefficientOf, type BetOrigin, type SettledBet, type WrittenBet } from './bets-writer.ts';
export { wagerKeys } from './keys.ts';
export { settleRoundWagersIn, type WagerOutcome, type SettledTogether } from './together.ts';
export { instantPostings, type InstantWager } from './instant.ts';
export type { Wager, WagerAccount, WagerState, WagerRef } from './store.ts';
