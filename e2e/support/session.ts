import { randomUUID } from 'node:crypto';
import type { APIResponse, BrowserContext } from '@playwright/test';
import type { AuthResponse, User } from '@azart/contracts';
import { expect, uniqueLogin } from './fixtures.ts';

export type ApiPlayer = { id: number; login: string; password: string; token: string };

/** Local storage keys the browser session restores from (apps/web/app/shared/session/session.ts). */
const STORAGE = { user: 'user', token: 'token', expires: 'token_expires_at', seeded: 'e2e:session-seeded' } as const;

async function json<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * Signs a new player up through the API inside this browser context and
 * leaves the context as the auth modal would: the refresh, XSRF and device
 * cookies of the answer are in the context's cookie jar (the context's
 * request shares it), and the user and access token are put in local storage
 * before the site's first script runs, once (a later sign-out stays signed
 * out). The first page load restores the user at once and confirms it with a
 * refresh call, as after any reload.
 *
 * Specs sign up this way; only e2e/journey.spec.ts signs up through the modal
 * (in both languages), since that is what it tests. `demoCoins` turns demo
 * mode on and adds 1 000 demo coins, as `demoPlayer` does through the header.
 */
export async function signUp(context: BrowserContext, options: { login?: string; password?: string; demoCoins?: boolean } = {}): Promise<ApiPlayer> {
  const login = options.login ?? uniqueLogin('api');
  const password = options.password ?? 'Secret123';
  const auth = await json<AuthResponse>(
    await context.request.post('/api/auth/register', { data: { login, password, password_confirmation: password, agree: true } }),
    'register',
  );
  const token = auth.access_token.token;
  let user: User = auth.user;
  if (options.demoCoins) {
    const headers = { authorization: `Bearer ${token}` };
    await json(await context.request.post('/api/demo/enable', { headers }), 'demo enable');
    user = (await json<{ user: User }>(await context.request.post('/api/demo/add', { headers: { ...headers, 'idempotency-key': randomUUID() } }), 'demo add')).user;
  }
  const expiresAt = Date.now() + auth.access_token.expiresIn * 1000;
  await context.addInitScript(
    ({ keys, user, token, expiresAt }) => {
      // Runs in every document of the context, also those with an opaque origin (a sandboxed frame of the
      // payment sandbox's checkout, say), where reading localStorage throws: those are not the site's pages.
      let storage: Storage;
      try {
        storage = localStorage;
      } catch {
        return;
      }
      if (storage.getItem(keys.seeded)) return;
      storage.setItem(keys.seeded, '1');
      storage.setItem(keys.user, JSON.stringify(user));
      storage.setItem(keys.token, `Bearer ${token}`);
      storage.setItem(keys.expires, String(expiresAt));
    },
    { keys: STORAGE, user, token, expiresAt },
  );
  return { id: user.id, login, password, token };
}
