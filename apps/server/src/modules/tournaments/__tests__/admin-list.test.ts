import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminTournament, type AdminTournamentList, type Tournament } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { createTestApp, schedulesWithout, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { staffMember } from '../../../test/cashier.ts';
import { bankReward, noReferralRanking, ratePerPoint, settleTournaments, type ReferralRanking } from '../index.ts';
import { listTournaments } from '../admin.ts';

/**
 * The back office's list of tournaments (issue 14: "admin can create others"
 * and sets a running one's bank and prizes): `GET /api/admin/tournaments`
 * for admins only, newest first, a page at a time, by state and kind, each
 * with its terms, its bank and points now, its participants and what it paid.
 */

let app: TestApp;
let admin: Player;
beforeAll(async () => {
  // The settlement is what these tests drive: the background job would race them (with the real referral ranking, too).
  app = await createTestApp({ schedules: schedulesWithout('tournaments-settle') });
  admin = await staffMember(app, 'admin');
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.ctx.db;
const list = (who: Player | null, query = '') => app.app.inject({ method: 'GET', url: `/api/admin/tournaments${query}`, headers: who ? who.auth : {} });
const listed = async (query = '') => {
  const response = await list(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminTournamentList>();
};
const create = async (body: object): Promise<Tournament> => {
  const response = await app.app.inject({ method: 'POST', url: '/api/admin/tournaments', headers: admin.auth, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ tournament: Tournament }>().tournament;
};
/** Points as the bet counting leaves them: the player's row and the tournament's running total. */
async function givePoints(tournamentId: number, userId: number, pointsX10000: number): Promise<void> {
  await db().execute(sql`INSERT INTO tournament_points (tournament_id, user_id, points_x10000) VALUES (${tournamentId}, ${userId}, ${pointsX10000})`);
  await db().execute(sql`UPDATE tournaments SET total_points_x10000 = total_points_x10000 + ${pointsX10000} WHERE id = ${tournamentId}`);
}
const hour = 3_600_000;
const period = () => ({ startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 24 * hour).toISOString() });

describe('who may list the tournaments', () => {
  it('answers 401 to a visitor and 403 (localised) to a player, support and finance; 200 to an admin', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const player = await registerPlayer(app);
    const refused = await list(player, '?state=running');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: MESSAGES.forbidden.ru, code: 'forbidden' });
    for (const scope of ['support', 'finance'] as const) expect((await list(await staffMember(app, scope))).statusCode, scope).toBe(403);
    expect((await list(admin)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/tournaments', () => {
  it('lists newest first with the terms, the bank and points now, the participants and nothing paid while running', async () => {
    const players = [await registerPlayer(app), await registerPlayer(app)];
    const places = await create({ kind: 'places', ...period(), prize1: 10_000, prize2: 5_050, prize1Bp: 30 });
    const bank = await create({ kind: 'bank', ...period(), bank: 100_000 });
    await givePoints(bank.id, players[0]!.id, 300_000);
    await givePoints(bank.id, players[1]!.id, 150_001);
    // A player with no points left (none counted) is no participant.
    await db().execute(sql`INSERT INTO tournament_points (tournament_id, user_id, points_x10000) VALUES (${places.id}, ${players[0]!.id}, 0)`);

    const { items, total } = await listed('?limit=100');
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = items.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.indexOf(bank.id)).toBeLessThan(ids.indexOf(places.id));
    const row = (id: number) => items.find((t) => t.id === id)!;
    expect(row(bank.id)).toEqual<AdminTournament>({
      id: bank.id, kind: 'bank', state: 'running', period: null, startsAt: bank.startsAt, endsAt: bank.endsAt, createdAt: expect.any(String) as string,
      bank: 100_000, fixedBank: 100_000, bankRevenueBp: 0, prizes: { '1': 0, '2': 0 }, prizeGrowthBp: { '1': 0, '2': 0 },
      // 45.0001 points shown cut to hundredths; the rate from the exact total, as the standings compute it.
      totalPoints: 45, ratePerPoint: ratePerPoint(100_000, 450_001), participants: 2, paid: 0,
    });
    expect(row(places.id)).toMatchObject({ kind: 'places', state: 'running', bank: 15_050, fixedBank: null, prizes: { '1': 10_000, '2': 5_050 }, prizeGrowthBp: { '1': 30, '2': 0 }, totalPoints: 0, ratePerPoint: 0, participants: 0, paid: 0 });
    // The default periods' tournaments carry their period's key.
    await app.app.inject({ method: 'GET', url: '/api/bonus/tournaments/init' });
    const defaults = (await listed('?state=running&limit=100')).items.filter((t) => t.period !== null);
    expect(defaults.map((t) => t.period!.split(':')[0]).sort()).toEqual(['day', 'month', 'week']);
  });

  it('shows an ended tournament with what the settlement fixed and paid', async () => {
    const players = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    const start = new Date(Date.UTC(2021, 5, 1));
    const [made] = rowsOf<{ id: number }>(
      await db().execute(sql`
        INSERT INTO tournaments (kind, starts_at, ends_at, bank) VALUES ('bank', ${start.toISOString()}, ${new Date(start.getTime() + 24 * hour).toISOString()}, 30000) RETURNING id`),
    );
    const id = Number(made!.id);
    const points = [200_000, 100_000, 33_333];
    for (const [i, p] of points.entries()) await givePoints(id, players[i]!.id, p);
    await settleTournaments(db(), { referral: noReferralRanking });
    const rate = ratePerPoint(30_000, 333_333);
    const paid = points.reduce((sum, p) => sum + bankReward(p, rate), 0);
    expect(paid).toBeLessThanOrEqual(30_000);

    const ended = (await listed('?state=paid&kind=bank&limit=100')).items.find((t) => t.id === id);
    expect(ended).toMatchObject({ state: 'paid', bank: 30_000, fixedBank: 30_000, totalPoints: 33.33, ratePerPoint: rate, participants: 3, paid });
    // Fixed: a change of the terms is refused and the list keeps the settlement's figures.
    expect((await app.app.inject({ method: 'PUT', url: `/api/admin/tournaments/${id}`, headers: admin.auth, payload: { bank: 1 } })).statusCode).toBe(409);
    expect((await listed('?state=paid&kind=bank&limit=100')).items.find((t) => t.id === id)).toMatchObject({ bank: 30_000, paid });
  });

  it('shows a running tournament\'s new bank and prizes once an admin sets them', async () => {
    const bank = await create({ kind: 'bank', ...period(), bankRevenueBp: 500 });
    expect((await listed('?kind=bank&state=running&limit=100')).items.find((t) => t.id === bank.id)).toMatchObject({ bank: 0, fixedBank: null, bankRevenueBp: 500 });
    const put = await app.app.inject({ method: 'PUT', url: `/api/admin/tournaments/${bank.id}`, headers: admin.auth, payload: { bank: 123_456 } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await listed('?kind=bank&state=running&limit=100')).items.find((t) => t.id === bank.id)).toMatchObject({ bank: 123_456, fixedBank: 123_456 });
    const places = await create({ kind: 'places', ...period() });
    await app.app.inject({ method: 'PUT', url: `/api/admin/tournaments/${places.id}`, headers: admin.auth, payload: { prize1: 70_000, prize2: 30_001 } });
    expect((await listed('?kind=places&limit=100')).items.find((t) => t.id === places.id)).toMatchObject({ bank: 100_001, prizes: { '1': 70_000, '2': 30_001 } });
  });

  it('narrows by state and kind and pages with the total; refuses unknown filters and page sizes', async () => {
    await create({ kind: 'places', ...period() });
    const running = await listed('?state=running&limit=100');
    expect(running.items.length).toBeGreaterThan(0);
    expect(running.items.every((t) => t.state === 'running')).toBe(true);
    const paid = await listed('?state=paid&limit=100');
    expect(paid.items.every((t) => t.state === 'paid')).toBe(true);
    const places = await listed('?state=running&kind=places&limit=100');
    expect(places.items.every((t) => t.state === 'running' && t.kind === 'places')).toBe(true);
    const [counted] = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM tournaments WHERE state = 'running' AND kind = 'places'`));
    expect(places.total).toBe(Number(counted!.n));

    const everything = await listed('?limit=100');
    const first = await listed('?limit=1');
    expect(first.items.map((t) => t.id)).toEqual([everything.items[0]!.id]);
    expect(first.total).toBe(everything.total);
    const second = await listed('?limit=1&offset=1');
    expect(second.items.map((t) => t.id)).toEqual([everything.items[1]!.id]);
    expect(await listed(`?offset=${everything.total}`)).toEqual({ items: [], total: everything.total });
    // The default page: 20.
    expect((await listed()).items.length).toBe(Math.min(20, everything.total));

    for (const query of ['?state=settled', '?kind=jackpot', '?limit=0', '?limit=101', '?offset=-1']) {
      const response = await list(admin, query);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('counts a referral tournament\'s referrers and their deposits from the ranking', async () => {
    const [made] = rowsOf<{ id: number }>(
      await db().execute(sql`
        INSERT INTO tournaments (kind, starts_at, ends_at, prize1_x100, prize2_x100) VALUES ('referral', now(), now() + interval '1 day', 100000, 50000) RETURNING id`),
    );
    const ranking: ReferralRanking = async (_exec, _range, limit) => [{ userId: 1, nick: 'a', amount: 90_050 }, { userId: 2, nick: 'b', amount: 10_000 }].slice(0, limit);
    const { items } = await listTournaments(db(), { kind: 'referral', state: 'running', limit: 100, offset: 0 }, ranking);
    expect(items.find((t) => t.id === Number(made!.id))).toMatchObject({ kind: 'referral', bank: 1_500, prizes: { '1': 1_000, '2': 500 }, participants: 2, totalPoints: 1_000.5, paid: 0 });
  });
});
