/**
 * The ledger: the only module that writes accounts, postings and entries.
 * Every money movement is one balanced posting inside the caller's
 * transaction, keyed for idempotency.
 */
export { openPlayerAccounts, playerBalances, PLAYER_ACCOUNTS, type PlayerAccountKind, type PlayerBalances } from './accounts.ts';
export { post, DuplicatePostingError, type Leg, type PostingInput, type PostingResult } from './post.ts';
export { lockPlayerAccount } from './lock.ts';
export { postingSteps, balancesOfStatement, type StatementPosting, type PostingSteps } from './statement.ts';
