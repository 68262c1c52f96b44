import type { Unit } from './accounts.ts';

/**
 * Every account that belongs to no player, named in one place. Money enters
 * and leaves the players' accounts only against one of these, so the books
 * read by kind: `house:*` is the casino's own money (a game's takings, the
 * expense of bonuses, rakeback, tournaments and referrals), `hold:*` money
 * set aside by a two-phase posting until it is posted or voided, and
 * `clearing:*` money between us and a payment provider. The migrations that
 * created them seed the same names (0001, 0006, 0012–0019); a game's own
 * account is made when the game registers (games/registry.ts).
 */
export const HOUSE = {
  /** Play money: every demo credit comes from here and every demo bet goes back. */
  demo: 'house:demo',
  /** Corrections by finance staff (back office). */
  adjustments: 'house:adjustments',
  /** Bonus grants are paid from here and unplayed bonus money returns here. */
  bonusExpense: 'house:bonus_expense',
  rakebackExpense: 'house:rakeback_expense',
  tournamentExpense: 'house:tournament_expense',
  referralExpense: 'house:referral_expense',
  /** Loyalty points: issued on deposits, returned when exchanged. */
  points: 'house:points',
  /** Withdrawal fees the casino keeps. */
  paymentFees: 'house:payment_fees',
  /** A withdrawal's amount and fee from its request until it is paid out or returned. */
  withdrawalsHold: 'hold:withdrawals',
  /** Money a payment provider confirmed and has yet to settle with us. */
  paymentsClearing: 'clearing:payments',
} as const;

const GAME_PREFIX = 'house:game:';
export type GameHouseAccount = `house:game:${string}`;
export type HouseAccount = (typeof HOUSE)[keyof typeof HOUSE] | GameHouseAccount;

/** A game's takings and payouts of real money. */
export function gameHouse(game: string): GameHouseAccount {
  return `${GAME_PREFIX}${game}`;
}

/** The account a bet's stake goes to and its win comes from: the game's, or the demo house for play money. */
export function stakeHouse(game: string, demo: boolean): HouseAccount {
  return demo ? HOUSE.demo : gameHouse(game);
}

/** Which side of the books an account kind is on (the reconciliation's totals). */
export function accountSide(kind: string): 'house' | 'held' | 'clearing' {
  if (kind.startsWith('hold:')) return 'held';
  if (kind.startsWith('clearing:')) return 'clearing';
  return 'house';
}

/** A game's house account, to create when the game registers. */
export function gameHouseAccount(game: string): { kind: GameHouseAccount; unit: Unit } {
  return { kind: gameHouse(game), unit: 'RUB' };
}
