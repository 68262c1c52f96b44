/**
 * The SQLSTATE codes our SQL functions raise (packages/db/sql), with the
 * standard ones the server matches on: the one table of them, so that neither
 * side spells a code as a bare string. Class AZ is ours: AZ1xx the ledger
 * (ledger_post_many), AZ2xx fairness (fairness_claim_nonces), AZ3xx games
 * (games_check_claims), AZ4xx wagering (wagering_refuse). The message of each of ours is the snake_case name.
 */
export const SQLSTATE = {
  /** A player account would go below zero or below the leg's `require`. */
  insufficientFunds: 'AZ101',
  /** The idempotency key was used for another movement. */
  existsWithDifferentTerms: 'AZ102',
  /** Fewer than two legs, a non-zero sum or mixed units. */
  unbalanced: 'AZ103',
  unknownAccount: 'AZ104',
  pendingNotFound: 'AZ105',
  /** The pending posting was posted or voided by another key. */
  alreadyResolved: 'AZ106',
  /** A post does not move exactly what was held. */
  resolveAmountMismatch: 'AZ107',
  /** The nonce a bet claimed had been taken by another bet. */
  nonceMoved: 'AZ201',
  /** The session, the player or the settings a bet was played under changed before it settled. */
  claimStale: 'AZ301',
  /** The wagering policy refused a wager (blocked, game disabled, limits…); its code is the error's DETAIL. */
  wagerRefused: 'AZ401',
  uniqueViolation: '23505',
  checkViolation: '23514',
} as const;
export type SqlState = (typeof SQLSTATE)[keyof typeof SQLSTATE];

/** The SQLSTATE behind an error (drivers and drizzle wrap it in causes), if there is one. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 6; current = current.cause as typeof current, depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}
