import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '@azart/contracts';
import { api, ApiError, apiOrigin, configureApiNotifier, setApiLocale, setApiOrigin } from '../client.ts';

const toasts: string[] = [];
configureApiNotifier({ error: (m) => toasts.push(m), success: () => undefined, notify: () => undefined });

function answer(status: number, body: string, type = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
});

describe('what a player is told when a call fails', () => {
  it('a bet that never reached the server says the connection is lost, not "something went wrong"', async () => {
    setApiLocale('ru');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = await failure(api.post('/api/games/dice/bet', { body: { amount: 1000, chance: 50, side: 'less' } }));
    expect(error.code).toBe('connection_lost');
    expect(error.message).toBe(translate('connection_lost', 'ru'));
    expect(toasts).toEqual([translate('connection_lost', 'ru')]);
    expect(toasts[0]).not.toBe(translate('internal', 'ru'));
  });

  it('a 503 shows the server\'s own message', async () => {
    setApiLocale('en');
    vi.stubGlobal('fetch', answer(503, JSON.stringify({ error: 'Database restarting, try again', code: 'unavailable' })));
    const error = await failure(api.post('/api/games/dice/bet', { body: { amount: 1000, chance: 50, side: 'less' } }));
    expect(error.code).toBe('unavailable');
    expect(toasts).toEqual(['Database restarting, try again']);
  });

  it('a 503 without a message of its own says the service is unavailable; a gateway error says the connection failed', async () => {
    setApiLocale('ru');
    vi.stubGlobal('fetch', answer(503, '<html>busy</html>', 'text/html'));
    expect((await failure(api.post('/api/demo/add'))).message).toBe(translate('unavailable', 'ru'));
    vi.stubGlobal('fetch', answer(502, ''));
    expect((await failure(api.post('/api/demo/add'))).message).toBe(translate('connection_lost', 'ru'));
  });

  it('silent calls leave the message to the caller', async () => {
    setApiLocale('en');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('NetworkError when attempting to fetch resource.'); }));
    const error = await failure(api.post('/api/auth/login', { body: { login: 'player', password: 'secret123' }, silent: true }));
    expect(error.messages).toEqual([translate('connection_lost', 'en')]);
    expect(toasts).toEqual([]);
  });
});

describe('files from the API', () => {
  it('answer a Blob fetched with the same headers, and refusals as errors', async () => {
    setApiLocale('en');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'Content-Type': 'image/png' } }));
    vi.stubGlobal('fetch', fetch);
    const blob = await api.file('/api/admin/deposit-claims/:id/file', { params: { id: 7 } });
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(4);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/deposit-claims/7/file');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en');
    vi.stubGlobal('fetch', answer(404, JSON.stringify({ error: 'Request not found', code: 'claim_not_found' })));
    const error = await failure(api.file('/api/admin/deposit-claims/:id/file', { params: { id: 8 }, silent: true }));
    expect(error.status).toBe(404);
    expect(error.messages).toEqual(['Request not found']);
  });
});

describe('a forced API domain from configuration (spec §7)', () => {
  afterEach(() => setApiOrigin(''));

  it('sends API calls to the configured origin with the cookies, and everything else to the site', async () => {
    const fetch = answer(200, JSON.stringify({ buildAt: 1 }));
    vi.stubGlobal('fetch', fetch);
    setApiOrigin('https://api.azart.example');
    expect(apiOrigin()).toBe('https://api.azart.example');
    await api.get('/api/health', { silent: true }).catch(() => undefined);
    await api.get('/version.json', { silent: true });
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url, init]) => [url, init.credentials])).toEqual([
      ['https://api.azart.example/api/health', 'include'],
      ['/version.json', 'same-origin'],
    ]);
  });

  it('stays on the page\'s own origin by default', async () => {
    const fetch = answer(200, JSON.stringify({ buildAt: 1 }));
    vi.stubGlobal('fetch', fetch);
    setApiOrigin(undefined);
    await api.get('/api/health', { silent: true }).catch(() => undefined);
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url, init]) => [url, init.credentials])).toEqual([['/api/health', 'same-origin']]);
  });
});
