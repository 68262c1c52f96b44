import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_CHANNEL, MESSAGES, feedBetSchema, type BetDetail, type DiceBet, type FeedBet, type Publication, type RotateResponse, type User } from '@azart/contracts';
import { connectClient, createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';

/**
 * Bet history (issue 2 item 6): my bets with keyset paging and filters, a
 * bet's detail with its fairness record, the public feed of latest real bets
 * and its live counterpart on `broadcast`.
 */

type ErrorBody = { error: string | Record<string, string[]>; code: string };
type MyBets = { bets: DiceBet[]; nextBefore: number | null };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, player?: Player, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers: { ...player?.auth, ...headers } });
async function placeBet(player: Player, amount = 100, chance = 50, side: 'less' | 'more' = 'less'): Promise<DiceBet> {
  const response = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: { amount, chance, side } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ bet: DiceBet; user: User }>().bet;
}
/** A player in demo mode with demo coins: bets cost nothing real. */
async function demoPlayer(): Promise<Player> {
  const player = await registerPlayer(app);
  for (const action of ['add', 'enable']) expect((await app.app.inject({ method: 'POST', url: `/api/demo/${action}`, headers: player.auth })).statusCode).toBe(200);
  return player;
}

describe('GET /api/bets/my', () => {
  let player: Player;
  let placed: DiceBet[];
  beforeAll(async () => {
    player = await demoPlayer();
    placed = [];
    for (let i = 0; i < 5; i++) placed.push(await placeBet(player, 100 + i, 50, i % 2 ? 'more' : 'less'));
    // Someone else's bets never show up in my list.
    const stranger = await demoPlayer();
    await placeBet(stranger);
  });

  it('lists my bets newest first with their fairness fields', async () => {
    const response = await get('/api/bets/my', player);
    expect(response.statusCode).toBe(200);
    const body = response.json<MyBets>();
    expect(body.bets.map((b) => b.id)).toEqual(placed.map((b) => b.id).reverse());
    expect(body.nextBefore).toBeNull();
    expect(body.bets.at(-1)).toEqual(placed[0]);
    expect(body.bets[0]).toMatchObject({ game: 'dice', amount: 104, chance: 50, side: 'less', demo: true, nonce: 4 });
  });

  it('pages with limit and before/nextBefore', async () => {
    const ids = placed.map((b) => b.id).reverse();
    const first = (await get('/api/bets/my?limit=2', player)).json<MyBets>();
    expect(first.bets.map((b) => b.id)).toEqual(ids.slice(0, 2));
    expect(first.nextBefore).toBe(ids[1]);
    const second = (await get(`/api/bets/my?limit=2&before=${first.nextBefore}`, player)).json<MyBets>();
    expect(second.bets.map((b) => b.id)).toEqual(ids.slice(2, 4));
    expect(second.nextBefore).toBe(ids[3]);
    const third = (await get(`/api/bets/my?limit=2&before=${second.nextBefore}`, player)).json<MyBets>();
    expect(third.bets.map((b) => b.id)).toEqual(ids.slice(4));
    expect(third.nextBefore).toBeNull();
    // A page that ends exactly at the last bet has no next page.
    const exact = (await get('/api/bets/my?limit=5', player)).json<MyBets>();
    expect(exact.bets).toHaveLength(5);
    expect(exact.nextBefore).toBeNull();
    // before the oldest: nothing.
    const none = (await get(`/api/bets/my?before=${ids.at(-1)}`, player)).json<MyBets>();
    expect(none).toEqual({ bets: [], nextBefore: null });
  });

  it('filters by game', async () => {
    const dice = (await get('/api/bets/my?game=dice', player)).json<MyBets>();
    expect(dice.bets).toHaveLength(5);
    const mines = await get('/api/bets/my?game=mines', player);
    expect(mines.statusCode).toBe(200);
    expect(mines.json<MyBets>()).toEqual({ bets: [], nextBefore: null });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['before=-1', 'before'],
    ['before=0', 'before'],
    ['before=x', 'before'],
    ['game=poker', 'game'],
  ])('refuses ?%s with 422', async (query, field) => {
    const response = await get(`/api/bets/my?${query}`, player);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ error: Record<string, string[]>; code: string }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.error)).toEqual([field]);
  });

  it('needs a signed-in player', async () => {
    expect((await get('/api/bets/my')).statusCode).toBe(401);
  });
});

