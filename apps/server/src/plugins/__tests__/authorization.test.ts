import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { MESSAGES, type AuthResponse, type Scope } from '@azart/contracts';
import { createTestApp, registerPlayer, type Player, type TestApp } from '../../test/harness.ts';
import { record } from '../../modules/audit/index.ts';
import { setScopes } from '../../modules/users/staff.ts';
import { SCOPED_PREFIXES, scopeForPath } from '../authorization.ts';

/**
 * Server-side authorization (issue 10 item 6): every route under a staff
 * prefix needs its scope, whatever the route itself declares; staff actions
 * leave an audit row exactly when they commit.
 */

let app: TestApp;
let player: Player;
const staff: Partial<Record<Scope, Player>> = {};

beforeAll(async () => {
  app = await createTestApp();
  player = await registerPlayer(app);
  for (const scope of ['support', 'finance', 'admin'] as const) {
    const member = await registerPlayer(app);
    await setScopes(app.ctx, null, member.id, [scope]);
    staff[scope] = member;
  }
});
afterAll(async () => {
  await app?.close();
});

type Route = { method: string; url: string; pattern: string };
/** Every route of the app under a staff prefix, from the OpenAPI document (which lists each registered route). */
async function staffRoutes(): Promise<Route[]> {
  const doc = (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    scopeForPath(path.replaceAll(/\{(\w+)\}/g, ':$1'))
      ? Object.keys(methods).map((m) => ({ method: m.toUpperCase(), pattern: path.replaceAll(/\{(\w+)\}/g, ':$1'), url: path.replace('{id}', String(player.id)).replace('{game}', 'dice').replace('{file}', '1') }))
      : [],
  );
}
const call = (route: Route, who?: Player) =>
  app.app.inject({ method: route.method as 'GET', url: route.url, headers: who ? who.auth : {}, ...(route.method === 'GET' ? {} : { payload: { reason: 'test', scope: ['player'], edgeBp: 100, minBet: 100, maxBet: 10_000_000, maxWin: 100_000_000 } }) });

