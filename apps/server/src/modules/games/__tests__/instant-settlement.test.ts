import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import type { DiceBet, User } from '@azart/contracts';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';

// The instant bet settles in one statement after an unlocked read, and falls back to the seed pair's lock when
// its nonce was taken meanwhile; bets that arrive together share those statements (decision 013). These tests aim at the seams of that design: authentication done by the bet's
// own query, and bets racing each other and a seed rotation.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type BetResponse = { bet: DiceBet; user: User };

function bet(player: Player, body: Record<string, unknown> = { amount: 100, chance: 50, side: 'less' }) {
  return app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: body });
}

async function state(player: Player): Promise<{ money: number; nonce: number; bets: number }> {
  const rows = rowsOf<{ money: number; nonce: number; bets: number }>(await app.ctx.db.execute(sql`
    SELECT (SELECT balance FROM accounts WHERE user_id = ${player.id} AND kind = 'main') AS money,
           (SELECT nonce FROM seed_pairs WHERE user_id = ${player.id} AND active) AS nonce,
           (SELECT count(*)::int FROM bets WHERE user_id = ${player.id}) AS bets`));
  const row = rows[0]!;
  return { money: Number(row.money), nonce: Number(row.nonce), bets: Number(row.bets) };
}

describe('instant bet settlement', () => {
  it('refuses a bet from a closed session (401) or a blocked player (403) and changes nothing', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 10_000);
    expect((await bet(player)).statusCode).toBe(200);
    const before = await state(player);

    await app.ctx.db.execute(sql`UPDATE users SET blocked_at = now() WHERE id = ${player.id}`);
    const blocked = await bet(player);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('account_blocked');
    expect(await state(player)).toEqual(before);

    await app.ctx.db.execute(sql`UPDATE users SET blocked_at = NULL WHERE id = ${player.id}`);
    await app.ctx.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${player.id}`);
    const closed = await bet(player);
    expect(closed.statusCode).toBe(401);
    expect(closed.json().code).toBe('session_expired');
    expect(await state(player)).toEqual(before);
  });

  // A process remembers what a player's last bet was played under and settles the next one without reading it
  // again (ClaimCache); the settling statement checks all of it. Changes made behind the process's back (plain SQL
  // here, another server process in production) must show in the very next bet.
  it('plays the next bet under what holds now, not what the previous bet was played under', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 100_000);
    expect((await bet(player)).statusCode).toBe(200);

    // Another process took the next nonce (its bet is not in this process's memory).
    await app.ctx.db.execute(sql`UPDATE seed_pairs SET nonce = nonce + 1 WHERE user_id = ${player.id} AND active`);
    const afterGap = await bet(player);
    expect(afterGap.statusCode).toBe(200);
    expect(afterGap.json<BetResponse>().bet.nonce).toBe(2);

    // The operator raised the minimum bet: the old limits must not let a 100-kopeck bet through.
    await app.ctx.db.execute(sql`UPDATE game_catalogue SET min_bet = 500 WHERE game = 'dice'`);
    try {
      const before = await state(player);
      const small = await bet(player);
      expect(small.statusCode).toBe(422);
      expect(small.json().code).toBe('bet_too_small');
      expect(await state(player)).toEqual(before);
    } finally {
      await app.ctx.db.execute(sql`UPDATE game_catalogue SET min_bet = 1 WHERE game = 'dice'`);
    }
    expect((await bet(player)).statusCode).toBe(200);

    // A scope granted elsewhere shows in the answer's user; a switch to demo makes the next bet a demo bet.
    await app.ctx.db.execute(sql`UPDATE users SET scope = ARRAY['player', 'support'] WHERE id = ${player.id}`);
    const granted = await bet(player);
    expect(granted.statusCode).toBe(200);
    expect(granted.json<BetResponse>().user.scope).toEqual(['player', 'support']);
    const money = (await state(player)).money;
    // (The demo routes know nothing of the bet path's memory: only the settling statement's check can notice.)
    expect((await app.app.inject({ method: 'POST', url: '/api/demo/enable', headers: player.auth })).statusCode).toBe(200);
    expect((await app.app.inject({ method: 'POST', url: '/api/demo/set', headers: player.auth, payload: { amount: 10_000 } })).statusCode).toBe(200);
    const demo = await bet(player);
    expect(demo.statusCode).toBe(200);
    expect(demo.json<BetResponse>().bet.demo).toBe(true);
    expect((await state(player)).money).toBe(money);
  });

  it('gives every bet racing a seed rotation one nonce of the pair it was played on, with no gaps', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000_000);
    const bets = Array.from({ length: 24 }, () => bet(player));
    const rotation = app.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: player.auth, payload: {} });
    const [rotated, ...responses] = await Promise.all([rotation, ...bets]);
    expect(rotated!.statusCode).toBe(200);
    const revealed = rotated!.json<{ revealed: { serverSeedHash: string; nonce: number } }>().revealed;
    // Every bet went through (a rotation only makes a racing bet replay on the new pair); none failed.
    for (const r of responses) expect(r.statusCode).toBe(200);
    const placed = responses.map((r) => r.json<BetResponse>().bet);
    const onOld = placed.filter((b) => b.serverSeedHash === revealed.serverSeedHash).map((b) => b.nonce).sort((a, b) => a - b);
    const onNew = placed.filter((b) => b.serverSeedHash !== revealed.serverSeedHash).map((b) => b.nonce).sort((a, b) => a - b);
    // The first bet was placed before the race (none here), so the old pair's nonces start at 0.
    expect(onOld).toEqual(onOld.map((_, i) => i));
    expect(revealed.nonce).toBe(onOld.length);
    expect(onNew).toEqual(onNew.map((_, i) => i));
    expect((await state(player)).nonce).toBe(onNew.length);
    const money = 1_000_000 - placed.reduce((s, b) => s + b.amount - b.win, 0);
    expect((await state(player)).money).toBe(money);
  });

  it('settles the parallel bets of many players with one nonce each and the balances their results add up to', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => registerPlayer(app)));
    for (const p of players) await creditMain(app, p.id, 50_000);
    const responses = await Promise.all(players.flatMap((p) => Array.from({ length: 8 }, () => bet(p, { amount: 1_000, chance: 70, side: 'more' }))));
    for (const r of responses) expect(r.statusCode).toBe(200);
    for (const p of players) {
      const mine = responses.map((r) => r.json<BetResponse>()).filter((r) => r.user.id === p.id).map((r) => r.bet);
      expect(mine.map((b) => b.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      const s = await state(p);
      expect(s).toEqual({ money: 50_000 - mine.reduce((sum, b) => sum + b.amount - b.win, 0), nonce: 8, bets: 8 });
    }
  });

  it('bets that arrive together are settled each on its own: a refused one fails only itself', async () => {
    const players: Player[] = [];
    for (let i = 0; i < 12; i++) players.push(await registerPlayer(app));
    // Every third player has no money: their bet is refused inside the batch.
    for (const [i, p] of players.entries()) if (i % 3) await creditMain(app, p.id, 10_000);
    const before = await Promise.all(players.map(state));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(players.map((p) => bet(p)));
      answers.forEach((answer, i) => {
        if (i % 3) expect(answer.statusCode, answer.body).toBe(200);
        else expect(answer.json().code).toBe('not_enough_money');
      });
    }
    const after = await Promise.all(players.map(state));
    players.forEach((_, i) => {
      expect(after[i]!.bets - before[i]!.bets).toBe(i % 3 ? 3 : 0);
      expect(after[i]!.nonce - before[i]!.nonce).toBe(i % 3 ? 3 : 0);
    });
  });
});
