import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bubblesOutcome, popitOutcome } from '@azart/fairness';
import type { Bet, User } from '@azart/contracts';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
let player: Player;
beforeAll(async () => {
  app = await createTestApp();
  player = await registerPlayer(app);
  await creditMain(app, player.id, 10_000_000);
});
afterAll(async () => {
  await app.close();
});

const place = (url: string, payload: Record<string, unknown>) => app.app.inject({ method: 'POST', url, headers: player.auth, payload });
const reveal = async () =>
  (await app.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: player.auth, payload: {} })).json<{ revealed: { serverSeed: string; clientSeed: string } }>().revealed;

describe('Bubbles and Popit on the shared frame', () => {
  it('Bubbles pays the target exactly when the committed result reaches it, and verify agrees', async () => {
    const placed: Extract<Bet, { game: 'bubbles' }>[] = [];
    for (const target of [1.01, 1.5, 2, 3.33, 10, 100, 1000]) {
      const response = await place('/api/games/bubbles/bet', { amount: 1000, target });
      expect(response.statusCode).toBe(200);
      placed.push(response.json<{ bet: Extract<Bet, { game: 'bubbles' }> }>().bet);
    }
    const seeds = await reveal();
    for (const bet of placed) {
      const expected = bubblesOutcome({ ...seeds, nonce: bet.nonce }, { target: Math.round(bet.target * 100), edgeBp: 100 });
      expect(bet.result).toBe(expected.result / 100);
      expect(bet.win).toBe(expected.won ? Math.floor(bet.amount * bet.target) : 0);
      const verify = await app.app.inject({ method: 'GET', url: '/api/fairness/verify', query: { game: 'bubbles', serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: String(bet.nonce), target: String(bet.target) } });
      expect(verify.json()).toEqual({ result: expected.result / 100, win: expected.won, coefficient: bet.target });
    }
  });

  it('Popit pays the paytable for the hits of the committed draw, and verify agrees', async () => {
    const placed: Extract<Bet, { game: 'popit' }>[] = [];
    for (const [picks, risk] of [[[0], 'low'], [[1, 2, 3], 'medium'], [[5, 9, 14, 22, 30, 39], 'high'], [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'low']] as const) {
      const response = await place('/api/games/popit/bet', { amount: 1000, picks, risk });
      expect(response.statusCode).toBe(200);
      placed.push(response.json<{ bet: Extract<Bet, { game: 'popit' }> }>().bet);
    }
    const seeds = await reveal();
    for (const bet of placed) {
      const expected = popitOutcome({ ...seeds, nonce: bet.nonce }, { picks: bet.picks, risk: bet.risk, edgeBp: 300 });
      expect(bet.drawn).toEqual(expected.drawn);
      expect(bet.hits).toBe(expected.hits);
      expect(bet.win).toBe(Math.floor((bet.amount * expected.coefficient) / 100));
      const verify = await app.app.inject({ method: 'GET', url: '/api/fairness/verify', query: { game: 'popit', serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: String(bet.nonce), picks: bet.picks.join(','), risk: bet.risk } });
      expect(verify.json()).toEqual({ drawn: expected.drawn, hits: expected.hits, coefficient: expected.coefficient / 100 });
    }
  });

  it('refuses bad Bubbles and Popit bets with 422 and moves nothing', async () => {
    const before = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: User }>().user.money;
    const bad: [string, Record<string, unknown>][] = [
      ['/api/games/bubbles/bet', { amount: 1000, target: 1 }],
      ['/api/games/bubbles/bet', { amount: 1000, target: 1_000_000.01 }],
      ['/api/games/bubbles/bet', { amount: 1000, target: 2.005 }],
      ['/api/games/popit/bet', { amount: 1000, picks: [], risk: 'low' }],
      ['/api/games/popit/bet', { amount: 1000, picks: [1, 1], risk: 'low' }],
      ['/api/games/popit/bet', { amount: 1000, picks: [40], risk: 'low' }],
      ['/api/games/popit/bet', { amount: 1000, picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], risk: 'low' }],
      ['/api/games/popit/bet', { amount: 1000, picks: [1], risk: 'extreme' }],
    ];
    for (const [url, body] of bad) {
      const response = await place(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const after = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: User }>().user.money;
    expect(after).toBe(before);
  });
});
