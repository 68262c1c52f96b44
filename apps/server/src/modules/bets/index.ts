/** Bet records: written by the games module inside its settlement transaction, read for history, feed and fairness. */
export { betByIdempotencyKey, betById, toBetDto, toFeedBet, coefficientOut, type BetRecord, type NewBet } from './records.ts';
export { feedPushes } from './feed-projector.ts';
export { realMoneyWageredSince } from './wagering.ts';
