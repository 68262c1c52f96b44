import { setTimeout as sleep } from 'node:timers/promises';
import type { CurrentRoundResponse, RoundBetResponse, User } from '@azart/contracts';
import type { RoundGameId } from '@azart/fairness';
import type { TestApp, Player } from '../../../test/harness.ts';
import type { createEngine } from '../engine.ts';
import { latestRound, type RoundRow } from '../store.ts';

/**
 * Round games run on a 10× faster clock in these tests (x100: 1.5 s of
 * betting, 0.7 s of spin) and short chains; the engine is stepped by the
 * test itself (ROUND_GAMES is empty, so no duty runs it behind the test's
 * back), which makes every transition happen when the test asks for it.
 */
export const FAST_ROUNDS = { ROUND_TIME_SCALE: '0.1', ROUND_CHAIN_LENGTH: '40' };

export type Engine = ReturnType<typeof createEngine>;

/** Steps a game's engine until its latest round satisfies `done` (each step sleeps as long as the engine asks). */
export async function driveUntil(app: TestApp, engine: Engine, game: RoundGameId, done: (round: RoundRow) => boolean, timeoutMs = 15_000): Promise<RoundRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { round } = await latestRound(app.ctx.db, game);
    if (round && done(round)) return round;
    if (Date.now() > deadline) throw new Error(`round of ${game} never reached the expected state (last: ${round?.number} ${round?.state})`);
    const wait = await engine.step();
    if (wait > 0) await sleep(Math.min(wait, 200));
  }
}

export function current(app: TestApp, game: RoundGameId, player?: Player) {
  return app.app.inject({ method: 'GET', url: `/api/rounds/${game}/current`, headers: player?.auth ?? {} }).then((r) => r.json<CurrentRoundResponse>());
}

export function bet(app: TestApp, game: RoundGameId, player: Player, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: `/api/rounds/${game}/bets`, headers: { ...player.auth, ...headers }, payload: body });
}

export async function placed(app: TestApp, game: RoundGameId, player: Player, body: Record<string, unknown>): Promise<RoundBetResponse> {
  const response = await bet(app, game, player, body);
  if (response.statusCode !== 200) throw new Error(`bet refused: ${response.statusCode} ${response.body}`);
  return response.json<RoundBetResponse>();
}

export async function me(app: TestApp, player: Player): Promise<User> {
  return (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: User }>().user;
}

/** Drives the game to a round that has just opened for bets (a later one than any round so far). */
export async function freshRound(app: TestApp, engine: Engine, game: RoundGameId): Promise<RoundRow> {
  const { round } = await latestRound(app.ctx.db, game);
  const after = round?.number ?? 0;
  return driveUntil(app, engine, game, (r) => r.number > after && r.state === 'betting');
}
