/**
 * Posting keys of the wagers this module opens and closes. A wager's id is
 * its identity once it exists, so its postings are keyed by it: one stake,
 * then exactly one of a win or a rollback, each once whatever retries.
 *
 * | prefix            | meaning                                   |
 * |-------------------|-------------------------------------------|
 * | `wager:<id>:stake`    | the stake leaving the player's balance |
 * | `wager:<id>:win`      | the win paid on settlement (none on a loss) |
 * | `wager:<id>:rollback` | the stake returned by a rollback      |
 * | `round:<round>:payout:<user>:<account>` | a round game's wins of one player from one balance, for all its wagers of the round (settleRoundWagersIn) |
 *
 * Wagers' own keys (unique per player): a provider's or caller's key as
 * given, `steps:<game>:<client key>` for a steps game's play and
 * `round-bet:<game>:<client key>` for a bet on a round game's round.
 *
 * Bets rows' own keys, which share the unique (player, key) index with the
 * instant bets' client keys: `wager <id>` (every wager of this module: a
 * steps game's play, a round game's bet). Round bets settled before
 * migration 0028 have `round-bet <round bet id>`. Each holds a space, which
 * no client's Idempotency-Key (printable, no spaces) can, so a client cannot
 * take one first. Before issue 22 the steps plays' were `round:<id>` and the
 * round bets' `round-bet:<id>`, which a client's key could have matched.
 */
export const wagerKeys = {
  /** A wager's bet row. */
  bet: (wagerId: number) => `wager ${wagerId}`,
  stake: (wagerId: number) => `wager:${wagerId}:stake`,
  win: (wagerId: number) => `wager:${wagerId}:win`,
  rollback: (wagerId: number) => `wager:${wagerId}:rollback`,
  /** A round game's bet's wager, by the client's key of the bet (unique per player like every wager key). */
  roundBet: (game: string, clientKey: string) => `round-bet:${game}:${clientKey}`,
  /** One player's wins from one balance in one round, paid together. */
  roundPayout: (round: string, userId: number, account: string) => `round:${round}:payout:${userId}:${account}`,
  /** A steps game's play's wager (Mines, Hotline), by the client's key of its start: unique per player like every wager key. */
  stepsPlay: (game: string, clientKey: string) => `steps:${game}:${clientKey}`,
};