describe('staff prefixes', () => {
  it('covers support, finance and admin routes', async () => {
    const routes = await staffRoutes();
    for (const [prefix] of SCOPED_PREFIXES) expect(routes.some((r) => r.url.startsWith(prefix)), prefix).toBe(true);
  });

  it('every staff route answers 403 (localised) to a player and 401 to a visitor', async () => {
    for (const route of await staffRoutes()) {
      const asPlayer = await call(route, player);
      expect(asPlayer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asPlayer.json()).toEqual({ error: MESSAGES.forbidden.ru, code: 'forbidden' });
      expect((await call(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('each staff scope opens its own prefix only; admin opens all', async () => {
    for (const route of await staffRoutes()) {
      // The path's scope, or finance for a route that moves money (issue 20 item 5; money-routes.test.ts lists them).
      const needed = app.app.scopedRoutes.find((r) => r.method === route.method && r.url === route.pattern)?.scopes[0] ?? scopeForPath(route.pattern);
      for (const scope of ['support', 'finance'] as const) {
        const status = (await call(route, staff[scope])).statusCode;
        if (scope === needed) expect(status, `${scope} → ${route.method} ${route.url}`).not.toBe(403);
        else expect(status, `${scope} → ${route.method} ${route.url}`).toBe(403);
      }
      // Done last: it changes things (it blocks the player, sets their scope back to player only).
      expect((await call(route, staff.admin)).statusCode, `admin → ${route.method} ${route.url}`).not.toBe(403);
    }
  });
});

describe('audited staff actions', () => {
  it('blocking a player ends their sessions at once and is audited; unknown players change nothing', async () => {
    const target = await registerPlayer(app);
    const admin = staff.admin!;
    const blocked = await app.app.inject({ method: 'POST', url: `/api/admin/players/${target.id}/block`, headers: admin.auth, payload: { reason: 'bonus abuse' } });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().player).toMatchObject({ blocked: true, openSessions: 0 });
    expect(blocked.json().audit[0]).toMatchObject({ actorId: admin.id, action: 'player.block', details: { reason: 'bonus abuse', sessionsEnded: 1 } });
    expect((await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: target.auth })).statusCode).toBe(401);
    const signIn = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: target.login, password: 'secret123' } });
    expect(signIn.json().code).toBe('account_blocked');

    const before = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n;
    const missing = await app.app.inject({ method: 'POST', url: '/api/admin/players/999999999/block', headers: admin.auth, payload: { reason: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('player_not_found');
    expect(rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n).toBe(before);
  });

  it('an audit row written in a transaction that rolls back does not exist', async () => {
    const marker = `rollback-${Date.now()}`;
    await app.ctx.db
      .transaction(async (tx) => {
        await record(tx, { actorId: null, action: marker, target: { type: 'player', id: player.id } });
        throw new Error('the action failed after its audit row');
      })
      .catch(() => undefined);
    expect(rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM audit_log WHERE action = ${marker}`))).toHaveLength(0);
  });

  it('the audit log is append-only', async () => {
    await expect(app.ctx.db.execute(sql`UPDATE audit_log SET action = 'edited'`)).rejects.toThrow();
    await expect(app.ctx.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });

  it('game settings changes are audited with before and after, and take effect', async () => {
    const admin = staff.admin!;
    const changed = await app.app.inject({ method: 'PUT', url: '/api/admin/games/bubbles/settings', headers: admin.auth, payload: { edgeBp: 200, minBet: 200, maxBet: 5_000_000, maxWin: 50_000_000 } });
    expect(changed.statusCode).toBe(200);
    const limits = (await app.app.inject({ method: 'GET', url: '/api/games/limits' })).json<{ games: Record<string, { minBet: number; edge: number }> }>();
    expect(limits.games.bubbles).toMatchObject({ minBet: 200, edge: 2 });
    const row = rowsOf<{ details: { before: { edgeBp: number }; after: { edgeBp: number } } | string }>(await app.ctx.db.execute(sql`SELECT details FROM audit_log WHERE action = 'game.settings' ORDER BY id DESC LIMIT 1`))[0]!;
    const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
    expect(details).toMatchObject({ before: { edgeBp: 100 }, after: { edgeBp: 200 } });
    const refused = await app.app.inject({ method: 'PUT', url: '/api/admin/games/bubbles/settings', headers: admin.auth, payload: { edgeBp: 5, minBet: 200, maxBet: 100, maxWin: 1 } });
    expect(refused.statusCode).toBe(422);

    // A round game's limits change; its edge, set by its tables, does not.
    const x100 = { edgeBp: 566, minBet: 500, maxBet: 1_000_000, maxWin: 50_000_000 };
    expect((await app.app.inject({ method: 'PUT', url: '/api/admin/games/x100/settings', headers: admin.auth, payload: x100 })).statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: '/api/games/limits' })).json<{ games: Record<string, { minBet: number }> }>().games.x100).toMatchObject({ minBet: 500 });
    const edge = await app.app.inject({ method: 'PUT', url: '/api/admin/games/x100/settings', headers: { ...admin.auth, 'accept-language': 'en' }, payload: { ...x100, edgeBp: 300 } });
    expect(edge.statusCode).toBe(422);
    expect(edge.json()).toMatchObject({ code: 'round_edge_fixed' });
  });

  it('a granted scope shows in the user and a withdrawn one closes the door again', async () => {
    const member = await registerPlayer(app);
    await setScopes(app.ctx, null, member.id, ['finance']);
    const me = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.auth })).json<{ user: AuthResponse['user'] }>();
    expect(me.user.scope).toEqual(['player', 'finance']);
    expect((await app.app.inject({ method: 'GET', url: '/api/finance/ledger/summary', headers: member.auth })).statusCode).toBe(200);
    await setScopes(app.ctx, null, member.id, ['player']);
    expect((await app.app.inject({ method: 'GET', url: '/api/finance/ledger/summary', headers: member.auth })).statusCode).toBe(403);
  });
});
