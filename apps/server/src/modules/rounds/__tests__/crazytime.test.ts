import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRAZY_TIME_PAYOUT_CAP_KOPECKS, X100_BOARD, chainFrom, crazyTimeResult, roundGameSpec, type CrazyTimeResult,
} from '@azart/fairness';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { createChain } from '../../fairness/index.ts';
import { createEngine } from '../engine.ts';
import { playerWins } from '../settlement.ts';
import { FAST_ROUNDS, current, driveUntil, me, placed, type Engine } from './support.ts';

const crazytime = roundGameSpec('crazytime');

/** A chain whose first round lands on Cash Hunt (a test cannot wait for the wheel's 2 in 54). */
function cashHuntChain(): { genesis: string; salt: string; result: CrazyTimeResult } {
  const salt = randomBytes(8).toString('hex');
  for (;;) {
    const genesis = randomBytes(32).toString('hex');
    const result = crazyTimeResult(chainFrom(genesis, 3).hashes[0]!, salt);
    if (result.bonus?.game === 'cashHunt') return { genesis, salt, result };
  }
}

let app: TestApp;
let engine: Engine;
let planted: ReturnType<typeof cashHuntChain>;
beforeAll(async () => {
  app = await createTestApp({ env: FAST_ROUNDS });
  planted = cashHuntChain();
  await createChain(app.ctx.db, 'crazytime', 3, { genesis: planted.genesis, salt: planted.salt });
  engine = createEngine(app.ctx, 'crazytime');
});
afterAll(async () => {
  await app.close();
});

async function funded(): Promise<Player> {
  const player = await registerPlayer(app);
  await creditMain(app, player.id, 1_000_000);
  return player;
}

const choose = (player: Player, body: Record<string, unknown>) => app.app.inject({ method: 'POST', url: '/api/rounds/crazytime/choice', headers: player.auth, payload: body });

describe('a Crazy Time round with Cash Hunt', () => {
  it('keeps the board secret while players pick, pays each player by their own pick or the default, and closes the picks with the bonus', async () => {
    const [picker, idle, bystander] = [await funded(), await funded(), await funded()];
    const round = await driveUntil(app, engine, 'crazytime', (r) => r.state === 'betting');
    expect(round.chainIndex).toBe(0);
    await placed(app, 'crazytime', picker, { amount: 1_000, spot: 'cashhunt' });
    await placed(app, 'crazytime', picker, { amount: 500, spot: '2' });
    await placed(app, 'crazytime', idle, { amount: 2_000, spot: 'cashhunt' });
    await placed(app, 'crazytime', bystander, { amount: 1_000, spot: '1' });

    // During betting nobody can tell a bonus round from another: no choice window shows, a choice is "closed".
    expect((await current(app, 'crazytime')).round!.choiceEndsAt).toBeNull();
    expect((await choose(picker, { roundId: round.id, cashHuntPick: 3 })).json().code).toBe('round_choice_closed');

    await driveUntil(app, engine, 'crazytime', (r) => r.id === round.id && r.state === 'spinning');
    const spinning = (await current(app, 'crazytime', picker)).round!;
    expect(spinning.choiceEndsAt).not.toBeNull();
    expect(spinning.result).toMatchObject({ spot: 'cashhunt', bonus: { game: 'cashhunt', revealed: false, board: null, defaultPick: null } });

    const board = (planted.result.bonus as { board: number[]; defaultPick: number }).board;
    const defaultPick = (planted.result.bonus as { defaultPick: number }).defaultPick;
    // The best cell whose multiplier differs from the default's: the pick must show in the payout, whichever is higher.
    const other = board.map((_, i) => i).filter((i) => board[i] !== board[defaultPick]);
    const best = other.reduce((a, i) => (board[i]! > board[a]! ? i : a), other[0]!);
    expect((await choose(picker, { roundId: round.id, cashHuntPick: (best + 1) % 108 })).statusCode).toBe(200);
    const chosen = await choose(picker, { roundId: round.id, cashHuntPick: best });
    expect(chosen.json()).toEqual({ roundId: round.id, choice: { cashHuntPick: best } });
    expect((await current(app, 'crazytime', picker)).mine!.choice).toEqual({ cashHuntPick: best });

    const refused = [
      [await choose(bystander, { roundId: round.id, cashHuntPick: 1 }), 403, 'round_no_bet'],
      [await choose(picker, { roundId: round.id, cashHuntPick: 108 }), 422, 'validation_failed'],
      [await choose(picker, { roundId: round.id, flapper: 'purple' }), 422, 'validation_failed'],
      [await choose(picker, { roundId: 999_999, cashHuntPick: 1 }), 404, 'round_not_found'],
    ] as const;
    for (const [response, status, code] of refused) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
    }

    const ended = await driveUntil(app, engine, 'crazytime', (r) => r.id === round.id && r.state === 'result');
    const shown = (await current(app, 'crazytime')).round!;
    expect(shown.result).toMatchObject({ bonus: { game: 'cashhunt', revealed: true, board, defaultPick } });

    const pickerWin = crazytime.payout([{ spot: 'cashhunt', amount: 1_000 }, { spot: '2', amount: 500 }], planted.result, { cashHuntPick: best });
    const idleWin = crazytime.payout([{ spot: 'cashhunt', amount: 2_000 }], planted.result, null);
    expect(pickerWin).not.toBe(crazytime.payout([{ spot: 'cashhunt', amount: 1_000 }, { spot: '2', amount: 500 }], planted.result, null));
    expect((await me(app, picker)).money).toBe(1_000_000 - 1_500 + pickerWin);
    expect((await me(app, idle)).money).toBe(1_000_000 - 2_000 + idleWin);
    expect((await me(app, bystander)).money).toBe(1_000_000 - 1_000);
    expect(ended.payout).toBe(pickerWin + idleWin);

    const late = await choose(picker, { roundId: round.id, cashHuntPick: best });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('round_choice_closed');
  });
});

