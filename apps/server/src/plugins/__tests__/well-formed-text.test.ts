import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illFormedTextPath, isWellFormedText, MESSAGES } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { registerPlayer, type Player, type TestApp } from '../../test/harness.ts';
import { api, cashierApp, signedCallback, staffMember } from '../../test/cashier.ts';

/**
 * Issue 20 item 2: a lone surrogate (JSON's "\ud800") or a NUL in any text field was a 500 (PostgreSQL refuses
 * to encode it). Every text of every request is now checked at one depth: the usual localised 422, nothing stored.
 * The reproductions below are the ones the attack run reported.
 */
let app: TestApp;
let admin: Player;
let support: Player;
let target: Player;
beforeAll(async () => {
  app = await cashierApp();
  admin = await staffMember(app, 'admin');
  support = await staffMember(app, 'support');
  target = await registerPlayer(app);
});
afterAll(async () => {
  await app?.close();
});

const BAD = ['\\ud800', 'less\\u0000', '\\udfff tail', 'x\\u0000y'];

/** A POST whose JSON text carries `field` with the raw escape `bad` (a JS string would already be broken). */
const postRaw = (who: Player, url: string, fields: Record<string, unknown>, field: string, bad: string, lang = 'ru') => {
  const json = JSON.stringify({ ...fields, [field]: '@@BAD@@' }).replace('"@@BAD@@"', `"${bad}"`);
  return app.app.inject({ method: 'POST', url, headers: { ...who.auth, 'content-type': 'application/json', 'accept-language': lang, 'idempotency-key': `k-${Math.random().toString(36).slice(2)}` }, payload: json });
};

const expectRefused = (answer: { statusCode: number; body: string; json<T>(): T }, field: string, lang: 'ru' | 'en' = 'ru') => {
  expect(answer.statusCode, answer.body).toBe(422);
  expect(answer.json<{ error: Record<string, string[]>; code: string }>()).toEqual({ error: { [field]: [MESSAGES.text_invalid_characters[lang]] }, code: 'validation_failed' });
};

describe('the shared text check', () => {
  it('knows well-formed text from lone surrogates and NUL, and finds where in a parsed body', () => {
    expect(isWellFormedText('Привет, 👋 мир\n\t')).toBe(true);
    expect(isWellFormedText('\ud800')).toBe(false);
    expect(isWellFormedText('a\udc00b')).toBe(false);
    expect(isWellFormedText('less\u0000')).toBe(false);
    expect(illFormedTextPath({ a: 1, b: ['ok', { c: 'x\ud800' }] })).toBe('b.1.c');
    expect(illFormedTextPath({ ['k\u0000']: 'v' })).toBe('');
    expect(illFormedTextPath({ a: 'ok', n: null, b: true })).toBeNull();
  });
});

describe('requests with ill-formed text (the attack run\'s reproductions)', () => {
  it('POST /api/payments/deposits with a lone surrogate or NUL in the comment: 422 in the request\'s language, no deposit', async () => {
    const player = await registerPlayer(app);
    for (const bad of BAD) {
      const answer = await postRaw(player, '/api/payments/deposits', { method: 'wallet', amount: 100000, phone: '+79991234567', operator: 'mts' }, 'comment', bad, 'en');
      expectRefused(answer, 'comment', 'en');
    }
    const rows = rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM deposits WHERE user_id = ${player.id}`));
    expect(rows).toHaveLength(0);
    // The same deposit with a clean comment goes through.
    const fine = await api(app).deposit(player, { method: 'wallet', amount: 100000, phone: '+79991234567', operator: 'mts', comment: 'ok' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('reason on the back office\'s block, unblock, adjust, grants and rakeback-boost', async () => {
    const routes: [string, Record<string, unknown>][] = [
      ['block', {}],
      ['unblock', {}],
      ['adjust', { amount: 100, balance: 'main' }],
      ['grants', { amount: 5_000 }],
      ['rakeback-boost', { hours: 24 }],
    ];
    for (const [route, fields] of routes) {
      for (const bad of BAD) expectRefused(await postRaw(admin, `/api/admin/players/${target.id}/${route}`, fields, 'reason', bad), 'reason');
    }
    const [user] = rowsOf<{ blocked_at: unknown }>(await app.ctx.db.execute(sql`SELECT blocked_at FROM users WHERE id = ${target.id}`));
    expect(user!.blocked_at).toBeNull();
  });

  it('title on POST /api/support/agent/canned', async () => {
    for (const bad of BAD) expectRefused(await postRaw(support, '/api/support/agent/canned', { body: 'Здравствуйте!' }, 'title', bad), 'title');
  });

  it('a query parameter or a nested field with a NUL', async () => {
    const player = await registerPlayer(app);
    const query = await app.app.inject({ method: 'GET', url: '/api/payments/deposits?limit=10&status=x%00', headers: player.auth });
    expectRefused(query, 'status');
    const nested = await app.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"login":"abc","password":"p\\u0000ss","extra":{"deep":["\\ud800"]}}' });
    expect(nested.statusCode).toBe(422);
  });

  it('a validly signed callback whose event id is "\\ud800" or "less\\u0000": 400, never a 500 the provider would retry', async () => {
    for (const bad of ['\\ud800', 'less\\u0000']) {
      const body = `{"id":"${bad}","type":"payment.succeeded","created":${Math.floor(Date.now() / 1000)},"data":{"object":{}}}`;
      const answer = await signedCallback(app, body);
      expect(answer.statusCode, answer.body).toBe(400);
    }
  });
});
