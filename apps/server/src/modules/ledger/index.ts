/**
 * The ledger: the only module that writes accounts, postings and entries.
 * Every money movement is one or more balanced postings written by the
 * database function `ledger_post` (migration 0006), inside the caller's
 * statement or transaction, keyed for idempotency; a refusal raises, so a
 * half-done operation can never commit (decision 011).
 */
export { openPlayerAccounts, playerBalances, ensureHouseAccounts, playAccountOf, PLAYER_ACCOUNTS, type PlayerAccountKind, type PlayerBalances } from './accounts.ts';
export { post, resolve, postingByKey, postingsSql, postingsJson, balancesOf, ledgerRefusalOf, LedgerRefusal, type Leg, type Posting, type Posted, type PostingCode, type RefusalReason } from './post.ts';
export { postingKey } from './posting-keys.ts';
export { HOUSE, stakeHouse, gameHouse, gameHouseAccount, type HouseAccount } from './house-accounts.ts';
export { lockPlayerAccount } from './lock.ts';
export { checkLedger, type LedgerCheck } from './reconciliation.ts';
