import type { CurrentRoundResponse } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { latestRound, publicBets, roundTotals } from './store.ts';
import { toRoundDto } from './views.ts';

/** Bets listed with the current round (its newest). */
const CURRENT_BETS = 200;
/** The public part of `current` is shared by everyone who asks within this long: one read per game, not per player. */
const CURRENT_CACHE_MS = 250;

export type PublicCurrent = Omit<CurrentRoundResponse, 'mine'>;
type Cache = Map<string, { at: number; body: Promise<PublicCurrent> }>;
const caches = new WeakMap<AppContext, Cache>();
const cacheOf = (ctx: AppContext): Cache => {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  return cache;
};

/**
 * A game's current round as everyone sees it: the latest round, its totals
 * and newest bets. Players reconnecting together (a deploy, a network blip)
 * share one read; a state change made by this process's engine drops the
 * copy at once, one made elsewhere shows within CURRENT_CACHE_MS.
 */
export function publicCurrent(ctx: AppContext, game: string): Promise<PublicCurrent> {
  const cache = cacheOf(ctx);
  const hit = cache.get(game);
  if (hit && Date.now() - hit.at < CURRENT_CACHE_MS) return hit.body;
  const body = (async () => {
    const { round, now } = await latestRound(ctx.db, game);
    if (!round) return { round: null, serverTime: now.toISOString(), bets: [] };
    const [totals, bets] = await Promise.all([roundTotals(ctx.db, round.id), publicBets(ctx.db, round.id, { limit: CURRENT_BETS })]);
    return { round: toRoundDto(round, totals), serverTime: now.toISOString(), bets };
  })();
  cache.set(game, { at: Date.now(), body });
  body.catch(() => cache.delete(game));
  return body;
}

export function forgetCurrent(ctx: AppContext, game: string): void {
  cacheOf(ctx).delete(game);
}
