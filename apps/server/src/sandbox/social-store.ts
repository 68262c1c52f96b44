import { randomBytes } from 'node:crypto';
import { rowsOf, sql, type Executor } from '@azart/db';
import type { AccountObject, ControlAccount, Membership, PostObject, ProtocolNetwork, RepostObject } from '../shared/social-protocol.ts';

/**
 * The sandbox social provider's state: VK and Telegram as far as the casino
 * asks about them, kept as key → JSON rows of `sandbox_social` (one table, so
 * the sandbox needs no schema of its own beyond it):
 *
 * - `account:{id}`   name, page public, groups joined, groups allowed to message
 * - `post:{id}`      a group's post (text, time, an order number for ties)
 * - `repost:{post}:{account}`  a repost and its reach
 * - `code:{code}`    an authorization code of the OpenID Connect issuer (social-oidc.ts): its
 *                    account, client, redirect URI, nonce and PKCE challenge; single use, 5 minutes
 */
export type SocialSandboxOptions = {
  /** Where players reach the sandbox's pages, e.g. http://localhost:3000/sandbox/social. */
  publicBase: string;
  apiKey: string;
  /**
   * The casino as a client of the sandbox's OpenID Connect issuers: its id and secret, and the only
   * addresses an authorization may send a player back to (its /auth/social pages). `signingSeed` makes the
   * issuers' Ed25519 key, the same in every process of a deployment and across restarts.
   */
  oidc: { clientId: string; clientSecret: string; redirectUris: string[]; signingSeed: string };
  /** Groups and channels that get a few posts at start, so that a fresh local site has something to repost. */
  seed: { network: ProtocolNetwork; group: string }[];
};

type AccountState = { id: string; name: string; public: boolean; subscriptions: string[]; messagesAllowed: string[] };
type PostState = { id: string; group: string; text: string; createdAt: string; seq: number };
type RepostState = { reach: number; at: string };
/** What an authorization code stands for (social-oidc.ts checks it at the token endpoint). */
export type CodeGrant = { account: string; clientId: string; redirectUri: string; nonce: string; codeChallenge: string };
type CodeState = CodeGrant & { expiresAt: number; used: boolean };

const CODE_LIFETIME_MS = 5 * 60_000;

function parse<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

