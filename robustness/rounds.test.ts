// The round games' promises with real processes on PostgreSQL and Redis
// (issue 12): two server processes run x100; the one that leads the game is
// killed with SIGKILL in the middle of a round, after betting closed and
// before the result. The other takes the game over within seconds, finishes
// that round with the result its hash fixed before it opened, pays every bet
// exactly once, and the rounds go on; the ledger balances to the kopeck.
//
// Needs TEST_DATABASE_URL and REDIS_URL (`npm run test:fault`).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentRoundResponse, RoundHistoryItem } from '@azart/contracts';
import { openDatabase, rowsOf, sql } from '@azart/db';
import { x100Payout, x100Result, type X100Multiplier } from '@azart/fairness';
import { HOUSE, checkLedger as ledgerCheck, post } from '../apps/server/src/modules/ledger/index.ts';
import { pause } from './support/bet-load.ts';
import { startServer, type ServerProcess } from './support/server.ts';
import { createDatabase } from './support/services.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const CREDIT = 1_000_000;
const STAKES = [['2', 1_000], ['3', 500], ['10', 300], ['100', 100]] as const;

type Health = { leading: string[] };
type Player = { id: number; token: string };

describe.runIf(baseUrl && redisUrl)('round games with real processes', () => {
  let database: { url: string; drop(): Promise<void> };
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createDatabase(baseUrl!, `azart_rounds_${randomBytes(4).toString('hex')}`);
    // x100 five times faster than games.md (3 s of betting, 1.4 s of spin), on a short chain.
    env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, SERVE_WEB: 'false', AUTH_RATE_LIMIT_MAX: '100000', ROUND_GAMES: 'x100', ROUND_TIME_SCALE: '0.2', ROUND_CHAIN_LENGTH: '2000' };
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    await database?.drop();
  }, 60_000);

  const health = (server: ServerProcess) => fetch(`${server.url}/api/health`).then((r) => r.json() as Promise<Health>, () => null);
  const current = (server: ServerProcess) => fetch(`${server.url}/api/rounds/x100/current`).then((r) => r.json() as Promise<CurrentRoundResponse>);
  async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check().catch(() => null);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
      await pause(50);
    }
  }

  it('a leader killed mid-round: the standby finishes the round with its committed result, pays each bet once, and the game goes on', async () => {
    const [a, b] = [await startServer(env), await startServer(env)];
    servers.push(a, b);
    const leader = await until('a leader for x100', async () => ((await health(a))?.leading.includes('rounds:x100') ? a : (await health(b))?.leading.includes('rounds:x100') ? b : null));
    const standby = leader === a ? b : a;

    const players: Player[] = [];
    const handle = await openDatabase({ url: database.url, poolSize: 2 });
    try {
      for (let i = 0; i < 3; i++) {
        const login = `rnd${randomBytes(5).toString('hex')}`;
        const response = await fetch(`${standby.url}/api/auth/register`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'secret123', password_confirmation: 'secret123', agree: true }),
        });
        const body = (await response.json()) as { access_token: { token: string }; user: { id: number } };
        players.push({ id: body.user.id, token: body.access_token.token });
        await handle.db.transaction((tx) => post(tx, { key: `rounds-credit:${body.user.id}`, code: 'adjustment', legs: [{ player: { userId: body.user.id, kind: 'main' }, amount: CREDIT }, { house: HOUSE.adjustments, amount: -CREDIT }] }));
      }

      // Bets on a fresh round, through the standby (any process takes bets; only the leader runs the schedule).
      const round = await until('a round open for bets for 2 s more', async () => {
        const { round, serverTime } = await current(standby);
        return round?.state === 'betting' && Date.parse(round.bettingEndsAt) - Date.parse(serverTime) > 2_000 ? round : null;
      });
      for (const player of players) {
        for (const [spot, amount] of STAKES) {
          const response = await fetch(`${standby.url}/api/rounds/x100/bets`, {
            method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` }, body: JSON.stringify({ amount, spot }),
          });
          expect(response.status, await response.clone().text()).toBe(200);
        }
      }

      // Betting closes (the leader closed it); kill the leader before it shows the result.
      await until('betting closed', async () => ((await current(standby)).round?.id === round.id && (await current(standby)).round?.state === 'spinning' ? true : null), 10_000);
      await leader.kill('SIGKILL');
      const killedAt = Date.now();

      const tookOver = await until('the standby leading x100', async () => ((await health(standby))?.leading.includes('rounds:x100') ? Date.now() : null), 15_000);
      expect(tookOver - killedAt).toBeLessThan(5_000);
      const ended = await until('the round ended', async () => {
        const { items } = (await fetch(`${standby.url}/api/rounds/x100/history?limit=10`).then((r) => r.json())) as { items: RoundHistoryItem[] };
        return items.find((item) => item.id === round.id) ?? null;
      });
      // Its result is its hash's (with the salt the chain published), and everyone was paid by it, once.
      const { chains } = (await fetch(`${standby.url}/api/fairness/chains`).then((r) => r.json())) as { chains: { id: number; salt: string }[] };
      const salt = chains.find((c) => c.id === ended.chainId)!.salt;
      const result = x100Result(ended.hash, salt);
      expect(ended.result).toEqual({ game: 'x100', cell: result.cell, multiplier: result.multiplier });
      const wins = STAKES.reduce((sum, [spot, amount]) => sum + x100Payout(amount, Number(spot) as X100Multiplier, result), 0);
      const staked = STAKES.reduce((sum, [, amount]) => sum + amount, 0);
      for (const player of players) {
        const me = (await fetch(`${standby.url}/api/auth/me`, { headers: { authorization: `Bearer ${player.token}` } }).then((r) => r.json())) as { user: { money: number } };
        expect(me.user.money).toBe(CREDIT - staked + wins);
      }
      expect(ended.payout).toBe(players.length * wins);
      const records = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM bets WHERE chain_round_id = ${round.id}`))[0]!.n;
      expect(records).toBe(players.length * STAKES.length);

      // The game goes on under the new leader, and the restarted process waits as the standby.
      const next = await until('two more rounds', async () => {
        const { round: latest } = await current(standby);
        return latest && latest.number >= round.number + 2 ? latest : null;
      });
      expect(next.previousHash).not.toBe(ended.previousHash);
      const restarted = await startServer(env);
      servers.push(restarted);
      await pause(2_000);
      expect((await health(restarted))?.leading).not.toContain('rounds:x100');
      expect((await health(standby))?.leading).toContain('rounds:x100');

      const check = await ledgerCheck(handle.db);
      expect(check.unbalancedPostings).toEqual([]);
      expect(check.cachedMismatches).toEqual([]);
      const numbers = rowsOf<{ number: number }>(await handle.db.execute(sql`SELECT number FROM game_rounds WHERE game = 'x100' ORDER BY number`)).map((r) => Number(r.number));
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      expect(standby.unexpectedExit()).toBeNull();
      process.stdout.write(`\nround games: standby led x100 ${tookOver - killedAt} ms after the leader's SIGKILL; round ${round.number} paid ${ended.payout} kopecks to ${players.length} players\n`);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
