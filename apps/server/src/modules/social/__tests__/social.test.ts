import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialState } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { DEFAULT_BONUS_SETTINGS } from '../../bonus/index.ts';
import { checkLedger } from '../../ledger/index.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { DomainError } from '../../../shared/errors.ts';
import { requireSubscription as requireFromShared } from '../../../shared/subscriptions.ts';
import { requireSubscription } from '../index.ts';
import { tierOf } from '../reposts.ts';
import { accountId, authorize, bonusOf, call, callback, GROUP, link, local, MAIN, qualifiedPlayer, refused, RESERVE, sandbox, startFlow } from './social-support.ts';

/**
 * Social rewards (issue 13 item 9, bonuses.md §7, spec §5/§8): linking
 * through the network's OpenID Connect sign-in (decision 032), the repost bonus with its conditions,
 * daily cap and reach table, exactly once under concurrent claims, and the
 * §8 keys of refusals. The app listens: the adapter reaches the sandbox
 * social provider over HTTP, as it would a real one.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app?.close();
});

const state = async (who: Parameters<typeof call>[3]) => {
  const response = await call(app, 'GET', '/api/social', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SocialState>();
};
const claim = (who: Parameters<typeof call>[3], postId: string) => call(app, 'POST', '/api/social/reposts', who, { postId });

describe('linking', () => {
  it('links the account the network vouches for, through its sign-in, and back to the page the player came from', async () => {
    const player = await registerPlayer(app);
    const vk = accountId('vk');
    const { cookie, landing } = await authorize(app, player, 'vk', vk);
    // Back through the landing page, with the issuer's code, the flow's state and its own name.
    expect(landing.pathname).toBe('/auth/social');
    expect(landing.searchParams.get('iss')).toMatch(/\/sandbox\/social\/oidc\/vk$/);
    const linked = await callback(app, player, cookie, landing);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ outcome: 'linked', network: 'vk', returnPath: '/bonus?tab=social' });
    expect((await state(player)).vk.account).toMatchObject({ id: vk, name: `Name ${vk}` });
    // The same answer again (a retried return): the flow is over.
    refused(await callback(app, player, cookie, landing), 'social_signin_invalid');
    const after = await state(player);
    expect(after.vk.account?.id).toBe(vk);
    expect(after.tg.account).toBeNull();
  });

  it('refuses an account already linked to another player, and a flow that is not the player\'s own', async () => {
    const first = await registerPlayer(app);
    const second = await registerPlayer(app);
    const vk = accountId('vk');
    expect((await link(app, first, 'vk', vk)).statusCode).toBe(200);
    refused(await link(app, second, 'vk', vk), 'social_account_taken', [], 409);
    // The first player's flow finished in the second player's session: not the player who started it.
    const other = await authorize(app, first, 'vk', accountId('vk'));
    refused(await callback(app, second, other.cookie, other.landing), 'social_link_session');
    // A link needs a signed-in player to start.
    expect((await call(app, 'POST', '/api/auth/social/vk/start', null, { mode: 'link' })).statusCode).toBe(401);
    // A second VK account for the same player waits for the first to be unlinked.
    refused(await link(app, first, 'vk', accountId('vk')), 'social_already_linked', [], 409);
    expect((await state(second)).vk.account).toBeNull();
  });

  it('an unlinked account stays the first player\'s: it can come back to them, never go to another', async () => {
    const first = await registerPlayer(app);
    const second = await registerPlayer(app);
    const vk = accountId('vk');
    expect((await link(app, first, 'vk', vk)).statusCode).toBe(200);
    const unlinked = await call(app, 'POST', '/api/social/link/vk/delete', first);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json<SocialState>().vk.account).toBeNull();
    refused(await link(app, second, 'vk', vk), 'social_account_taken', [], 409);
    expect((await link(app, first, 'vk', vk)).statusCode).toBe(200);
    const audit = rowsOf<{ action: string }>(await app.ctx.db.execute(sql`SELECT action FROM audit_log WHERE target_type = 'social_account' AND target_id = ${`vk:${vk}`} ORDER BY id`));
    expect(audit.map((a) => a.action)).toEqual(['social.link', 'social.unlink', 'social.link']);
  });

  it('answers bad input with messages, never a 500', async () => {
    const player = await registerPlayer(app);
    expect((await call(app, 'POST', '/api/auth/social/ok/start', player, {})).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/auth/social/vk/start', player, { mode: 'link', returnPath: 'https://evil.example/' })).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/auth/social/callback', player, { code: 'x\u0000', state: 'a' })).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/auth/social/callback', player, { code: 'x', state: 'a'.repeat(2000) })).statusCode).toBe(422);
    expect((await call(app, 'GET', '/api/social', null)).statusCode).toBe(401);
    // The issuer sends codes only back to this site's landing pages: another address gets an error page, no redirect.
    const { url } = await startFlow(app, player, 'vk', { mode: 'link' });
    const elsewhere = new URLSearchParams(url.searchParams);
    elsewhere.set('redirect_uri', 'https://evil.example/auth/social');
    for (const [name, value] of Object.entries({ account: 'thief', decision: 'allow' })) elsewhere.set(name, value);
    const answer = await fetch(local(app, `${url.origin}${url.pathname}`), { method: 'POST', body: elsewhere, redirect: 'manual' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
  });
});

describe('the repost bonus', () => {
  it('pays a repost once under 20 concurrent claims', async () => {
    const { player, vk } = await qualifiedPlayer(app);
    const post = await sandbox(app).post();
    await sandbox(app).repost(post.id, vk, 300);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(player, post.id)));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json()).toMatchObject({ amount: 5_000, reach: 300, withdrawable: 20 });
    for (const answer of answers.filter((a) => a.statusCode !== 200)) refused(answer, 'social_repost_claimed');
    expect(await bonusOf(app, player)).toBe(5_000);
    const rows = rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM social_reposts WHERE user_id = ${player.id}`));
    expect(rows).toHaveLength(1);
    const grants = rowsOf<{ key: string; source: string; withdrawable_bp: number }>(await app.ctx.db.execute(sql`SELECT key, source, withdrawable_bp FROM bonus_grants WHERE user_id = ${player.id}`));
    expect(grants).toEqual([{ key: `repost:${player.id}:vk:${post.id}`, source: 'repost', withdrawable_bp: 2_000 }]);
    const check = await checkLedger(app.ctx.db);
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
    const after = await state(player);
    expect(after.repost.today).toBe(1);
    expect(after.repost.posts.find((p) => p.id === post.id)?.paid).toEqual({ amount: 5_000, reach: 300, withdrawable: 20 });
  });

  it('each condition of spec §5 refuses with its message and the §8 key of what is missing', async () => {
    const box = sandbox(app);
    const post = await box.post();
    // No VK account at all.
    const bare = await registerPlayer(app);
    refused(await claim(bare, post.id), 'social_vk_link', [`vksub:${GROUP}`]);

    const { player, vk, tg } = await qualifiedPlayer(app);
    await box.repost(post.id, vk, 10);
    await box.account('vk', vk, { public: false });
    refused(await claim(player, post.id), 'social_page_private', [`vksub:${GROUP}`]);
    await box.account('vk', vk, { public: true, denyMessages: [GROUP] });
    refused(await claim(player, post.id), 'social_messages_closed', [`vksub:${GROUP}`]);
    await box.account('vk', vk, { allowMessages: [GROUP] });
    await box.account('tg', tg, { unsubscribe: [RESERVE] });
    refused(await claim(player, post.id), 'social_tg_subscribe', [`tgsub:${RESERVE}`]);
    await box.account('tg', tg, { unsubscribe: [MAIN] });
    refused(await claim(player, post.id), 'social_tg_subscribe', [`tgsub:${MAIN}`, `tgsub:${RESERVE}`]);
    await box.account('tg', tg, { subscribe: [MAIN, RESERVE] });
    await box.account('vk', vk, { unsubscribe: [GROUP] });
    refused(await claim(player, post.id), 'social_vk_subscribe', [`vksub:${GROUP}`]);
    await box.account('vk', vk, { subscribe: [GROUP] });
    expect((await state(player)).repost).toMatchObject({ ready: true, blocker: null });

    // No Telegram account linked: linking goes through the bot.
    const noTelegram = await registerPlayer(app);
    const vk2 = accountId('vk');
    await box.account('vk', vk2, { subscribe: [GROUP], allowMessages: [GROUP] });
    expect((await link(app, noTelegram, 'vk', vk2)).statusCode).toBe(200);
    refused(await claim(noTelegram, post.id), 'social_tg_link', ['tg_bot']);
    expect((await state(noTelegram)).repost.blocker?.code).toBe('social_tg_link');

    // Not reposted, and a post that is not among the latest five.
    refused(await claim(player, (await box.post()).id), 'social_not_reposted');
    const old = post.id;
    for (let i = 0; i < 5; i++) await box.post();
    await box.repost(old, vk, 10);
    refused(await claim(player, old), 'social_post_unknown');
    refused(await claim(player, 'no_such_post'), 'social_post_unknown');
    expect((await claim(player, '../x')).statusCode).toBe(422);
    expect(await bonusOf(app, player)).toBe(0);
  });

  it('pays at most three reposts a Moscow day', async () => {
    const { player, vk } = await qualifiedPlayer(app);
    const box = sandbox(app);
    const posts = [];
    for (let i = 0; i < 4; i++) posts.push(await box.post());
    for (const post of posts) await box.repost(post.id, vk, 0);
    for (const post of posts.slice(0, 3)) expect((await claim(player, post.id)).statusCode).toBe(200);
    const fourth = refused(await claim(player, posts[3]!.id), 'social_repost_limit');
    expect(fourth.error).toBe('Не больше 3 репостов в день. Возвращайтесь завтра');
    expect(await bonusOf(app, player)).toBe(3 * 1_000);
    const view = await state(player);
    expect(view.repost).toMatchObject({ ready: false, today: 3, perDay: 3, blocker: { code: 'social_repost_limit' } });
  });

  it('pays by reach: up to 100 coins and 10–30 % withdrawable', async () => {
    const tiers = DEFAULT_BONUS_SETTINGS.social.reachTiers;
    const table = [[0, 1_000, 1_000], [49, 1_000, 1_000], [50, 2_500, 1_500], [199, 2_500, 1_500], [200, 5_000, 2_000], [500, 7_500, 2_500], [999, 7_500, 2_500], [1_000, 10_000, 3_000], [5_000_000, 10_000, 3_000]];
    for (const [reach, amount, withdrawableBp] of table) expect(tierOf(reach!, tiers), String(reach)).toEqual({ minReach: expect.any(Number), amount, withdrawableBp });
    expect(Math.max(...tiers.map((t) => t.amount))).toBe(10_000);
    expect(tiers.every((t) => t.withdrawableBp >= 1_000 && t.withdrawableBp <= 3_000)).toBe(true);

    // Through the API: the grant carries the amount and share of the repost's reach.
    const { player, vk } = await qualifiedPlayer(app);
    const post = await sandbox(app).post();
    await sandbox(app).repost(post.id, vk, 1_234);
    const paid = await claim(player, post.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ amount: 10_000, reach: 1_234, withdrawable: 30 });
    const grants = await call(app, 'GET', '/api/bonus/grants', player);
    expect(grants.json<{ grants: { source: string; amount: number; withdrawable: number; wager: number }[] }>().grants).toEqual([expect.objectContaining({ source: 'repost', amount: 10_000, withdrawable: 30, wager: 3 })]);
  });
});

describe('requireSubscription', () => {
  it('throws a 422 with the §8 key while the linked account is missing or not subscribed, and passes once it is', async () => {
    const player = await registerPlayer(app);
    const box = sandbox(app);
    const expectKeys = async (network: 'vk' | 'tg', code: string, keys: string[]) => {
      const error = await requireSubscription(app.ctx, player.id, network).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ status: 422, code });
      expect(Object.keys((error as DomainError).keys ?? {}).sort()).toEqual(keys.sort());
    };
    await expectKeys('vk', 'social_vk_link', [`vksub:${GROUP}`]);
    await expectKeys('tg', 'social_tg_link', ['tg_bot']);
    // The same check for modules that must not import this one (the bonus module's promo codes).
    await expect(requireFromShared(app.ctx, player.id, 'vk')).rejects.toMatchObject({ status: 422, code: 'social_vk_link', keys: { [`vksub:${GROUP}`]: true } });
    const vk = accountId('vk');
    const tg = accountId('tg');
    await box.account('vk', vk);
    await box.account('tg', tg, { subscribe: [MAIN] });
    await link(app, player, 'vk', vk);
    await link(app, player, 'tg', tg);
    await expectKeys('vk', 'social_vk_subscribe', [`vksub:${GROUP}`]);
    await expectKeys('tg', 'social_tg_subscribe', [`tgsub:${RESERVE}`]);
    await box.account('vk', vk, { subscribe: [GROUP] });
    await box.account('tg', tg, { subscribe: [RESERVE] });
    await expect(requireSubscription(app.ctx, player.id, 'vk')).resolves.toBeUndefined();
    await expect(requireSubscription(app.ctx, player.id, 'tg')).resolves.toBeUndefined();
    await expect(requireFromShared(app.ctx, player.id, 'tg')).resolves.toBeUndefined();
    const view = await state(player);
    expect(view.vk.group).toMatchObject({ id: GROUP, subscribed: true });
    expect(view.vk.group.url).toMatch(/\/sandbox\/social\/vk\/azart$/);
    expect(view.tg.channels.map((c) => [c.id, c.role, c.subscribed])).toEqual([[MAIN, 'main', true], [RESERVE, 'reserve', true]]);
    expect(view.telegram.unlocked).toBe(true);
  });
});

describe('the networks down', () => {
  it('the state still answers with what is known, and a claim is a 503, never a 500', async () => {
    const issuer = (network: 'VK' | 'TG') => ({
      [`SOCIAL_${network}_OIDC_ISSUER`]: 'https://127.0.0.1:9/oidc', [`SOCIAL_${network}_OIDC_CLIENT_ID`]: 'azart', [`SOCIAL_${network}_OIDC_CLIENT_SECRET`]: 'a-secret-of-sixteen-chars',
    });
    const down = await createTestApp({ listen: true, env: { SOCIAL_PROVIDER_URL: 'http://127.0.0.1:9/api/v1', SOCIAL_API_KEY: 'a-key-of-sixteen-chars', ...issuer('VK'), ...issuer('TG') } });
    try {
      const player = await registerPlayer(down);
      const view = await call(down, 'GET', '/api/social', player);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json<SocialState>()).toMatchObject({ available: false, vk: { account: null, group: { url: null } }, repost: { ready: false, posts: [] } });
      const claimed = await call(down, 'POST', '/api/social/reposts', player, { postId: 'azart_1' });
      // Without a VK account the answer needs no network.
      refused(claimed, 'social_vk_link', [`vksub:${GROUP}`]);
      // The network's sign-in (its OpenID Connect issuer) does not answer either.
      const started = await call(down, 'POST', '/api/auth/social/vk/start', player, { mode: 'link' });
      expect(started.statusCode, started.body).toBe(503);
      expect(started.json()).toMatchObject({ code: 'social_unavailable' });
      // No sandbox in this process when a provider is configured.
      expect((await fetch(`${down.url}/sandbox/social/vk/azart`)).status).toBe(404);
    } finally {
      await down.close();
    }
  });
});
