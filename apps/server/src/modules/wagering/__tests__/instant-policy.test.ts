import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { createTestApp, creditMain, registerPlayer, uniqueLogin, type Player, type TestApp } from '../../../test/harness.ts';

/**
 * The instant own games' batched fast path passes the same policy as every
 * other wager (wagering_refusals): a clause added to that one function, as
 * player protection will add its limits, refuses an instant bet too, whether
 * it settles alone, batched with others' bets or on a remembered claim, and
 * the refused bet moves nothing and takes no nonce.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Only the policy knows this refusal: the player is not blocked anywhere else.
  const source = readFileSync(new URL('../../../../../../packages/db/sql/wagering/wagering_refusals.sql', import.meta.url), 'utf8');
  const withClause = source.replace("WHEN u.blocked_at IS NOT NULL THEN 'account_blocked'", "WHEN u.blocked_at IS NOT NULL OR u.login LIKE 'excl%' THEN 'account_blocked'");
  expect(withClause).not.toBe(source);
  await app.ctx.db.execute(sql.raw(withClause));
});
afterAll(async () => {
  await app.close();
});

const bet = (player: Player, amount = 100) =>
  app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: { amount, chance: 50, side: 'less' } });

async function funded(login = uniqueLogin()): Promise<Player> {
  const player = await registerPlayer(app, login);
  await creditMain(app, player.id, 100_000);
  return player;
}

async function stateOf(player: Player): Promise<{ main: number; bets: number; nonce: number }> {
  const row = rowsOf<{ main: number; bets: number; nonce: number }>(
    await app.ctx.db.execute(sql`
      SELECT (SELECT balance FROM accounts WHERE user_id = ${player.id} AND kind = 'main') AS main,
             (SELECT count(*) FROM bets WHERE user_id = ${player.id}) AS bets,
             (SELECT COALESCE(sum(nonce), 0) FROM seed_pairs WHERE user_id = ${player.id}) AS nonce`),
  )[0]!;
  return { main: Number(row.main), bets: Number(row.bets), nonce: Number(row.nonce) };
}

describe('the instant fast path and the wagering policy', () => {
  it('refuses a bet alone with the policy’s answer; nothing moves and no nonce is taken', async () => {
    const player = await funded(uniqueLogin('excl'));
    const before = await stateOf(player);
    const response = await bet(player);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('account_blocked');
    expect(await stateOf(player)).toEqual(before);
  });

  it('refuses only the excluded player’s bet among bets settled together', async () => {
    const players = await Promise.all([funded(), funded(), funded(uniqueLogin('excl')), funded()]);
    const before = await Promise.all(players.map(stateOf));
    const responses = await Promise.all(players.flatMap((player) => [bet(player), bet(player)]));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 403, 403, 200, 200]);
    const after = await Promise.all(players.map(stateOf));
    expect(after[2]).toEqual(before[2]);
    for (const i of [0, 1, 3]) expect(after[i]!.bets - before[i]!.bets).toBe(2);
  });

  it('refuses on a remembered claim once the policy changes its answer', async () => {
    const player = await funded(uniqueLogin('pass'));
    expect((await bet(player)).statusCode).toBe(200);
    await app.ctx.db.execute(sql`UPDATE users SET login = ${`excl${player.id}`} WHERE id = ${player.id}`);
    const before = await stateOf(player);
    const response = await bet(player);
    expect(response.statusCode, response.body).toBe(403);
    expect(await stateOf(player)).toEqual(before);
  });
});
