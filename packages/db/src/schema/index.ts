export * from './users.ts';
export * from './ledger.ts';
export * from './games.ts';
export * from './bets.ts';
export * from './runtime.ts';
export * from './audit.ts';
