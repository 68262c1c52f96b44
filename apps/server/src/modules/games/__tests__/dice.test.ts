import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceOutcome } from '@azart/fairness';
import { rowsOf, sql } from '@azart/db';
import type { DiceBet, User } from '@azart/contracts';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type BetResponse = { bet: DiceBet; user: User };

function bet(player: Player, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: { ...player.auth, ...headers }, payload: body });
}

async function me(player: Player): Promise<User> {
  return (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: User }>().user;
}

async function nonceOf(player: Player): Promise<number> {
  return (await app.app.inject({ method: 'GET', url: '/api/fairness', headers: player.auth })).json<{ nonce: number }>().nonce;
}

describe('Dice bets', () => {
  it('rolls exactly what the fairness maths gives for the revealed seeds, and verify agrees', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000_000);
    const params = [
      { amount: 100, chance: 49.5, side: 'less' },
      { amount: 250, chance: 1, side: 'more' },
      { amount: 1000, chance: 95, side: 'less' },
      { amount: 777, chance: 12.34, side: 'more' },
      { amount: 100, chance: 50, side: 'more' },
    ] as const;
    const bets: DiceBet[] = [];
    for (const p of params) {
      const response = await bet(player, p);
      expect(response.statusCode).toBe(200);
      bets.push(response.json<BetResponse>().bet);
    }
    expect(bets.map((b) => b.nonce)).toEqual([0, 1, 2, 3, 4]);
    const rotated = (await app.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: player.auth, payload: {} })).json<{ revealed: { serverSeed: string; clientSeed: string; nonce: number } }>();
    expect(rotated.revealed.nonce).toBe(5);
    for (const b of bets) {
      const expected = diceOutcome({ serverSeed: rotated.revealed.serverSeed, clientSeed: rotated.revealed.clientSeed, nonce: b.nonce }, { chanceBp: Math.round(b.chance * 100), side: b.side, edgeBp: 100 });
      expect(b.number).toBe(expected.number);
      expect(b.coefficient).toBe(expected.coefficient / 100);
      expect(b.win).toBe(expected.won ? Math.floor((b.amount * expected.coefficient) / 100) : 0);
      const verify = await app.app.inject({ method: 'GET', url: '/api/fairness/verify', query: { game: 'dice', serverSeed: rotated.revealed.serverSeed, clientSeed: b.clientSeed, nonce: String(b.nonce), chance: String(b.chance), side: b.side } });
      expect(verify.json()).toEqual({ number: expected.number, win: expected.won, coefficient: expected.coefficient / 100 });
    }
    const final = await me(player);
    expect(final.money).toBe(1_000_000 - bets.reduce((s, b) => s + b.amount - b.win, 0));
  });

  it('refuses bad bets with a localised 422 and changes nothing', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 50_000);
    const before = { money: (await me(player)).money, nonce: await nonceOf(player) };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 99, chance: 50, side: 'less' }, 'bet_too_small'],
      [{ amount: 10_000_001, chance: 50, side: 'less' }, 'bet_too_large'],
      [{ amount: 60_000, chance: 50, side: 'less' }, 'not_enough_money'],
      [{ amount: 100, chance: 0.99, side: 'less' }, 'validation_failed'],
      [{ amount: 100, chance: 95.01, side: 'less' }, 'validation_failed'],
      [{ amount: 100, chance: 50.001, side: 'less' }, 'validation_failed'],
      [{ amount: 100.5, chance: 50, side: 'less' }, 'validation_failed'],
      [{ amount: '100', chance: 50, side: 'less' }, 'validation_failed'],
      [{ amount: 100, chance: 50, side: 'middle' }, 'validation_failed'],
      [{ amount: -100, chance: 50, side: 'less' }, 'validation_failed'],
    ];
    for (const [body, code] of cases) {
      const response = await bet(player, body, { 'accept-language': 'en' });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().code).toBe(code);
      expect(JSON.stringify(response.json().error)).toMatch(/[A-Za-z]/);
    }
    const ru = await bet(player, { amount: 60_000, chance: 50, side: 'less' });
    expect(ru.json().error).toBe('Недостаточно средств на балансе');
    expect({ money: (await me(player)).money, nonce: await nonceOf(player) }).toEqual(before);
  });

  it('refuses a bet whose possible win exceeds the maximum win', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 10_000_000);
    await app.ctx.db.execute(sql`UPDATE game_catalogue SET max_win = 1000000 WHERE game = 'dice'`);
    try {
      const response = await bet(player, { amount: 20_000, chance: 1, side: 'less' });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('win_too_large');
    } finally {
      await app.ctx.db.execute(sql`UPDATE game_catalogue SET max_win = 100000000 WHERE game = 'dice'`);
    }
  });

  it('moves money once for a repeated Idempotency-Key and returns the same bet', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 100_000);
    const headers = { 'idempotency-key': 'retry-me-1' };
    const first = await bet(player, { amount: 1000, chance: 30, side: 'less' }, headers);
    const second = await bet(player, { amount: 1000, chance: 30, side: 'less' }, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const a = first.json<BetResponse>();
    const b = second.json<BetResponse>();
    expect(b.bet).toEqual(a.bet);
    expect((await me(player)).money).toBe(100_000 - 1000 + a.bet.win);
    // Concurrent duplicates too: one bet, one posting.
    const burst = await Promise.all(Array.from({ length: 8 }, () => bet(player, { amount: 500, chance: 60, side: 'more' }, { 'idempotency-key': 'burst-2' })));
    const ids = new Set(burst.map((r) => r.json<BetResponse>().bet.id));
    expect(ids.size).toBe(1);
    const count = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM postings WHERE idempotency_key = ${`bet:${player.id}:burst-2`}`));
    expect(count[0]?.n).toBe(1);
    const conflict = await bet(player, { amount: 2000, chance: 30, side: 'less' }, headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('idempotency_conflict');
  });

  it('never drives a balance below zero under 50 concurrent bets that exceed it', async () => {
    const player = await registerPlayer(app);
    const start = 10_000;
    await creditMain(app, player.id, start);
    const responses = await Promise.all(Array.from({ length: 50 }, () => bet(player, { amount: 1000, chance: 50, side: 'less' })));
    const accepted = responses.filter((r) => r.statusCode === 200).map((r) => r.json<BetResponse>().bet);
    const refused = responses.filter((r) => r.statusCode !== 200);
    for (const r of refused) {
      expect(r.statusCode).toBe(422);
      expect(r.json().code).toBe('not_enough_money');
    }
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    const final = (await me(player)).money;
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBe(start - accepted.reduce((s, b) => s + b.amount, 0) + accepted.reduce((s, b) => s + b.win, 0));
    // Nonces of accepted bets are consecutive: refused bets consumed none.
    expect(accepted.map((b) => b.nonce).sort((x, y) => x - y)).toEqual(accepted.map((_, i) => i));
  });

  it('requires authentication', async () => {
    const response = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', payload: { amount: 100, chance: 50, side: 'less' } });
    expect(response.statusCode).toBe(401);
  });
});
