import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { betAmountSchema, betBaseSchema, defineGame, floats, seedsQuery } from '@azart/fairness';
import { createTestApp, creditMain, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { instantGame } from '../index.ts';

/**
 * Issue 10 item 3: a game is declared once and every part of the server
 * picks it up. This coin flip exists only in this test: registered with the
 * app, it gets its bet route, its settings and house account, its place in
 * the history and the feed, and its verify query — with no line elsewhere.
 */
const coinSide = z.enum(['heads', 'tails'], { error: 'invalid_value' });
const flip = (seeds: { serverSeed: string; clientSeed: string; nonce: number }): 'heads' | 'tails' => ((floats(seeds, 1)[0] ?? 0) < 0.5 ? 'heads' : 'tails');
const coinSpec = defineGame({
  id: 'coinflip',
  kind: 'instant',
  defaultEdgeBp: 200,
  catalogue: { category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  messages: {},
  request: z.object({ amount: betAmountSchema, side: coinSide }),
  toParams: (r: { amount: number; side: 'heads' | 'tails' }) => ({ side: r.side }),
  params: z.object({ side: coinSide }),
  outcome: z.object({ landed: coinSide }),
  bet: betBaseSchema.extend({ game: z.literal('coinflip'), side: coinSide, landed: coinSide }),
  betFields: (p, o) => ({ side: p.side, landed: o.landed }),
  verify: (seeds, p) => ({ landed: flip(seeds), won: flip(seeds) === p.side }),
  verifyQuery: z.object({ game: z.literal('coinflip'), ...seedsQuery, side: coinSide }),
  verifyParams: (q) => ({ side: q.side }),
  verifyResponse: z.object({ landed: coinSide, win: z.boolean() }),
  toVerifyResponse: (r) => ({ landed: r.landed, win: r.won }),
  step: undefined,
  round: undefined,
});
const coinflip = instantGame(coinSpec, {
  maxCoefficient: (_p, edgeBp) => Math.floor((20_000 * (10_000 - edgeBp)) / 10_000 / 100),
  play(seeds, p, edgeBp) {
    const landed = flip(seeds);
    const coefficient = Math.floor((20_000 * (10_000 - edgeBp)) / 10_000 / 100);
    return { paidCoefficient: landed === p.side ? coefficient : 0, coefficient, outcome: { landed } };
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ games: [coinflip] });
});
afterAll(async () => {
  await app?.close();
});

describe('a game registered only in this test', () => {
  it('has its bet route, settings and limits, history, feed and verify', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 10_000);
    const limits = (await app.app.inject({ method: 'GET', url: '/api/games/limits' })).json<{ games: Record<string, { edge: number }> }>();
    expect(limits.games.coinflip).toMatchObject({ edge: 2 });

    const bet = await app.app.inject({ method: 'POST', url: '/api/games/coinflip/bet', headers: player.auth, payload: { amount: 1_000, side: 'heads' } });
    expect(bet.statusCode, bet.body).toBe(200);
    const placed = bet.json<{ bet: { id: number; game: string; side: string; landed: string; win: number; nonce: number; clientSeed: string } }>().bet;
    expect(placed).toMatchObject({ game: 'coinflip', side: 'heads' });
    expect(placed.win).toBe(placed.landed === 'heads' ? 1_960 : 0);

    const refused = await app.app.inject({ method: 'POST', url: '/api/games/coinflip/bet', headers: player.auth, payload: { amount: 1_000, side: 'edge' } });
    expect(refused.statusCode).toBe(422);

    const history = (await app.app.inject({ method: 'GET', url: '/api/bets/my?game=coinflip', headers: player.auth })).json<{ bets: { id: number; landed: string }[] }>();
    expect(history.bets).toEqual([expect.objectContaining({ id: placed.id, landed: placed.landed })]);
    const feed = (await app.app.inject({ method: 'GET', url: '/api/bets/latest?game=coinflip' })).json<{ bets: { id: number }[] }>();
    expect(feed.bets.map((b) => b.id)).toEqual([placed.id]);

    // Rotate to learn the server seed, then verify the bet through the public endpoint.
    const rotated = (await app.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: player.auth })).json<{ revealed: { serverSeed: string } }>();
    const verified = await app.app.inject({ method: 'GET', url: `/api/fairness/verify?game=coinflip&serverSeed=${rotated.revealed.serverSeed}&clientSeed=${placed.clientSeed}&nonce=${placed.nonce}&side=heads` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ landed: placed.landed, win: placed.landed === 'heads' });
  });

  it('appears in the OpenAPI route table next to the built-in games', async () => {
    const doc = (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/games/coinflip/bet', '/api/games/dice/bet', '/api/games/mines/start', '/api/games/hotline/step']));
  });
});
