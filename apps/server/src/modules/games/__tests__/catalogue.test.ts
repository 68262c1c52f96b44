import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS } from '@azart/fairness';
import { rowsOf, sql } from '@azart/db';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { OWN_GAMES, catalogueAttributes, listCatalogue } from '../catalogue/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const db = () => app.ctx.db;
const setEnabled = (game: string, enabled: boolean) => db().execute(sql`UPDATE game_catalogue SET enabled = ${enabled} WHERE game = ${game}`);
const mainOf = async (player: Player) => Number(rowsOf<{ balance: number }>(await db().execute(sql`SELECT balance FROM accounts WHERE user_id = ${player.id} AND kind = 'main'`))[0]!.balance);

describe('the game catalogue', () => {
  it('has a row for every own game with its seed line, and own lines for every registered game', async () => {
    const rows = await listCatalogue(db());
    for (const id of GAME_IDS) expect(OWN_GAMES[id], id).toBeDefined();
    for (const [game, line] of Object.entries(OWN_GAMES)) expect(rows.find((r) => r.game === game), game).toMatchObject(line);
    const attributes = await catalogueAttributes(db(), ['dice', 'mines', 'x100']);
    expect(attributes.get('dice')).toMatchObject({ family: 'instant', rakeback: false, tournamentRateBp: 300 });
    expect(attributes.get('mines')).toMatchObject({ family: 'steps' });
    expect(attributes.get('x100')).toMatchObject({ family: 'round', category: 'live' });
  });

  it('a disabled game refuses new bets of every family with a localised 409 and moves nothing; enabled again, it plays', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 100_000);
    const calls = {
      dice: () => app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: { ...player.auth, 'accept-language': 'en' }, payload: { amount: 100, chance: 50, side: 'less' } }),
      mines: () => app.app.inject({ method: 'POST', url: '/api/games/mines/start', headers: { ...player.auth, 'accept-language': 'en' }, payload: { amount: 100, mines: 3 } }),
    };
    for (const [game, call] of Object.entries(calls)) {
      await setEnabled(game, false);
      try {
        const before = await mainOf(player);
        const refused = await call();
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'game_disabled', error: 'This game is temporarily unavailable' });
        expect(await mainOf(player)).toBe(before);
      } finally {
        await setEnabled(game, true);
      }
      expect((await call()).statusCode, game).toBe(200);
    }
  });
});
