import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { x100Payout, x100Result, type X100Multiplier } from '@azart/fairness';
import type { AuthResponse, Publication, RoundState } from '@azart/contracts';
import { connectClient, createTestApp, createTestDatabase, creditMain, registerPlayer, usingPostgres, type TestApp, type TestDatabase } from '../../../test/harness.ts';
import { checkLedger } from '../../ledger/index.ts';
import { createEngine } from '../engine.ts';
import { latestRound, roundById } from '../store.ts';
import { FAST_ROUNDS, driveUntil, me, placed } from './support.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function database(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  cleanup.push(() => db.drop());
  return db;
}
async function app(db: TestDatabase, env: Record<string, string> = {}, listen = false): Promise<TestApp> {
  const built = await createTestApp({ database: db, env: { ...FAST_ROUNDS, ...env }, listen });
  let closed = false;
  cleanup.push(async () => {
    if (!closed) await built.close();
  });
  return { ...built, close: async () => { closed = true; await built.close(); } };
}
const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
};

describe('a round interrupted by its leader dying', () => {
  for (const phase of ['betting', 'spinning'] as const) {
    it(`is finished by the next leader with its committed result when the leader died while ${phase}, and every bet is paid once`, async () => {
      const db = await database();
      // Twice the other tests' clock (3 s of betting): six bets must fit in one betting window on a busy machine too.
      const first = await app(db, { ROUND_TIME_SCALE: '0.2' });
      const engine = createEngine(first.ctx, 'x100');
      const players = [await registerPlayer(first), await registerPlayer(first)];
      for (const p of players) await creditMain(first, p.id, 100_000);
      const open = await driveUntil(first, engine, 'x100', (r) => r.state === 'betting');
      const stakes = [['2', 1_000], ['3', 700], ['10', 500]] as const;
      await Promise.all(players.flatMap((p) => stakes.map(([spot, amount]) => placed(first, 'x100', p, { amount, spot }))));
      if (phase === 'spinning') await driveUntil(first, engine, 'x100', (r) => r.id === open.id && r.state === 'spinning');
      // The process goes away mid-round; the round's times pass with nobody running the game.
      await first.close();
      await sleep(Math.max(0, open.endsAt.getTime() - Date.now()) + 200);
      expect((await latestRound(db.handle.db, 'x100')).round).toMatchObject({ id: open.id, state: phase });

      // Another process starts and leads the game (ROUND_GAMES runs its duty): the round ends, a new one opens.
      const second = await app(db, { ROUND_GAMES: 'x100', ROUND_TIME_SCALE: '0.2' });
      await until(async () => ((await latestRound(second.ctx.db, 'x100')).round?.number ?? 0) > open.number);
      const ended = (await roundById(second.ctx.db, open.id))!;
      expect(['result', 'pause']).toContain(ended.state);
      const result = x100Result(ended.hash, ended.salt);
      const wins = stakes.reduce((sum, [spot, amount]) => sum + x100Payout(amount, Number(spot) as X100Multiplier, result), 0);
      for (const p of players) expect((await me(second, p)).money).toBe(100_000 - 2_200 + wins);
      expect(ended.payout).toBe(2 * wins);
      const paid = rowsOf<{ n: number }>(await second.ctx.db.execute(sql`SELECT count(*)::int AS n FROM postings WHERE idempotency_key LIKE ${`round:${open.id}:payout:%`}`))[0]!.n;
      expect(paid).toBe(wins > 0 ? 2 : 0);
      const check = await checkLedger(second.ctx.db);
      expect(check.unbalancedPostings).toEqual([]);
      expect(check.cachedMismatches).toEqual([]);
    }, 40_000);
  }
});

