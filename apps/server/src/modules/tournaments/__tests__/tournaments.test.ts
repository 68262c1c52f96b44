import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type MyTournaments, type TournamentsInit, type User } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { HOUSE, checkLedger, playerBalances, post } from '../../ledger/index.ts';
import { createTestApp, schedulesWithout, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { staffMember } from '../../../test/cashier.ts';
import { casinoDefaults, catalogueAttributes, upsertCatalogueGame } from '../../games/index.ts';
import {
  accrueTournamentPoints, bankReward, fixPlaces, GRACE_MS, noReferralRanking, periodsAt, pointsX10000, ratePerPoint, settleTournaments, type ReferralRanking,
} from '../index.ts';

/**
 * Tournaments (issue 14 items 1–2, bonuses.md §8): points by the rates of
 * every game kind, counted once with the bet counting; a period's end paying
 * the right places once under two concurrent runs and after a crash in the
 * middle; the rate per point never paying more than the bank; the ledger
 * balancing throughout.
 */

let app: TestApp;
beforeAll(async () => {
  // The settlement is what these tests drive: the background job would race them (with the real referral ranking, too).
  app = await createTestApp({ schedules: schedulesWithout('tournaments-settle') });
  // Two provider games as the casino's catalogue import would add them.
  await upsertCatalogueGame(db(), 'pragmatic:sweet-bonanza', casinoDefaults('slots'), 400);
  await upsertCatalogueGame(db(), 'evolution:baccarat', casinoDefaults('cards'), 120);
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.ctx.db;
const main = async (player: Player) => (await playerBalances(db(), player.id)).main;
let period = 0;
/** A tournament whose period ended long ago (a unique past day each), with the given terms. */
async function pastTournamentAt(kind: 'bank' | 'places' | 'referral', terms: { bank?: number; bankRevenueBp?: number; prize1X100?: number; prize2X100?: number } = {}): Promise<{ id: number; start: Date }> {
  period += 1;
  const start = new Date(Date.UTC(2020, 0, 1) + period * 86_400_000);
  const [row] = rowsOf<{ id: number }>(
    await db().execute(sql`
      INSERT INTO tournaments (kind, starts_at, ends_at, bank, bank_revenue_bp, prize1_x100, prize2_x100)
      VALUES (${kind}, ${start.toISOString()}, ${new Date(start.getTime() + 86_400_000).toISOString()}, ${terms.bank ?? null}, ${terms.bankRevenueBp ?? 0}, ${terms.prize1X100 ?? 0}, ${terms.prize2X100 ?? 0})
      RETURNING id`),
  );
  return { id: Number(row!.id), start };
}
const pastTournament = async (...args: Parameters<typeof pastTournamentAt>) => (await pastTournamentAt(...args)).id;
const givePoints = (tournamentId: number, userId: number, pointsX10000: number) =>
  db().execute(sql`INSERT INTO tournament_points (tournament_id, user_id, points_x10000) VALUES (${tournamentId}, ${userId}, ${pointsX10000})`);
const payouts = async (id: number) =>
  rowsOf<{ place: number; user_id: number; reward: number; paid_at: Date | null }>(
    await db().execute(sql`SELECT place, user_id, reward, paid_at FROM tournament_payouts WHERE tournament_id = ${id} ORDER BY place`),
  ).map((p) => ({ place: Number(p.place), userId: Number(p.user_id), reward: Number(p.reward), paid: p.paid_at !== null }));
const prizePostings = async (id: number) =>
  Number(rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM postings WHERE idempotency_key LIKE ${`tournament:${id}:%`}`))[0]!.n);
/** The ledger balances: every posting sums to zero, every cached balance equals its entries, and the expense account carries the prizes. */
const balanced = async () => {
  const check = await checkLedger(db());
  expect(check.unbalancedPostings).toEqual([]);
  expect(check.cachedMismatches).toEqual([]);
};
const stateOf = async (id: number) => rowsOf<{ state: string }>(await db().execute(sql`SELECT state FROM tournaments WHERE id = ${id}`))[0]!.state;

describe('points', () => {
  it("follow the catalogue's rates: 3 % Dice and Bubbles; 10 % other own games, live games and slots; none in roulette, card and table games", async () => {
    const rates = await catalogueAttributes(db(), ['dice', 'bubbles', 'mines', 'hotline', 'popit', 'x100', 'megawheel', 'crazytime', 'pragmatic:sweet-bonanza', 'evolution:baccarat']);
    for (const game of ['dice', 'bubbles']) expect(rates.get(game)?.tournamentRateBp, game).toBe(300);
    for (const game of ['mines', 'hotline', 'popit', 'x100', 'megawheel', 'crazytime', 'pragmatic:sweet-bonanza']) expect(rates.get(game)?.tournamentRateBp, game).toBe(1000);
    expect(rates.get('evolution:baccarat')?.tournamentRateBp).toBe(0);
    for (const category of ['roulette', 'cards', 'table'] as const) expect(casinoDefaults(category).tournamentRateBp, category).toBe(0);
    for (const category of ['slots', 'live'] as const) expect(casinoDefaults(category).tournamentRateBp, category).toBe(1000);
    expect(pointsX10000(12_345, 300)).toBe(12_345 * 3);
    expect(pointsX10000(101, 250)).toBe(252);
  });

  it('accrue exactly (ten-thousandths of a point) into the running tournaments of the bet time, with the award store growing', async () => {
    const player = await registerPlayer(app);
    const now = new Date();
    const games = ['dice', 'bubbles', 'mines', 'x100', 'pragmatic:sweet-bonanza', 'evolution:baccarat'];
    const amount = 12_345;
    await db().transaction((tx) => accrueTournamentPoints(tx, games.map((game, i) => ({ id: -1 - i, userId: player.id, game, amount, win: 0, createdAt: now })), now));
    const rows = rowsOf<{ kind: string; points_x10000: number }>(
      await db().execute(sql`SELECT t.kind, p.points_x10000 FROM tournament_points p JOIN tournaments t ON t.id = p.tournament_id WHERE p.user_id = ${player.id} ORDER BY t.kind`),
    );
    // 2 × 3 % + 3 × 10 % + 0: A × 36 ten-thousandths = 12 345 kopecks × 36 % = 44.442 points.
    expect(rows.map((r) => [r.kind, Number(r.points_x10000)])).toEqual([['bank', amount * 36], ['places', amount * 36]]);
    const init = (await app.app.inject({ method: 'GET', url: '/api/bonus/tournaments/init' })).json<TournamentsInit>();
    const mine = init.tournaments.find((t) => t.kind === 'bank')!.places.find((p) => p.nick === player.login)!;
    expect(mine.points).toBe(44.44);
    expect(init.award.places['1']).toBeGreaterThan(0);
    expect(init.award.bank).toBe(init.award.places['1'] + init.award.places['2']);
  });

  it('come from real bets through the bet counting, once, and show as my points', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 100_000);
    for (let i = 0; i < 3; i++) {
      const response = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: { amount: 10_000, chance: 95, side: 'less' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ user: User }>().user).toBeTruthy();
    }
    // 3 × 10 000 kopecks × 3 % = 900 kopecks = 9 points, once the counting duty took the queue.
    await expect
      .poll(async () => (await app.app.inject({ method: 'GET', url: '/api/bonus/tournaments/my', headers: player.auth })).json<MyTournaments>().tournaments.map((t) => t.points).sort(), { timeout: 10_000, interval: 100 })
      .toEqual([0, 9, 9]);
    expect((await app.app.inject({ method: 'GET', url: '/api/bonus/tournaments/my' })).statusCode).toBe(401);
  });
});

describe('a revenue-share bank and the live leaderboard', () => {
  it('takes its bank from the counted bets\' house revenue and pushes the standings on broadcast in the counting transaction', async () => {
    const players = [await registerPlayer(app), await registerPlayer(app)];
    const t = await pastTournamentAt('bank', { bankRevenueBp: 1_000 });
    const at = new Date(t.start.getTime() + 3_600_000);
    // The house keeps the stakes less what they paid: 150 000 − 20 000 = 130 000 kopecks, 10 % of it a bank of 13 000.
    const pushed = await db().transaction(async (tx) => {
      await accrueTournamentPoints(tx, [{ id: -100, userId: players[0]!.id, game: 'mines', amount: 100_000, win: 0, createdAt: at }, { id: -101, userId: players[1]!.id, game: 'dice', amount: 50_000, win: 20_000, createdAt: at }], new Date());
      return rowsOf<{ payload: { data: { tournament?: { id: number; bank: number; places: { nick: string; points: number }[] } } } }>(
        await tx.execute(sql`SELECT payload FROM outbox WHERE type = 'push' AND (payload->'data'->'tournament'->>'id')::bigint = ${t.id}`),
      );
    });
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.payload.data.tournament).toMatchObject({ id: t.id, bank: 13_000, places: [{ nick: players[0]!.login, points: 100 }, { nick: players[1]!.login, points: 15 }] });
    const before = await Promise.all(players.map(main));
    await settleTournaments(db(), { referral: noReferralRanking });
    // 115 points share 13 000 kopecks: ⌊13 000 × 10⁴ / 1 150 000⌋ = 113 kopecks a point; 11 300 + 1 695 paid, 5 stay with the house.
    expect((await Promise.all(players.map(main))).map((m, i) => m - before[i]!)).toEqual([11_300, 1_695]);
    await balanced();
  });
});

describe('the rate per point', () => {
  it('never pays more than the bank, whatever the points', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 2000; run++) {
      const bank = Math.floor(random() * 10 ** (1 + Math.floor(random() * 9)));
      const points = Array.from({ length: 1 + Math.floor(random() * 20) }, () => 1 + Math.floor(random() * 10 ** (1 + Math.floor(random() * 8))));
      const total = points.reduce((a, b) => a + b, 0);
      const rate = ratePerPoint(bank, total);
      const paid = points.reduce((sum, p) => sum + bankReward(p, rate), 0);
      expect(paid).toBeLessThanOrEqual(bank);
      // Rounded down to the kopeck: one kopeck more per point would overpay.
      expect((BigInt(rate + 1) * BigInt(total)) / 10_000n).toBeGreaterThan(BigInt(bank) - 1n);
    }
    expect(ratePerPoint(1_000, 0)).toBe(0);
    expect(ratePerPoint(1_000, 3)).toBe(3_333_333);
  });
});

describe('the end of a period', () => {
  it('pays kind bank by points × rate once, even with two runs at once; the remainder stays with the house', async () => {
    const players = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    const id = await pastTournament('bank', { bank: 100_000 });
    // 30, 20 and 10 points minus a hair: the rate is 100 000 / 59.9999 points, cut to the kopeck.
    await givePoints(id, players[0]!.id, 300_000);
    await givePoints(id, players[1]!.id, 200_000);
    await givePoints(id, players[2]!.id, 99_999);
    const before = await Promise.all(players.map(main));
    const runs = await Promise.all([settleTournaments(db(), { referral: noReferralRanking }), settleTournaments(db(), { referral: noReferralRanking })]);
    // Each run returns only once the tournament is paid off, whichever of them paid it.
    expect(runs.map((paidOff) => paidOff.includes(id))).toEqual([true, true]);
    const rate = ratePerPoint(100_000, 599_999);
    const rewards = [300_000, 200_000, 99_999].map((p) => bankReward(p, rate));
    expect(await payouts(id)).toEqual(players.map((p, i) => ({ place: i + 1, userId: p.id, reward: rewards[i], paid: true })));
    expect(rewards.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100_000);
    expect((await Promise.all(players.map(main))).map((m, i) => m - before[i]!)).toEqual(rewards);
    expect(await prizePostings(id)).toBe(3);
    expect(await stateOf(id)).toBe('paid');
    // A third run (the next minute's job) changes nothing.
    await settleTournaments(db(), { referral: noReferralRanking });
    expect((await Promise.all(players.map(main))).map((m, i) => m - before[i]!)).toEqual(rewards);
    await balanced();
  });

  it('pays kind places to the top two only, and resumes after a crash in the middle without paying twice', async () => {
    const players = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    const id = await pastTournament('places', { prize1X100: 500_050, prize2X100: 200_099 });
    await givePoints(id, players[0]!.id, 10);
    await givePoints(id, players[1]!.id, 30);
    await givePoints(id, players[2]!.id, 20);
    const before = await Promise.all(players.map(main));
    // The crash: places fixed, place 1 paid (its posting and its mark committed together), then the process died.
    await fixPlaces(db(), id, { referral: noReferralRanking });
    const fixed = await payouts(id);
    expect(fixed.map((p) => [p.place, p.userId, p.reward])).toEqual([[1, players[1]!.id, 5_000], [2, players[2]!.id, 2_000]]);
    await db().transaction(async (tx) => {
      await post(tx, { key: `tournament:${id}:${players[1]!.id}`, code: 'tournament_prize', meta: { tournamentId: id, place: 1 }, legs: [{ player: { userId: players[1]!.id, kind: 'main' }, amount: 5_000 }, { house: HOUSE.tournamentExpense, amount: -5_000 }] });
      await tx.execute(sql`UPDATE tournament_payouts SET paid_at = now() WHERE tournament_id = ${id} AND place = 1`);
    });
    expect(await stateOf(id)).toBe('paying');
    // And a worse crash: place 2's posting made but its mark lost (a posting committed by an older run): the key stops a second payment.
    await post(db(), { key: `tournament:${id}:${players[2]!.id}`, code: 'tournament_prize', meta: { tournamentId: id, place: 2 }, legs: [{ player: { userId: players[2]!.id, kind: 'main' }, amount: 2_000 }, { house: HOUSE.tournamentExpense, amount: -2_000 }] });
    await Promise.all([settleTournaments(db(), { referral: noReferralRanking }), settleTournaments(db(), { referral: noReferralRanking })]);
    expect((await Promise.all(players.map(main))).map((m, i) => m - before[i]!)).toEqual([0, 5_000, 2_000]);
    expect(await prizePostings(id)).toBe(2);
    expect(await stateOf(id)).toBe('paid');
    await balanced();
  });

  it('ranks the referral tournament by the pluggable ranking and pays its two prize places', async () => {
    const players = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    const id = await pastTournament('referral', { prize1X100: 100_000, prize2X100: 50_000 });
    const ranking: ReferralRanking = async (_exec, _range, limit) =>
      [{ userId: players[2]!.id, nick: players[2]!.login, amount: 90_000 }, { userId: players[0]!.id, nick: players[0]!.login, amount: 50_000 }, { userId: players[1]!.id, nick: players[1]!.login, amount: 10_000 }].slice(0, limit);
    const before = await Promise.all(players.map(main));
    await settleTournaments(db(), { referral: ranking });
    expect((await Promise.all(players.map(main))).map((m, i) => m - before[i]!)).toEqual([500, 0, 1_000]);
    const init = (await app.app.inject({ method: 'GET', url: '/api/bonus/tournaments/init' })).json<TournamentsInit>();
    const ended = init.history.find((t) => t.id === id)!;
    expect(ended.places).toEqual([{ place: 1, nick: players[2]!.login, points: 900, reward: 1_000 }, { place: 2, nick: players[0]!.login, points: 500, reward: 500 }]);
  });

  it('waits a grace period for the counting before fixing a period, and opens the current periods', async () => {
    const now = new Date();
    const [bank] = periodsAt(now);
    const [row] = rowsOf<{ id: number }>(await db().execute(sql`SELECT id FROM tournaments WHERE key = ${bank!.key}`));
    // At the period's end plus less than the grace it is still running.
    await settleTournaments(db(), { referral: noReferralRanking }, new Date(bank!.endsAt.getTime() + GRACE_MS - 1_000));
    expect(await stateOf(Number(row!.id))).toBe('running');
    const next = periodsAt(new Date(bank!.endsAt.getTime() + 1));
    expect(rowsOf(await db().execute(sql`SELECT id FROM tournaments WHERE key = ${next[0]!.key}`))).toHaveLength(1);
    // Page views open nothing more once the periods exist, and draw no ids (the next tournament's id follows on).
    const last = async () => Number(rowsOf<{ id: number }>(await db().execute(sql`SELECT max(id) AS id FROM tournaments`))[0]!.id);
    const before = await last();
    for (let i = 0; i < 3; i++) expect((await app.app.inject({ method: 'GET', url: '/api/bonus/tournaments/init' })).statusCode).toBe(200);
    expect(await last()).toBe(before);
    const [made] = rowsOf<{ id: number }>(await db().execute(sql`INSERT INTO tournaments (kind, starts_at, ends_at) VALUES ('bank', now(), now() + interval '1 hour') RETURNING id`));
    expect(Number(made!.id)).toBe(before + 1);
  });
});

describe('the back office', () => {
  const call = (method: 'POST' | 'PUT', url: string, who: Player, payload: object) => app.app.inject({ method, url, headers: who.auth, payload });

  it('creates another tournament and sets a running one\'s prizes, audited; refuses bad dates, an ended one and a player', async () => {
    const admin = await staffMember(app, 'admin');
    const player = await registerPlayer(app);
    const startsAt = new Date().toISOString();
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call('POST', '/api/admin/tournaments', player, { kind: 'places', startsAt, endsAt })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/tournaments', admin, { kind: 'places', startsAt: endsAt, endsAt: startsAt })).json()).toMatchObject({ error: { endsAt: [MESSAGES.tournament_dates_invalid.ru] } });
    expect((await call('POST', '/api/admin/tournaments', admin, { kind: 'places', startsAt, endsAt: 'soon' })).statusCode).toBe(422);
    const created = await call('POST', '/api/admin/tournaments', admin, { kind: 'places', startsAt, endsAt, prize1: 10_000, prize2: 5_000 });
    expect(created.statusCode, created.body).toBe(200);
    const { tournament } = created.json<{ tournament: { id: number; bank: number; prizes: Record<string, number> } }>();
    expect(tournament).toMatchObject({ bank: 15_000, prizes: { '1': 10_000, '2': 5_000 } });
    const updated = await call('PUT', `/api/admin/tournaments/${tournament.id}`, admin, { prize1: 20_000 });
    expect(updated.json()).toMatchObject({ tournament: { bank: 25_000, prizes: { '1': 20_000, '2': 5_000 } } });
    const audited = rowsOf<{ action: string }>(await db().execute(sql`SELECT action FROM audit_log WHERE target_type = 'tournament' AND target_id = ${String(tournament.id)} ORDER BY id`));
    expect(audited.map((a) => a.action)).toEqual(['tournament.create', 'tournament.update']);
    const ended = await pastTournament('bank', { bank: 1 });
    await settleTournaments(db(), { referral: noReferralRanking });
    expect((await call('PUT', `/api/admin/tournaments/${ended}`, admin, { bank: 5 })).statusCode).toBe(409);
    expect((await call('PUT', '/api/admin/tournaments/999999999', admin, { bank: 5 })).statusCode).toBe(404);
    // A malformed id is a refused input (as for every params schema here), never a 500.
    expect((await call('PUT', '/api/admin/tournaments/abc', admin, { bank: 5 })).statusCode).toBe(422);
    expect((await call('PUT', `/api/admin/tournaments/${tournament.id}`, admin, { prize1: -1 })).statusCode).toBe(422);
  });
});
