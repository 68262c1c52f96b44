import type { RoundChoice, RoundGame } from '@azart/contracts';
import { api, newIdempotencyKey, type ApiClient } from '~/shared/api/client.ts';

/** The round now (`mine` only with a session): what a page renders first and what a resync reads. */
export function loadCurrentRound(game: RoundGame, client: ApiClient = api, options: { auth?: boolean } = {}) {
  return client.get(`/api/rounds/${game}/current`, { auth: options.auth, silent: true, track: false });
}

/** Ended rounds, newest first (the results strip, the x100 statistics and the history table). */
export function loadRoundHistory(game: RoundGame, limit: number, client: ApiClient = api) {
  return client.get(`/api/rounds/${game}/history`, { query: { limit, before: undefined }, silent: true, track: false });
}

/** POST /api/rounds/{game}/bets. One Idempotency-Key per tap: a retried request never bets twice. */
export function placeRoundBet(game: RoundGame, spot: string, amount: number) {
  return api.post(`/api/rounds/${game}/bets`, { body: { spot, amount }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
}

/** Crazy Time: the player's Cash Hunt cell or flapper colour for this round's bonus. */
export function chooseBonus(roundId: number, choice: RoundChoice) {
  return api.post('/api/rounds/crazytime/choice', { body: { roundId, ...choice } });
}

/** The player's bets in one round game (with each round's hash and result once it has ended). */
export function loadMyRoundBets(game: RoundGame) {
  return api.get('/api/bets/my', { query: { game, limit: 20, before: undefined }, silent: true, track: false });
}

export function loadChains(client: ApiClient = api) {
  return client.get('/api/fairness/chains', { auth: false, silent: true, track: false });
}

export function verifyRound(game: RoundGame, hash: string) {
  return api.get('/api/fairness/verify', { query: { game, hash }, auth: false });
}