async function read<T>(exec: Executor, network: ProtocolNetwork, key: string, lock = false): Promise<T | null> {
  const rows = rowsOf<{ value: unknown }>(
    await exec.execute(sql`SELECT value FROM sandbox_social WHERE network = ${network} AND key = ${key} ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  return rows[0] ? parse<T>(rows[0].value) : null;
}

async function write(exec: Executor, network: ProtocolNetwork, key: string, value: object): Promise<void> {
  await exec.execute(sql`
    INSERT INTO sandbox_social (network, key, value) VALUES (${network}, ${key}, ${JSON.stringify(value)}::jsonb)
    ON CONFLICT (network, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
}

export function accountObject(network: ProtocolNetwork, account: AccountState): AccountObject {
  // A Telegram account has no page to close.
  return { id: account.id, network, name: account.name, public: network === 'tg' ? true : account.public };
}

export async function findAccount(exec: Executor, network: ProtocolNetwork, id: string): Promise<AccountState | null> {
  return read<AccountState>(exec, network, `account:${id}`);
}

/**
 * Creates the account if it is new (a page open to all, in no group, as a
 * fresh VK page is) and applies the changes; in the caller's transaction,
 * the row locked so that two changes of one account do not lose each other.
 */
export async function changeAccount(tx: Executor, change: ControlAccount): Promise<AccountState> {
  const current = (await read<AccountState>(tx, change.network, `account:${change.id}`, true)) ?? { id: change.id, name: change.name ?? change.id, public: true, subscriptions: [], messagesAllowed: [] };
  const edit = (list: string[], add: string[] | undefined, remove: string[] | undefined) => [...new Set([...list, ...(add ?? [])])].filter((g) => !(remove ?? []).includes(g));
  const next: AccountState = {
    id: current.id,
    name: change.name ?? current.name,
    public: change.public ?? current.public,
    subscriptions: edit(current.subscriptions, change.subscribe, change.unsubscribe),
    messagesAllowed: edit(current.messagesAllowed, change.allowMessages, change.denyMessages),
  };
  await write(tx, change.network, `account:${change.id}`, next);
  return next;
}

export function membershipOf(network: ProtocolNetwork, account: AccountState | null, group: string): Membership {
  return { group, member: account?.subscriptions.includes(group) ?? false, messagesAllowed: network === 'vk' && (account?.messagesAllowed.includes(group) ?? false) };
}

export const groupUrl = (options: Pick<SocialSandboxOptions, 'publicBase'>, network: ProtocolNetwork, group: string) => `${options.publicBase}/${network}/${encodeURIComponent(group)}`;

function postObject(options: Pick<SocialSandboxOptions, 'publicBase'>, network: ProtocolNetwork, post: PostState): PostObject {
  return { id: post.id, group: post.group, text: post.text, url: `${groupUrl(options, network, post.group)}#post-${post.id}`, createdAt: post.createdAt };
}

/** A new post of a group, the newest of it (ids `{group}_{n}`, as VK's wall posts are numbered). */
export async function createPost(exec: Executor, options: Pick<SocialSandboxOptions, 'publicBase'>, network: ProtocolNetwork, group: string, text: string): Promise<PostObject> {
  const counter = rowsOf<{ n: string | number }>(
    await exec.execute(sql`
      INSERT INTO sandbox_social (network, key, value) VALUES (${network}, 'counter:posts', '{"n": 1}'::jsonb)
      ON CONFLICT (network, key) DO UPDATE SET value = jsonb_build_object('n', (sandbox_social.value->>'n')::bigint + 1), updated_at = now()
      RETURNING value->>'n' AS n`),
  )[0]!;
  const seq = Number(counter.n);
  const post: PostState = { id: `${group}_${seq}`, group, text, createdAt: new Date().toISOString(), seq };
  await write(exec, network, `post:${post.id}`, post);
  return postObject(options, network, post);
}

export async function findPost(exec: Executor, options: Pick<SocialSandboxOptions, 'publicBase'>, network: ProtocolNetwork, id: string): Promise<PostObject | null> {
  const post = await read<PostState>(exec, network, `post:${id}`);
  return post ? postObject(options, network, post) : null;
}

export async function recentPosts(exec: Executor, options: Pick<SocialSandboxOptions, 'publicBase'>, network: ProtocolNetwork, group: string, limit: number): Promise<PostObject[]> {
  const rows = rowsOf<{ value: unknown }>(
    await exec.execute(sql`
      SELECT value FROM sandbox_social WHERE network = ${network} AND key LIKE 'post:%' AND value->>'group' = ${group}
      ORDER BY value->>'createdAt' DESC, (value->>'seq')::bigint DESC LIMIT ${limit}`),
  );
  return rows.map((r) => postObject(options, network, parse<PostState>(r.value)));
}

/** Records (or replaces) an account's repost of a post with its reach. */
export async function setRepost(exec: Executor, network: ProtocolNetwork, post: string, account: string, reach: number): Promise<RepostObject> {
  await write(exec, network, `repost:${post}:${account}`, { reach, at: new Date().toISOString() } satisfies RepostState);
  return { post, account, reposted: true, reach };
}

export async function findRepost(exec: Executor, network: ProtocolNetwork, post: string, account: string): Promise<RepostObject> {
  const repost = await read<RepostState>(exec, network, `repost:${post}:${account}`);
  return { post, account, reposted: repost !== null, reach: repost?.reach ?? 0 };
}

export async function issueCode(exec: Executor, network: ProtocolNetwork, grant: CodeGrant): Promise<string> {
  const code = randomBytes(16).toString('hex');
  await write(exec, network, `code:${code}`, { ...grant, expiresAt: Date.now() + CODE_LIFETIME_MS, used: false } satisfies CodeState);
  return code;
}

/**
 * Spends a code, once: one conditional UPDATE, so two exchanges racing each
 * other get it once. Whatever the caller then finds wrong with the exchange
 * (another client or redirect URI, a wrong verifier), the code is gone, as
 * OAuth wants. Null for an unknown, used or expired code.
 */
export async function redeemCode(exec: Executor, network: ProtocolNetwork, code: string): Promise<CodeGrant | null> {
  if (!/^[0-9a-f]{32}$/.test(code)) return null;
  const rows = rowsOf<{ value: unknown }>(
    await exec.execute(sql`
      UPDATE sandbox_social SET value = jsonb_set(value, '{used}', 'true'::jsonb), updated_at = now()
      WHERE network = ${network} AND key = ${`code:${code}`} AND value->>'used' = 'false' RETURNING value`),
  );
  const state = rows[0] ? parse<CodeState>(rows[0].value) : null;
  if (!state || state.expiresAt < Date.now()) return null;
  return { account: state.account, clientId: state.clientId, redirectUri: state.redirectUri, nonce: state.nonce, codeChallenge: state.codeChallenge };
}

const SEED_TEXTS = [
  'Новая игра недели: Mines с множителем до ×1000. Кто уже пробовал?',
  'Колесо фортуны теперь крутится раз в сутки для всех — заходите за бесплатным вращением.',
  'Турнир выходных: призовой фонд 100 000 монет. Правила — в закреплённом посте.',
  'Проверяемая честность: каждую ставку можно пересчитать на странице проверки.',
  'Новогодние подарки уже близко — подпишитесь на Telegram-канал, чтобы не пропустить.',
];

/** A few posts in each seeded group with none yet (fixed keys: two processes starting together write them once). */
export async function seedPosts(exec: Executor, options: SocialSandboxOptions): Promise<void> {
  for (const { network, group } of options.seed) {
    const existing = rowsOf(await exec.execute(sql`SELECT 1 FROM sandbox_social WHERE network = ${network} AND key LIKE 'post:%' AND value->>'group' = ${group} LIMIT 1`));
    if (existing.length) continue;
    for (const [i, text] of SEED_TEXTS.entries()) {
      const post: PostState = { id: `${group}_s${i + 1}`, group, text, createdAt: new Date(Date.now() - (SEED_TEXTS.length - i) * 86_400_000).toISOString(), seq: 0 };
      await exec.execute(sql`INSERT INTO sandbox_social (network, key, value) VALUES (${network}, ${`post:${post.id}`}, ${JSON.stringify(post)}::jsonb) ON CONFLICT (network, key) DO NOTHING`);
    }
  }
}

/** Every post of a group the page shows, newest first, with the viewer's reposts. */
export async function groupPosts(exec: Executor, options: Pick<SocialSandboxOptions, 'publicBase'>, network: ProtocolNetwork, group: string, viewer: string | null): Promise<(PostObject & { reach: number | null })[]> {
  const posts = await recentPosts(exec, options, network, group, 20);
  return Promise.all(posts.map(async (post) => {
    const repost = viewer ? await findRepost(exec, network, post.id, viewer) : null;
    return { ...post, reach: repost?.reposted ? repost.reach : null };
  }));
}
