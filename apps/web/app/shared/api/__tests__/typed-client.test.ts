import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { API_ENDPOINTS, type Bet, type User } from '@azart/contracts';
import { ApiContractError, createApiClient, type ApiResponse } from '../client.ts';

/**
 * Issue 10 item 7: the web client is typed by the API table of
 * packages/contracts (no hand-written response types), checks every answer
 * against its schema in development and trusts it in production.
 */
const user: User = { id: 7, login: 'tester', money: 0, bonusMoney: 0, demoMoney: 100_000, depositPoints: 0, demo: true, bonusPlay: false, scope: ['player'], centrifugo_token: 'rt', createdAt: '2026-01-01T00:00:00Z' };

type Call = { url: string; init: RequestInit };
function server(answer: (url: string) => unknown) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Response.json(answer(url));
  });
  return { calls, fetch };
}

describe('in development (answers checked)', () => {
  it('returns an answer that matches its schema as it was sent', async () => {
    const { fetch } = server(() => ({ user, extra: 'kept' }));
    const api = createApiClient({ fetch, endpoints: API_ENDPOINTS });
    const answer = await api.get('/api/auth/me');
    expect(answer).toEqual({ user, extra: 'kept' });
  });

  it('throws and reports an answer that does not match, naming the route and the field', async () => {
    const reported: ApiContractError[] = [];
    const toasts: string[] = [];
    const { fetch } = server(() => ({ user: { ...user, money: '10.00' } }));
    const api = createApiClient({ fetch, endpoints: API_ENDPOINTS, report: (error) => reported.push(error), notifier: () => ({ error: (m) => toasts.push(m), success: () => undefined, notify: () => undefined }) });
    const failure = await api.get('/api/auth/me').then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).message).toMatch(/^GET \/api\/auth\/me answered a body that does not match its schema in packages\/contracts: user\.money: /);
    expect((failure as ApiContractError).issues[0]?.path).toEqual(['user', 'money']);
    expect(reported).toEqual([failure]);
    // Loud in the page too, unless the caller handles errors itself.
    expect(toasts).toHaveLength(1);
  });

  it('checks a game\'s answer with that game\'s own schema from the registry', async () => {
    const bet = { id: 1, game: 'dice', amount: 100, coefficient: 1.98, win: 0, demo: true, nonce: 0, serverSeedHash: 'h', clientSeed: 'c', createdAt: '2026-01-01T00:00:00Z', chance: 50, side: 'less', number: 612_345 };
    const good = createApiClient({ fetch: server(() => ({ bet, user })).fetch, endpoints: API_ENDPOINTS });
    await expect(good.post('/api/games/dice/bet', { body: { amount: 100, chance: 50, side: 'less' } })).resolves.toMatchObject({ bet: { number: 612_345 } });
    const { number: _, ...withoutRoll } = bet;
    const bad = createApiClient({ fetch: server(() => ({ bet: withoutRoll, user })).fetch, endpoints: API_ENDPOINTS, report: () => undefined });
    await expect(bad.post('/api/games/dice/bet', { body: { amount: 100, chance: 50, side: 'less' } })).rejects.toBeInstanceOf(ApiContractError);
  });
});

describe('in production (answers trusted)', () => {
  it('returns the answer without checking it', async () => {
    const { fetch } = server(() => ({ user: { id: 'not a number' } }));
    const api = createApiClient({ fetch, endpoints: null });
    await expect(api.get('/api/auth/me')).resolves.toEqual({ user: { id: 'not a number' } });
  });
});

describe('requests', () => {
  it('fills path parameters, writes the query and sends the body as JSON', async () => {
    const { calls, fetch } = server((url) => (url.startsWith('/api/bets/9') ? { bet: null, serverSeed: null } : { bets: [], nextBefore: null }));
    const api = createApiClient({ fetch, endpoints: null, locale: () => 'en' });
    await api.get('/api/bets/:id', { params: { id: 9 } });
    await api.get('/api/bets/my', { query: { game: 'mines', limit: 5, before: undefined } });
    await api.post('/api/demo/set', { body: { amount: 500 } });
    await api.post('/api/demo/add');
    expect(calls.map((c) => c.url)).toEqual(['/api/bets/9', '/api/bets/my?game=mines&limit=5', '/api/demo/set', '/api/demo/add']);
    expect(new Headers(calls[2]!.init.headers).get('content-type')).toBe('application/json');
    expect(calls[2]!.init.body).toBe('{"amount":500}');
    // No body, no JSON content type (Fastify refuses an empty JSON body).
    expect(new Headers(calls[3]!.init.headers).get('content-type')).toBeNull();
    expect(new Headers(calls[0]!.init.headers).get('accept-language')).toBe('en');
  });

  it('sends a multipart route\'s FormData as it is: no JSON, the Content-Type (with its boundary) left to fetch', async () => {
    const claim = { id: 1, depositId: 5, comment: 'paid', status: 'pending', reason: null, fileName: 'receipt.pdf', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
    const { calls, fetch } = server(() => ({ claim }));
    const api = createApiClient({ fetch, endpoints: API_ENDPOINTS, locale: () => 'ru' });
    const form = new FormData();
    form.set('depositId', '5');
    form.set('comment', 'paid');
    form.set('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'receipt.pdf');
    await expect(api.post('/api/payments/deposit-claims', { form })).resolves.toEqual({ claim });
    const init = calls[0]!.init;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('ru');
    // The boundary fetch would write: a Request built from the same init carries it.
    const request = new Request('http://localhost/api/payments/deposit-claims', init);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await request.formData().then((f) => (f.get('file') as File).name)).toBe('receipt.pdf');
  });
});

describe('types come from the table', () => {
  it('types answers, bodies, queries and path parameters', () => {
    const api = createApiClient({ endpoints: null });
    // A function, never called: the call itself would go out to the network and fail after the test.
    const me = () => api.get('/api/auth/me');
    expectTypeOf(me).returns.resolves.toEqualTypeOf<{ user: User }>();
    expectTypeOf<ApiResponse<'GET', '/api/bets/my'>['bets'][number]>().toEqualTypeOf<Bet>();
    expectTypeOf<ApiResponse<'POST', '/api/games/mines/reveal'>['round']['revealed']>().toEqualTypeOf<number[]>();
    expectTypeOf<ApiResponse<'GET', '/api/games/hotline/current'>['round']>().toEqualTypeOf<ApiResponse<'POST', '/api/games/hotline/start'>['round'] | null>();

    // Compile-time only: these calls are never made.
    const never = (): void => {
      // @ts-expect-error no such route
      void api.get('/api/no-such-route');
      // @ts-expect-error the bet needs a body
      void api.post('/api/games/dice/bet');
      // @ts-expect-error the side is 'less' or 'more'
      void api.post('/api/games/dice/bet', { body: { amount: 100, chance: 50, side: 'up' } });
      // @ts-expect-error a bet id is a path parameter
      void api.get('/api/bets/:id');
      // @ts-expect-error Dice has no steps
      void api.post('/api/games/dice/start', { body: { amount: 100 } });
      void api.get('/api/bets/latest');
      // @ts-expect-error a multipart route takes a FormData, not a JSON body
      void api.post('/api/payments/deposit-claims', { body: { depositId: 1 } });
      // @ts-expect-error …and needs one
      void api.post('/api/payments/deposit-claims');
      // @ts-expect-error a JSON route takes no FormData
      void api.post('/api/payments/withdrawals', { body: { method: 'card', amount: 100 }, form: new FormData() });
      void api.post('/api/payments/deposit-claims', { form: new FormData() });
    };
    expect(never).toBeTypeOf('function');
  });
});
