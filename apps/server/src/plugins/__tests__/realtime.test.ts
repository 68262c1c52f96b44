import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { sql } from '@azart/db';
import type { AuthResponse, Publication } from '@azart/contracts';
import { createTestApp, createTestDatabase, connectClient, creditMain, registerPlayer, usingRedis, type TestApp, type TestDatabase } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app.close();
});

async function userToken(login: string): Promise<{ id: number; rt: string; auth: { authorization: string } }> {
  const player = await registerPlayer(app, login);
  const me = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: AuthResponse['user'] }>();
  return { id: player.id, rt: me.user.centrifugo_token, auth: player.auth };
}

describe('real-time pushes', () => {
  it('pushes the balance to the player only, and real bets to everyone', async () => {
    const alice = await userToken(`rta${Date.now() % 1e6}`);
    const bob = await userToken(`rtb${Date.now() % 1e6}`);
    await creditMain(app, alice.id, 100_000);
    const aliceClient = await connectClient(app.url!, alice.rt);
    const bobClient = await connectClient(app.url!, bob.rt);
    const anonymous = await connectClient(app.url!);
    try {
      const response = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: alice.auth, payload: { amount: 1000, chance: 50, side: 'less' } });
      expect(response.statusCode).toBe(200);
      const { bet, user } = response.json();
      // The stake and the win may each push a balance; the settled one must arrive.
      const balance = await aliceClient.next((p) => p.channel === `usr#${alice.id}` && p.data.balance?.money === user.money);
      expect(balance.data.balance).toEqual({ money: user.money, bonusMoney: 0, demoMoney: 0, depositPoints: 0, demo: false, bonusPlay: false });
      const feed = await anonymous.next((p) => p.channel === 'broadcast' && p.data.bet?.id === bet.id);
      expect(feed.data.bet).toMatchObject({ id: bet.id, game: 'dice', amount: 1000, win: bet.win });
      await bobClient.next((p) => p.data.bet?.id === bet.id);
      expect(bobClient.received.some((p: Publication) => p.channel === `usr#${alice.id}`)).toBe(false);
      expect(anonymous.received.some((p: Publication) => p.channel.startsWith('usr#'))).toBe(false);
    } finally {
      aliceClient.socket.close();
      bobClient.socket.close();
      anonymous.socket.close();
    }
  });

  it('refuses a connection with a forged token: permission denied, code 103', async () => {
    const refused = await connectClient(app.url!, 'not-a-token').then(() => null, (error: Error & { data?: unknown }) => error);
    expect(refused?.message).toBe('unauthorized');
    expect(refused?.data).toEqual({ code: 103 });
  });

  it('tells an expired token from a forged one: code 109, refresh the token (spec §8)', async () => {
    const player = await registerPlayer(app, `rtx${Date.now() % 1e6}`);
    const me = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: AuthResponse['user'] }>();
    const [, payload] = me.user.centrifugo_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string; sid: string };
    // The same player and session, signed with the app's secret, but an hour past its expiry.
    const expired = createSigner({ key: 'test-secret-test-secret-test-secret-42', algorithm: 'HS256', expiresIn: 60_000, clockTimestamp: Date.now() - 3_600_000 })({ sub: claims.sub, sid: claims.sid, typ: 'rt' });
    const refused = await connectClient(app.url!, expired).then(() => null, (error: Error & { data?: unknown }) => error);
    expect(refused?.message).toBe('token_expired');
    expect(refused?.data).toEqual({ code: 109 });
    // A token signed with another key is not ours, expired or not: 103.
    const foreign = createSigner({ key: 'another-secret-another-secret-another', algorithm: 'HS256', expiresIn: 60_000, clockTimestamp: Date.now() - 3_600_000 })({ sub: claims.sub, sid: claims.sid, typ: 'rt' });
    expect(await connectClient(app.url!, foreign).then(() => null, (error: Error & { data?: unknown }) => error.data)).toEqual({ code: 103 });
  });

  it('drops the private channel on logout', async () => {
    const carol = await userToken(`rtc${Date.now() % 1e6}`);
    const client = await connectClient(app.url!, carol.rt);
    try {
      await app.app.inject({ method: 'POST', url: '/api/auth/logout', headers: carol.auth });
      await client.next((p) => p.data.logout === true);
      // Pushes to the channel no longer reach the socket.
      app.ctx.publish(`usr#${carol.id}`, { notify: { content: 'after logout' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(client.received.some((p) => p.data.notify?.content === 'after logout')).toBe(false);
    } finally {
      client.socket.close();
    }
  });

  it('a logout ends only its own session: the player\'s other devices keep their live updates', async () => {
    const dave = await registerPlayer(app);
    // A second device: its own sign-in, its own session.
    const phone = (await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: dave.login, password: 'secret123' } })).json<AuthResponse>();
    const laptopRt = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: dave.auth })).json<{ user: AuthResponse['user'] }>().user.centrifugo_token;
    const laptop = await connectClient(app.url!, laptopRt);
    const handset = await connectClient(app.url!, phone.user.centrifugo_token);
    try {
      expect((await app.app.inject({ method: 'POST', url: '/api/auth/logout', headers: dave.auth })).statusCode).toBe(200);
      await laptop.next((p) => p.data.logout === true);
      app.ctx.publish(`usr#${dave.id}`, { notify: { content: 'still here?' } });
      await handset.next((p) => p.data.notify?.content === 'still here?');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(handset.received.some((p) => p.data.logout)).toBe(false);
      expect(laptop.received.some((p) => p.data.notify?.content === 'still here?')).toBe(false);
      // The phone's session still works over HTTP too.
      expect((await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${phone.access_token.token}` } })).statusCode).toBe(200);
    } finally {
      laptop.socket.close();
      handset.socket.close();
    }
  });

  it('a session revoked for refresh-token reuse loses its sockets at once', async () => {
    const erin = await registerPlayer(app);
    const rt = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: erin.auth })).json<{ user: AuthResponse['user'] }>().user.centrifugo_token;
    const other = (await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: erin.login, password: 'secret123' } })).json<AuthResponse>();
    const stolen = await connectClient(app.url!, rt);
    const untouched = await connectClient(app.url!, other.user.centrifugo_token);
    try {
      const rotated = await app.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { refresh_token: erin.cookie } });
      expect(rotated.statusCode).toBe(200);
      // The old token again, after the grace window: reuse, so the session is revoked.
      await app.ctx.db.execute(sql`UPDATE refresh_tokens SET used_at = used_at - interval '1 minute' WHERE user_id = ${erin.id} AND used_at IS NOT NULL`);
      const reused = await app.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { refresh_token: erin.cookie } });
      expect(reused.statusCode).toBe(401);
      await stolen.next((p) => p.data.logout === true);
      app.ctx.publish(`usr#${erin.id}`, { notify: { content: 'after revocation' } });
      await untouched.next((p) => p.data.notify?.content === 'after revocation');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stolen.received.some((p) => p.data.notify?.content === 'after revocation')).toBe(false);
    } finally {
      stolen.socket.close();
      untouched.socket.close();
    }
  });
});

