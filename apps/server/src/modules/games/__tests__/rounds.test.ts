import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hotlineBoard, minePositions, minesCoefficient } from '@azart/fairness';
import { openDatabase } from '@azart/db';
import type { HotlineRound, MinesRound, User } from '@azart/contracts';
import { createTestApp, creditMain, registerPlayer, usingPostgres, type Player, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type MinesReply = { round: MinesRound; user: User };
type HotlineReply = { round: HotlineRound; user: User };
const call = (a: TestApp, player: Player, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  a.app.inject({ method, url, headers: player.auth, ...(payload ? { payload } : {}) });
const money = async (a: TestApp, player: Player) => (await call(a, player, 'GET', '/api/auth/me')).json<{ user: User }>().user.money;
const rotate = async (a: TestApp, player: Player) =>
  (await call(a, player, 'POST', '/api/fairness/rotate', {})).json<{ revealed: { serverSeed: string; clientSeed: string } }>().revealed;

describe('Mines', () => {
  it('pays the ladder coefficient on cash-out, shows the committed mines at the end and refuses a second cash-out', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 100_000);
    const start = await call(app, player, 'POST', '/api/games/mines/start', { amount: 1000, mines: 3 });
    expect(start.statusCode).toBe(200);
    const round = start.json<MinesReply>().round;
    expect(round.status).toBe('open');
    expect(round.minePositions).toBeNull();
    expect(start.json<MinesReply>().user.money).toBe(99_000);
    // The board is fixed already: the test reads it from the seeds after the round, so pick tiles by trying.
    let current = round;
    for (let tile = 0; tile < 25 && current.status === 'open' && current.revealed.length < 2; tile++) {
      current = (await call(app, player, 'POST', '/api/games/mines/reveal', { tile })).json<MinesReply>().round;
    }
    if (current.status === 'open') {
      const cashed = await call(app, player, 'POST', '/api/games/mines/cashout');
      expect(cashed.statusCode).toBe(200);
      const done = cashed.json<MinesReply>();
      expect(done.round.status).toBe('cashed');
      expect(done.round.win).toBe(Math.floor((1000 * minesCoefficient(3, 2, 100)) / 100));
      expect(done.user.money).toBe(99_000 + done.round.win);
      const again = await call(app, player, 'POST', '/api/games/mines/cashout');
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe('no_open_round');
      expect(await money(app, player)).toBe(99_000 + done.round.win);
      current = done.round;
    }
    expect(current.minePositions).toHaveLength(3);
    const seeds = await rotate(app, player);
    expect(current.minePositions).toEqual(minePositions({ ...seeds, nonce: current.nonce }, 3));
    for (const tile of current.revealed) expect(current.minePositions).not.toContain(tile);
    const bet = await call(app, player, 'GET', `/api/bets/${current.betId}`);
    expect(bet.json().bet).toMatchObject({ game: 'mines', mines: 3, minePositions: current.minePositions });
  });

  it('loses on a mine, allows one open round per game, blocks seed rotation while open, and validates input', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 100_000);
    expect((await call(app, player, 'POST', '/api/games/mines/start', { amount: 1000, mines: 24 })).statusCode).toBe(200);
    const second = await call(app, player, 'POST', '/api/games/mines/start', { amount: 1000, mines: 3 });
    expect(second.statusCode).toBe(422);
    expect(second.json().code).toBe('round_open');
    const rotation = await call(app, player, 'POST', '/api/fairness/rotate', {});
    expect(rotation.statusCode).toBe(422);
    expect(rotation.json().code).toBe('game_in_progress');
    expect((await call(app, player, 'POST', '/api/games/mines/cashout')).json().code).toBe('cashout_too_early');
    expect((await call(app, player, 'POST', '/api/games/mines/reveal', { tile: 25 })).statusCode).toBe(422);
    // With 24 mines, auto-picks end the round within two picks at most (one safe tile).
    let round = (await call(app, player, 'POST', '/api/games/mines/auto')).json<MinesReply>().round;
    expect(round.status).not.toBe('open');
    expect(round.minePositions).toHaveLength(24);
    if (round.status === 'lost') {
      expect(round.lostOn).not.toBeNull();
      expect(round.minePositions).toContain(round.lostOn);
      expect(round.win).toBe(0);
    } else {
      // The only safe tile was found: the round completes and cashes out by itself.
      expect(round.win).toBe(Math.floor((1000 * minesCoefficient(24, 1, 100)) / 100));
    }
    round = (await call(app, player, 'GET', '/api/games/mines/current')).json<{ round: MinesRound | null }>().round as MinesRound;
    expect(round).toBeNull();
    expect((await call(app, player, 'POST', '/api/games/mines/start', { amount: 50, mines: 3 })).json().code).toBe('bet_too_small');
    expect((await call(app, player, 'POST', '/api/games/mines/start', { amount: 1000, mines: 25 })).json().code).toBe('validation_failed');
  });
});

