import { expect } from 'vitest';
import { MESSAGES } from '@azart/contracts';
import { sql } from '@azart/db';
import { playerBalances } from '../../ledger/index.ts';
import { registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';

/**
 * What the social tests share: the sandbox's test helpers (over its HTTP API,
 * as a real test would drive a provider's sandbox), the whole linking flow
 * (start, the issuer's consent form, the landing page's answer back), and a player who meets
 * every condition of the repost bonus.
 */
export type Answer = { statusCode: number; body: string; json<T>(): T };

export const GROUP = 'azart';
export const MAIN = 'azart';
export const RESERVE = 'azart_reserve';

export function sandbox(app: TestApp) {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${app.url}/sandbox/social/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.ctx.config.social.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    account: (network: 'vk' | 'tg', id: string, change: Record<string, unknown> = {}) => call('/control/accounts', { network, id, ...change }),
    post: async (text = 'a post') => (await call('/control/posts', { network: 'vk', group: GROUP, text })) as { id: string },
    repost: (post: string, account: string, reach: number) => call('/control/reposts', { network: 'vk', post, account, reach }),
  };
}

export const call = (app: TestApp, method: 'GET' | 'POST', url: string, who: Player | null, payload?: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({ method, url, headers: { ...(who ? who.auth : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A sandbox page on this test server (the sandbox builds URLs from PUBLIC_ORIGIN, which tests do not listen on). */
export const local = (app: TestApp, url: string) => {
  const { pathname, search } = new URL(url);
  return `${app.url}${pathname}${search}`;
};

export const FLOW_COOKIE = 'social_flow';

/** Starts a social sign-in or link; the flow's sealed cookie as a Cookie header, and the issuer's authorization URL. */
export async function startFlow(app: TestApp, who: Player | null, network: 'vk' | 'tg', body: { mode?: 'signin' | 'link'; returnPath?: string } = {}): Promise<{ cookie: string; url: URL }> {
  const start = await call(app, 'POST', `/api/auth/social/${network}/start`, who, body);
  expect(start.statusCode, start.body).toBe(200);
  const flow = start.cookies.find((c) => c.name === FLOW_COOKIE);
  expect(flow?.httpOnly).toBe(true);
  return { cookie: `${FLOW_COOKIE}=${flow!.value}`, url: new URL(start.json<{ url: string }>().url) };
}

/**
 * The player at the issuer's consent page: signs in as `account` and allows
 * (or cancels). The form carries the authorization request on, as the page's
 * hidden fields do. What comes back to the site: the landing page's URL.
 */
export async function consent(app: TestApp, url: URL, account: string, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const form = new URLSearchParams(url.searchParams);
  form.set('account', account);
  form.set('name', `Name ${account}`);
  form.set('decision', decision);
  const answer = await fetch(local(app, `${url.origin}${url.pathname}`), { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status, await answer.clone().text()).toBe(303);
  return new URL(answer.headers.get('location')!);
}

/** The landing page hands the issuer's answer to the server, with the flow's cookie. */
export function callback(app: TestApp, who: Player | null, cookie: string, landing: URL, extra: Record<string, string> = {}): Promise<Answer & { cookies: { name: string; value: string }[] }> {
  const body = { ...Object.fromEntries(landing.searchParams), ...extra };
  return call(app, 'POST', '/api/auth/social/callback', who, body, cookie ? { cookie } : {});
}

/** A link started by the player and allowed at the issuer: the landing page's URL and the flow's cookie. */
export async function authorize(app: TestApp, who: Player, network: 'vk' | 'tg', account: string): Promise<{ cookie: string; landing: URL }> {
  const { cookie, url } = await startFlow(app, who, network, { mode: 'link', returnPath: '/bonus?tab=social' });
  return { cookie, landing: await consent(app, url, account) };
}

/** Links the account through the whole flow, as the profile's link button does. */
export async function link(app: TestApp, who: Player, network: 'vk' | 'tg', account: string): Promise<Answer> {
  const { cookie, landing } = await authorize(app, who, network, account);
  return callback(app, who, cookie, landing);
}

let accounts = 0;
export const accountId = (prefix = 'acc') => `${prefix}${process.pid}_${++accounts}`;

/** A player with linked VK and Telegram accounts that meet every repost condition. */
export async function qualifiedPlayer(app: TestApp): Promise<{ player: Player; vk: string; tg: string }> {
  const player = await registerPlayer(app);
  const vk = accountId('vk');
  const tg = accountId('tg');
  const box = sandbox(app);
  await box.account('vk', vk, { public: true, subscribe: [GROUP], allowMessages: [GROUP] });
  await box.account('tg', tg, { subscribe: [MAIN, RESERVE] });
  expect((await link(app, player, 'vk', vk)).statusCode).toBe(200);
  expect((await link(app, player, 'tg', tg)).statusCode).toBe(200);
  return { player, vk, tg };
}

/** A refusal with the message of `code` (in Russian, the default) and, when given, the spec §8 keys it must carry. */
export function refused(response: Answer, code: keyof typeof MESSAGES, keys: string[] = [], status = 422): Record<string, unknown> {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(body.code).toBe(code);
  expect(typeof body.error === 'string' && body.error.startsWith(MESSAGES[code].ru.split('{')[0]!)).toBe(true);
  const present = Object.keys(body).filter((k) => k.startsWith('vksub:') || k.startsWith('tgsub:') || k === 'tg_bot').sort();
  expect(present).toEqual([...keys].sort());
  return body;
}

export const bonusOf = async (app: TestApp, who: Player): Promise<number> => (await playerBalances(app.ctx.db, who.id)).bonus;

export async function makeStaff(app: TestApp, scope: 'admin' | 'support'): Promise<Player> {
  const member = await registerPlayer(app);
  // As `npm run grant-scope` would.
  await app.ctx.db.execute(sql`UPDATE users SET scope = ${`{player,${scope}}`}::text[] WHERE id = ${member.id}`);
  return member;
}

/** A multipart body with one file, as a browser's FormData sends it. */
export function upload(file: { body: Buffer; filename: string; type: string } | null): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----azart${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.body, Buffer.from('\r\n'));
  } else {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