describe('what one player wins in a round', () => {
  it('is at most the game maximum per bet, and at most the round cap for all their bets, shared in proportion', () => {
    const bonus = planted.result.bonus as { board: number[] };
    const best = bonus.board.indexOf(Math.max(...bonus.board));
    const huge = [
      { spot: 'cashhunt', amount: 10_000_000, maxWin: Number.MAX_SAFE_INTEGER },
      { spot: 'cashhunt', amount: 5_000_000, maxWin: Number.MAX_SAFE_INTEGER },
      { spot: '1', amount: 1_000_000, maxWin: Number.MAX_SAFE_INTEGER },
    ];
    const uncapped = huge.map((b) => crazytime.betPayout(b.spot, b.amount, planted.result, { cashHuntPick: best }));
    expect(uncapped[0]! + uncapped[1]!).toBeGreaterThan(CRAZY_TIME_PAYOUT_CAP_KOPECKS);
    const wins = playerWins(crazytime, planted.result, { cashHuntPick: best }, huge);
    expect(wins.reduce((a, b) => a + b, 0)).toBe(CRAZY_TIME_PAYOUT_CAP_KOPECKS);
    expect(wins[2]).toBe(0);
    expect(Math.abs(wins[0]! - 2 * wins[1]!)).toBeLessThanOrEqual(2);

    // x100: a bet on ×100 that lands pays amount × 100, unless the game's maximum win per bet is lower.
    const cell = X100_BOARD.indexOf(100);
    const hundred = { cell, multiplier: 100 };
    const x100 = roundGameSpec('x100');
    expect(playerWins(x100, hundred, null, [{ spot: '100', amount: 1_000_000, maxWin: Number.MAX_SAFE_INTEGER }])).toEqual([100_000_000]);
    expect(playerWins(x100, hundred, null, [{ spot: '100', amount: 1_000_000, maxWin: 50_000_000 }, { spot: '2', amount: 100, maxWin: 50_000_000 }])).toEqual([50_000_000, 0]);
  });
});
