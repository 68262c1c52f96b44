import type { RoundGame } from '@azart/contracts';
import type { ApiClient } from '~/shared/api/client.ts';
import { loadCurrentRound, loadRoundHistory } from './api/rounds.ts';
import { KEPT_ROUNDS } from './state/round-screen.ts';
import type { RoundInitial } from './state/use-round-game.ts';

/**
 * A round game page's first data, read on the server: the round now and the
 * last rounds, so the first render already shows the board, the countdown
 * and the results (a late joiner sees the current state at once). Either may
 * be missing when the server could not read it: the page then reads it from
 * the browser.
 */
export async function loadRoundPage(game: RoundGame, client: ApiClient): Promise<RoundInitial> {
  const [current, history] = await Promise.all([
    loadCurrentRound(game, client, { auth: false }).catch(() => null),
    loadRoundHistory(game, KEPT_ROUNDS, client).then((answer) => answer.items, () => []),
  ]);
  return { current, history };
}
