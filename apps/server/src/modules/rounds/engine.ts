import { setTimeout as sleep } from 'node:timers/promises';
import { rowsOf, sql } from '@azart/db';
import { BROADCAST_CHANNEL, userChannel, type LiveMessage, type Round } from '@azart/contracts';
import { nextHash, roundGameSpec, type RoundGameId } from '@azart/fairness';
import { chainHashAt, nextChainPlace } from '../fairness/index.ts';
import type { Duty } from '../../runtime/leadership.ts';
import type { AppContext } from '../../shared/context.ts';
import { isUnavailable } from '../../shared/errors.ts';
import { roundSchedule } from './schedule.ts';
import { settleRound } from './settlement.ts';
import { announcerOf } from './games/index.ts';
import { advance, latestRound, publicBets, roundById, roundTotals, type RoundRow } from './store.ts';
import { toRoundDto } from './views.ts';
import { forgetCurrent } from './current.ts';

/** How often, at most, the leader pushes a betting round's new bets and totals. */
const BETS_TICK_MS = 1_000;
/** New bets one push carries at most (a client that needs more reads the round). */
const BETS_PER_PUSH = 200;

/**
 * A round game's schedule (issue 12), run by exactly one process at a time: a
 * duty of the runtime's leadership (a PostgreSQL advisory lock per game), so
 * when the leader dies another process takes over within seconds.
 *
 * The loop holds no state that matters: each step reads the game's latest
 * round and the database's clock and does what is due (close betting, settle
 * and show the result, pause, open the next round), each a conditional update
 * that a second leader or a retry cannot repeat. A round left behind by a crash
 * is finished with the result its hash fixed before it opened: its bets are
 * paid exactly once (settlement is idempotent) and the game goes on.
 */
export function createRoundEngineDuty(ctx: AppContext, game: RoundGameId): Duty {
  return { name: `rounds:${game}`, run: (signal) => runEngine(ctx, game, signal) };
}

async function runEngine(ctx: AppContext, game: RoundGameId, signal: AbortSignal): Promise<void> {
  const engine = createEngine(ctx, game);
  while (!signal.aborted) {
    let waitMs: number;
    try {
      waitMs = await engine.step();
    } catch (error) {
      if (signal.aborted) return;
      // The database went away or a statement failed: the round stays as the database has it; try again shortly.
      if (isUnavailable(error)) ctx.log.warn({ game, err: { message: (error as Error).message } }, 'round engine: database unavailable');
      else ctx.log.error({ game, err: error }, 'round engine step failed');
      waitMs = 1_000;
    }
    if (waitMs > 0) await sleep(waitMs, undefined, { signal }).catch(() => undefined);
  }
}

/** The steps of one game's schedule; `step()` does what is due and says how long to wait before the next. */
export function createEngine(ctx: AppContext, game: RoundGameId) {
  const spec = roundGameSpec(game);
  const announcer = announcerOf(game);
  // The newest bet already pushed, per round: a tick pushes only later ones.
  let pushed = { roundId: 0, betId: 0 };

  const publishRound = async (round: RoundRow): Promise<Round> => {
    const dto = toRoundDto(round, await roundTotals(ctx.db, round.id));
    forgetCurrent(ctx, game);
    ctx.publish(BROADCAST_CHANNEL, { round: { ...dto, serverTime: new Date().toISOString() } });
    return dto;
  };

  async function openNext(previous: RoundRow | null): Promise<void> {
    const place = await nextChainPlace(ctx.db, game, previous ? { chainId: previous.chainId, index: previous.chainIndex } : null, ctx.config.rounds.chainLength);
    const hash = await chainHashAt(ctx.db, place.chain.id, place.index);
    if (!hash) throw new Error(`chain ${place.chain.id} has no hash at ${place.index}`);
    const result = spec.result(hash, place.chain.salt);
    const schedule = roundSchedule(spec.timing, ctx.config.rounds.timeScale, { hasBonus: spec.hasBonus(result), needsChoices: spec.needsChoices(result) });
    const at = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
    const rows = rowsOf<{ id: number | string }>(await ctx.db.execute(sql`
      INSERT INTO game_rounds (game, number, chain_id, chain_index, hash, previous_hash, state, started_at, betting_ends_at, spin_ends_at, result_ends_at, ends_at, choice_ends_at, result)
      VALUES (${game}, ${(previous?.number ?? 0) + 1}, ${place.chain.id}, ${place.index}, ${hash}, ${nextHash(hash)}, 'betting', now(), ${at(schedule.bettingMs)}, ${at(schedule.spinMs)},
              ${at(schedule.resultMs)}, ${at(schedule.pauseMs)}, ${schedule.choiceMs === null ? null : at(schedule.choiceMs)},
              ${JSON.stringify(spec.view(result, { revealChoices: true }))}::jsonb)
      ON CONFLICT DO NOTHING
      RETURNING id`));
    // Nothing inserted: another leader opened this round a moment ago (the unique number); the next step reads it.
    const opened = rows[0] ? await roundById(ctx.db, Number(rows[0].id)) : null;
    if (opened) await publishRound(opened);
  }

  async function pushNewBets(round: RoundRow): Promise<void> {
    if (pushed.roundId !== round.id) pushed = { roundId: round.id, betId: 0 };
    const bets = await publicBets(ctx.db, round.id, { limit: BETS_PER_PUSH, after: pushed.betId });
    if (!bets.length) return;
    pushed.betId = bets[0]!.id;
    ctx.publish(BROADCAST_CHANNEL, { roundBets: { game, roundId: round.id, bets, totals: await roundTotals(ctx.db, round.id) } });
  }

  async function closeBetting(round: RoundRow): Promise<void> {
    if (!(await advance(ctx.db, round.id, 'betting', 'spinning'))) return;
    const closed = (await roundById(ctx.db, round.id))!;
    await publishRound(closed);
    const closing = announcer.bettingClosed(closed);
    if (closing) ctx.publish(BROADCAST_CHANNEL, closing);
  }

  async function showResult(round: RoundRow): Promise<void> {
    const { payout, winners } = await settleRound(ctx.db, round);
    ctx.eventsWritten();
    const ended = (await roundById(ctx.db, round.id))!;
    if (ended.state !== 'result') return;
    await publishRound(ended);
    const shown = announcer.resultShown(ended, payout);
    if (shown) ctx.publish(BROADCAST_CHANNEL, shown);
    for (const winner of winners) {
      const message: LiveMessage = { roundWin: { game, roundId: round.id, win: winner.win, amount: winner.amount }, ...announcer.winner(round.id, winner) };
      ctx.publish(userChannel(winner.userId), message);
    }
  }

  return {
    async step(): Promise<number> {
      const { round, now } = await latestRound(ctx.db, game);
      if (!round) {
        await openNext(null);
        return 0;
      }
      const until = (at: Date) => at.getTime() - now.getTime();
      switch (round.state) {
        case 'betting': {
          const left = until(round.bettingEndsAt);
          if (left <= 0) {
            await closeBetting(round);
            return 0;
          }
          await pushNewBets(round);
          return Math.min(left, BETS_TICK_MS);
        }
        case 'spinning': {
          const left = until(round.spinEndsAt);
          if (left > 0) return left;
          await showResult(round);
          return 0;
        }
        case 'result': {
          const left = until(round.resultEndsAt);
          if (left > 0) return left;
          if (await advance(ctx.db, round.id, 'result', 'pause')) await publishRound((await roundById(ctx.db, round.id))!);
          return 0;
        }
        case 'pause': {
          const left = until(round.endsAt);
          if (left > 0) return left;
          await openNext(round);
          return 0;
        }
      }
    },
  };
}