describe.runIf(usingRedis)('two processes on one Redis', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestApp({ database, listen: true });
    second = await createTestApp({ database, listen: true });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('delivers a push made by one process to a client of the other', async () => {
    const player = await registerPlayer(first);
    const me = (await first.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: AuthResponse['user'] }>();
    const client = await connectClient(second.url!, me.user.centrifugo_token);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await first.app.inject({ method: 'POST', url: '/api/demo/add', headers: player.auth });
      expect(response.statusCode).toBe(200);
      const push = await client.next((p) => p.channel === `usr#${player.id}` && p.data.balance !== undefined);
      expect(push.data.balance?.demoMoney).toBe(100_000);
    } finally {
      client.socket.close();
    }
  });

  it('a deployment with another key prefix on the same Redis hears none of it', async () => {
    const elsewhere = await createTestApp({ listen: true, env: { REDIS_KEY_PREFIX: 'azart-elsewhere:' } });
    const [near, far] = [await connectClient(second.url!), await connectClient(elsewhere.url!)];
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      first.ctx.publish('broadcast', { notify: { content: 'prefix check' } });
      await near.next((p) => p.data.notify?.content === 'prefix check');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(far.received.some((p) => p.data.notify?.content === 'prefix check')).toBe(false);
    } finally {
      near.socket.close();
      far.socket.close();
      await elsewhere.close();
    }
  });
});