describe('GET /api/bets/:id', () => {
  it('shows my bet with its fairness record; the server seed only after rotation', async () => {
    const player = await demoPlayer();
    const placed = await placeBet(player, 250, 33.33, 'more');
    const before = await get(`/api/bets/${placed.id}`, player);
    expect(before.statusCode).toBe(200);
    const detail = before.json<BetDetail>();
    expect(detail.bet).toEqual(placed);
    expect(detail.serverSeed).toBeNull();

    // No body at all: clientSeed is optional.
    const rotated = await app.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: player.auth });
    expect(rotated.statusCode).toBe(200);
    const { revealed } = rotated.json<RotateResponse>();
    expect(revealed.serverSeedHash).toBe(placed.serverSeedHash);

    const after = (await get(`/api/bets/${placed.id}`, player)).json<BetDetail>();
    expect(after.serverSeed).toBe(revealed.serverSeed);
    expect(after.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(after.bet).toEqual(placed);

    // A bet on the new pair keeps its seed secret until the next rotation.
    const next = await placeBet(player);
    expect(next.serverSeedHash).not.toBe(placed.serverSeedHash);
    expect((await get(`/api/bets/${next.id}`, player)).json<BetDetail>().serverSeed).toBeNull();

    // Rotating with a chosen client seed reveals the second pair, which covers exactly the one bet made on it.
    const again = await app.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: player.auth, payload: { clientSeed: 'my lucky seed' } });
    expect(again.statusCode).toBe(200);
    const second = again.json<RotateResponse>();
    expect(second.revealed).toMatchObject({ serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 1 });
    expect(second.current).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect((await get(`/api/bets/${next.id}`, player)).json<BetDetail>().serverSeed).toBe(second.revealed.serverSeed);
  });

  it("is 404 for another player's bet and for an id that does not exist", async () => {
    const owner = await demoPlayer();
    const other = await demoPlayer();
    const placed = await placeBet(owner);
    for (const url of [`/api/bets/${placed.id}`, `/api/bets/${placed.id + 1_000_000}`]) {
      const response = await get(url, other);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toEqual({ error: MESSAGES.bet_not_found.ru, code: 'bet_not_found' });
    }
    expect((await get(`/api/bets/${placed.id + 1_000_000}`, other, { 'accept-language': 'en' })).json<ErrorBody>().error).toBe(MESSAGES.bet_not_found.en);
    expect((await get(`/api/bets/${placed.id}`)).statusCode).toBe(401);
  });

  it.each(['abc', '0', '-1', '1.5', '1e400', '99999999999999999999', '%20'])('answers the malformed id %s with a 4xx, never a 500', async (id) => {
    const player = await demoPlayer();
    const response = await get(`/api/bets/${id}`, player);
    expect([404, 422]).toContain(response.statusCode);
    expect(response.json<ErrorBody>().code).toMatch(/^(validation_failed|bet_not_found|not_found)$/);
  });
});

describe('GET /api/bets/latest', () => {
  it('shows real bets with the nickname and no seeds, and never demo bets', async () => {
    const demo = await demoPlayer();
    const demoBet = await placeBet(demo);
    const real = await registerPlayer(app);
    await creditMain(app, real.id, 100_000);
    const realBet = await placeBet(real, 500, 20, 'more');

    const response = await get('/api/bets/latest?limit=50');
    expect(response.statusCode).toBe(200);
    const { bets } = response.json<{ bets: FeedBet[] }>();
    expect(bets.some((b) => b.id === demoBet.id)).toBe(false);
    expect(bets.some((b) => b.nickname === demo.login)).toBe(false);
    const row = bets.find((b) => b.id === realBet.id);
    expect(row).toEqual({ id: realBet.id, game: 'dice', nickname: real.login, amount: 500, coefficient: realBet.coefficient, win: realBet.win, createdAt: realBet.createdAt });
    for (const bet of bets) {
      expect(Object.keys(bet).sort()).toEqual(Object.keys(feedBetSchema.shape).sort());
      expect(JSON.stringify(bet)).not.toMatch(/seed|nonce|userId|user_id/i);
    }
    // Newest first.
    const ids = bets.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('honours limit and game, and validates them', async () => {
    const real = await registerPlayer(app);
    await creditMain(app, real.id, 100_000);
    for (let i = 0; i < 3; i++) await placeBet(real);
    expect((await get('/api/bets/latest?limit=2')).json<{ bets: FeedBet[] }>().bets).toHaveLength(2);
    expect((await get('/api/bets/latest?game=dice&limit=3')).json<{ bets: FeedBet[] }>().bets.every((b) => b.game === 'dice')).toBe(true);
    expect((await get('/api/bets/latest?game=mines')).json<{ bets: FeedBet[] }>().bets).toEqual([]);
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'game=poker']) expect((await get(`/api/bets/latest?${query}`)).statusCode).toBe(422);
  });
});

describe('live feed on broadcast', () => {
  it('a real bet is published with its feed row; a demo bet is not', async () => {
    const client = await connectClient(app.url!);
    try {
      const demo = await demoPlayer();
      const real = await registerPlayer(app);
      await creditMain(app, real.id, 100_000);
      // Demo first: publications of one process arrive in order, so once the real one is in, a demo one would be too.
      const demoBet = await placeBet(demo);
      const realBet = await placeBet(real, 300);
      const publication = await client.next((p: Publication) => p.channel === BROADCAST_CHANNEL && p.data.bet?.nickname === real.login);
      expect(publication.data.bet).toEqual({ id: realBet.id, game: 'dice', nickname: real.login, amount: 300, coefficient: realBet.coefficient, win: realBet.win, createdAt: realBet.createdAt });
      expect(publication.data.balance).toBeUndefined();
      expect(client.received.some((p) => p.data.bet?.nickname === demo.login)).toBe(false);
      // A guest socket gets no private balance pushes.
      expect(client.received.some((p) => p.channel !== BROADCAST_CHANNEL)).toBe(false);
      expect(demoBet.demo).toBe(true);
    } finally {
      client.socket.disconnect();
    }
  });
});
