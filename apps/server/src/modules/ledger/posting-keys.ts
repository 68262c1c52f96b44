/**
 * Every posting's idempotency key, built in one place so that no two kinds of
 * money movement can share a key by accident (a key is unique across the
 * ledger, and the same key with other terms is refused). The prefix names the
 * movement; the owner is the module that posts it.
 *
 * | prefix | owner | meaning |
 * |---|---|---|
 * | `bet:<user>:<client key>` | games (instant) | an instant bet's stake and win in one posting |
 * | `wager:<id>:stake\|win\|rollback` | wagering | a wager opened now and settled or rolled back later: a steps game's play, a round game's bet, a provider's bet (wagering/keys.ts) |
 * | `round:<round id>:payout:<user>:<account>` | wagering | a round game's wins of one player from one balance, for all its wagers of the round (wagering/keys.ts) |
 * | `demo_add:` / `demo_set:<user>:<key>` | demo | play money added or set |
 * | `adjustment:<user>:<key>` | users (staff) | a correction by finance |
 * | `deposit:<id>`, `deposit-points:<id>` | payments | a credited deposit and its points |
 * | `withdrawal:<id>` (`:post`, `:void`) | payments | a withdrawal's hold, paid out or returned |
 * | `bonus_transfer:<user>:<key>` | bonus | bonus balance moved to main |
 * | `exchange:<user>:<key>` (`:points`) | bonus | points exchanged for a bonus grant |
 * | `rakeback:<user>:<key>` | bonus | rakeback claimed |
 * | `bonus_expiry:<grant>` | bonus | unplayed bonus money returned |
 * | `wheel:`, `level:`, `promo:`, `admin:`, `repost:`, `telegram:screenshot:`, `newyear:` | bonus, social | a bonus grant by its source |
 * | `referral:<deposit>` | referrals | a referrer's reward for a deposit |
 * | `tournament:<id>:<user>` | tournaments | a tournament prize |
 *
 * Before issue 22 the steps games' plays posted under `round:` too
 * (`round:<user>:<key>:stake`, `round:<play id>:payout`), and a round
 * game's stake under `round-bet:<user>:<client key>`; they are wagers now.
 */
export const postingKey = {
  instantBet: (userId: number, clientKey: string) => `bet:${userId}:${clientKey}`,
  demoAdd: (userId: number, key: string) => `demo_add:${userId}:${key}`,
  demoSet: (userId: number, key: string) => `demo_set:${userId}:${key}`,
  adjustment: (userId: number, key: string) => `adjustment:${userId}:${key}`,
  deposit: (depositId: number) => `deposit:${depositId}`,
  depositPoints: (depositId: number) => `deposit-points:${depositId}`,
  withdrawalHold: (withdrawalId: number) => `withdrawal:${withdrawalId}`,
  withdrawalPaid: (withdrawalId: number) => `withdrawal:${withdrawalId}:post`,
  withdrawalReturned: (withdrawalId: number) => `withdrawal:${withdrawalId}:void`,
  bonusTransfer: (userId: number, key: string) => `bonus_transfer:${userId}:${key}`,
  exchange: (userId: number, key: string) => `exchange:${userId}:${key}`,
  exchangePoints: (userId: number, key: string) => `exchange:${userId}:${key}:points`,
  rakeback: (userId: number, key: string) => `rakeback:${userId}:${key}`,
  bonusExpiry: (grantId: number) => `bonus_expiry:${grantId}`,
  referral: (depositId: number) => `referral:${depositId}`,
  tournamentPrize: (tournamentId: number, userId: number) => `tournament:${tournamentId}:${userId}`,
  /** A bonus grant's key (also its posting's), by its source. */
  grant: {
    wheel: (userId: number, previousSpin: number) => `wheel:${userId}:${previousSpin}`,
    level: (userId: number, level: number) => `level:${userId}:${level}`,
    promo: (promoId: number, userId: number) => `promo:${promoId}:${userId}`,
    admin: (userId: number, key: string) => `admin:${userId}:${key}`,
    repost: (userId: number, network: string, postId: string | number) => `repost:${userId}:${network}:${postId}`,
    telegram: (screenshotId: number) => `telegram:screenshot:${screenshotId}`,
    newYear: (userId: number, year: number) => `newyear:${userId}:${year}`,
  },
};