describe('the live timeline', () => {
  it('pushes every state of a round to everyone in order, and a win only to its winner', async () => {
    const db = await database();
    const served = await app(db, { ROUND_GAMES: 'x100' }, true);
    const [winner, watcher] = [await registerPlayer(served), await registerPlayer(served)];
    await creditMain(served, winner.id, 100_000);
    const tokenOf = async (player: typeof winner) => (await served.app.inject({ url: '/api/auth/me', headers: player.auth })).json<{ user: AuthResponse['user'] }>().user.centrifugo_token;
    const [mine, theirs] = [await connectClient(served.url!, await tokenOf(winner)), await connectClient(served.url!, await tokenOf(watcher))];
    try {
      // Three bets in one round. The round is the one the bets' answers name, not the one whose betting push came
      // first: on a busy machine that round's betting can close before the bets arrive, and they go to the next.
      let roundId = 0;
      let after = 0;
      while (!roundId) {
        // The watcher connected last: a betting push it saw reached the winner's socket too.
        after = (await theirs.next((p) => p.data.round?.state === 'betting' && p.data.round.id > after, 10_000)).data.round!.id;
        // A bet that found betting closed (409) is tried again with the others on the next round.
        const tries = await Promise.allSettled(['2', '3', '10'].map((spot) => placed(served, 'x100', winner, { amount: 100, spot })));
        const bets = tries.flatMap((t) => (t.status === 'fulfilled' ? [t.value.bet] : []));
        const rounds = new Set(bets.map((b) => b.roundId));
        // The bets' round must be the one whose betting the watcher saw open, or its timeline starts too late.
        if (bets.length === 3 && rounds.size === 1 && bets[0]!.roundId === after) roundId = after;
        after = Math.max(after, ...bets.map((b) => b.roundId));
      }
      const bets = await theirs.next((p) => p.data.roundBets?.roundId === roundId && p.data.roundBets.totals.bets === 3, 5_000).catch(() => null);
      const ended = await theirs.next((p) => p.data.round?.id === roundId && p.data.round.state === 'pause', 15_000);
      const states = theirs.received.filter((p) => p.data.round?.id === roundId).map((p) => p.data.round!.state);
      expect(states).toEqual(['betting', 'spinning', 'result', 'pause'] satisfies RoundState[]);
      expect(bets?.data.roundBets?.bets.length ?? 3).toBe(3);
      const result = ended.data.round!.result as { multiplier: number };
      const won = [2, 3, 10].includes(result.multiplier);
      const ownPushes = (received: Publication[]) => received.filter((p) => p.data.roundWin?.roundId === roundId);
      expect(ownPushes(mine.received).map((p) => p.data.roundWin!.win)).toEqual(won ? [100 * result.multiplier] : []);
      expect(ownPushes(theirs.received)).toEqual([]);
      const serverTime = Date.parse(ended.data.round!.serverTime);
      expect(Math.abs(serverTime - Date.now())).toBeLessThan(5_000);
    } finally {
      mine.socket.close();
      theirs.socket.close();
    }
  }, 40_000);
});

describe.runIf(usingPostgres)('two processes', () => {
  it('run a game on one of them; when it stops, the other takes over within seconds and the rounds go on', async () => {
    const db = await database();
    const a = await app(db, { ROUND_GAMES: 'x100' });
    const b = await app(db, { ROUND_GAMES: 'x100' });
    await until(async () => a.ctx.leading().includes('rounds:x100') || b.ctx.leading().includes('rounds:x100'));
    const [leader, standby] = a.ctx.leading().includes('rounds:x100') ? [a, b] : [b, a];
    expect(standby.ctx.leading()).not.toContain('rounds:x100');
    await until(async () => ((await latestRound(db.handle.db, 'x100')).round?.number ?? 0) >= 1);
    const before = (await latestRound(db.handle.db, 'x100')).round!.number;

    const stoppedAt = Date.now();
    await leader.close();
    await until(async () => standby.ctx.leading().includes('rounds:x100'), 10_000);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await until(async () => ((await latestRound(db.handle.db, 'x100')).round?.number ?? 0) >= before + 2);
    const numbers = rowsOf<{ number: number }>(await db.handle.db.execute(sql`SELECT number FROM game_rounds WHERE game = 'x100' ORDER BY number`)).map((r) => Number(r.number));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  }, 40_000);
});
