/**
 * The multiplayer round games (issue 12): x100, Mega Wheel and Crazy Time.
 * One schedule per game, run by the process that leads it (engine.ts); bets
 * on the current round (betting.ts); settlement in batches through the
 * ledger (settlement.ts); the API (routes.ts).
 */
export { createRoundEngineDuty, createEngine } from './engine.ts';
export { roundsRoutes } from './routes.ts';
export { endedRoundByHash, hasUnsettledRoundBet } from './store.ts';
export { roundSchedule, type RoundSchedule } from './schedule.ts';
export { playerWins, settleRound, SETTLE_BATCH_PLAYERS } from './settlement.ts';