describe('Hotline', () => {
  it('climbs, loses on a burning cell with the board of the seeds, and records the bet', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 100_000);
    const start = await call(app, player, 'POST', '/api/games/hotline/start', { amount: 1000, difficulty: 'master' });
    expect(start.statusCode).toBe(200);
    let round = start.json<HotlineReply>().round;
    expect(round.cells).toBe(4);
    expect(round.ladder).toHaveLength(10);
    while (round.status === 'open') round = (await call(app, player, 'POST', '/api/games/hotline/step', { cell: 0 })).json<HotlineReply>().round;
    const seeds = await rotate(app, player);
    const board = hotlineBoard({ ...seeds, nonce: round.nonce }, 'master');
    expect(round.board).toEqual(board);
    round.picks.forEach((cell, step) => expect(board[step]).not.toContain(cell));
    if (round.status === 'lost') expect(board[round.picks.length]).toContain(round.lostOn);
    expect((await call(app, player, 'POST', '/api/games/hotline/step', { cell: 5 })).statusCode).toBe(422);
  });
});

describe.runIf(!usingPostgres)('a restart in the middle of a round', () => {
  it('keeps the round open with the same board, and cash-out then pays once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'azart-restart-'));
    try {
      // From the run's migrated copy (global-database.ts), as every test database starts: migrating a new
      // directory took most of this test's time on a loaded machine.
      const image = inject('embeddedImage');
      const firstDb = await openDatabase(image ? { dataDir: dir, from: new Blob([readFileSync(image)]) } : { dataDir: dir });
      const first = await createTestApp({ database: { handle: firstDb, drop: () => firstDb.close() } });
      const player = await registerPlayer(first);
      await creditMain(first, player.id, 100_000);
      let round = (await call(first, player, 'POST', '/api/games/mines/start', { amount: 1000, mines: 1 })).json<MinesReply>().round;
      for (let tile = 0; round.revealed.length < 1 && round.status === 'open'; tile++) round = (await call(first, player, 'POST', '/api/games/mines/reveal', { tile })).json<MinesReply>().round;
      await first.close();
      await firstDb.close();
      if (round.status !== 'open') return; // 1 mine in 25: the first tile was the mine (4 %); nothing to resume.

      const secondDb = await openDatabase({ dataDir: dir });
      const second = await createTestApp({ database: { handle: secondDb, drop: () => secondDb.close() } });
      try {
        const resumed = (await call(second, player, 'GET', '/api/games/mines/current')).json<{ round: MinesRound }>().round;
        expect(resumed).toMatchObject({ id: round.id, revealed: round.revealed, status: 'open', nonce: round.nonce, serverSeedHash: round.serverSeedHash });
        const cashes = await Promise.all([1, 2, 3].map(() => call(second, player, 'POST', '/api/games/mines/cashout')));
        expect(cashes.filter((r) => r.statusCode === 200)).toHaveLength(1);
        const win = Math.floor((1000 * minesCoefficient(1, 1, 100)) / 100);
        expect(await money(second, player)).toBe(99_000 + win);
      } finally {
        await second.close();
        await secondDb.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
