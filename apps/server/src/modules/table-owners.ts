/**
 * Which module owns each table, and the read faces (views and read
 * functions, `packages/db/sql/<module>/`) through which other modules read
 * its data (decision 034). A module's SQL names its own tables, other
 * modules' read faces, and nothing else; modules/__tests__/table-owners.test.ts
 * holds every module's source to that. A new table gets its line here in the
 * same change that creates it (the test refuses a table without an owner).
 *
 * Owners that are not modules: `runtime` (the job queue and schedules,
 * apps/server/src/runtime/) and `sandbox` (the sandbox providers,
 * apps/server/src/sandbox/). No module reads their tables.
 */
export const TABLE_OWNERS = {
  users: 'users',
  sessions: 'users',
  refresh_tokens: 'users',
  login_throttle: 'users',
  totp_factors: 'users',
  totp_recovery_codes: 'users',
  user_fingerprints: 'users',
  accounts: 'ledger',
  postings: 'ledger',
  entries: 'ledger',
  wagers: 'wagering',
  bets: 'bets',
  game_catalogue: 'games',
  steps_plays: 'games',
  seed_pairs: 'fairness',
  chains: 'fairness',
  chain_hashes: 'fairness',
  game_rounds: 'rounds',
  round_bets: 'rounds',
  round_choices: 'rounds',
  bonus_grants: 'bonus',
  bonus_draws: 'bonus',
  bonus_settings: 'bonus',
  bet_followups: 'bonus',
  loyalty: 'bonus',
  wager_days: 'bonus',
  promo_codes: 'bonus',
  promo_activations: 'bonus',
  captchas: 'captcha',
  deposits: 'payments',
  withdrawals: 'payments',
  payment_templates: 'payments',
  deposit_claims: 'payments',
  payment_events: 'payments',
  referral_codes: 'referrals',
  referral_bindings: 'referrals',
  referral_hits: 'referrals',
  referral_rewards: 'referrals',
  referral_refusals: 'referrals',
  social_links: 'social',
  social_reposts: 'social',
  telegram_screenshots: 'social',
  support_tickets: 'support',
  support_messages: 'support',
  support_attachments: 'support',
  support_canned_replies: 'support',
  tournaments: 'tournaments',
  tournament_points: 'tournaments',
  tournament_payouts: 'tournaments',
  audit_log: 'audit',
  outbox: 'outbox',
  jobs: 'runtime',
  schedules: 'runtime',
  sandbox_payments: 'sandbox',
  sandbox_payouts: 'sandbox',
  sandbox_events: 'sandbox',
  sandbox_social: 'sandbox',
} as const;

/** The read faces: any module may read them; each is defined in its owner's folder of packages/db/sql/. */
export const READ_FACES = {
  players: 'users',
  balances: 'ledger',
  bet_facts: 'bets',
  seed_reveals: 'fairness',
  published_chains: 'fairness',
  game_limits: 'games',
  audit_trail: 'audit',
  rounds_chain_used: 'rounds',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;
