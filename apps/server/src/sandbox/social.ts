import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@azart/db';
import { PROTOCOL_ID, protocolNetworkSchema, type ProtocolNetwork } from '../shared/social-protocol.ts';
import { sandboxSocialApi } from './social-api.ts';
import { sandboxSocialOidc } from './social-oidc.ts';
import { badRequestBody, groupBody, socialPage } from './social-pages.ts';
import { changeAccount, findAccount, findPost, groupPosts, membershipOf, seedPosts, setRepost, type SocialSandboxOptions } from './social-store.ts';
import { COOKIE_PATH, signIn, viewerCookie } from './social-viewer.ts';

export type { SocialSandboxOptions } from './social-store.ts';

type Form = Record<string, string | undefined>;
const langOf = (request: FastifyRequest) => (/^ru\b/i.test(request.headers['accept-language'] ?? '') ? 'ru' : 'en') as 'ru' | 'en';

/**
 * The sandbox social provider (issue 13 item 9, docs/social.md): VK and
 * Telegram played locally, mounted under /sandbox/social/ when no real
 * provider is configured. Its API (v1, /sandbox/social/api/v1) is what the
 * casino's adapter calls over HTTP; its pages stand in for the networks' own
 * community pages, where a player joins, opens the page, allows messages and
 * reposts. Each network is also an OpenID Connect issuer
 * (/sandbox/social/oidc/{vk,tg}, social-oidc.ts) that signs the player in
 * for the casino's social sign-in and linking. Tests drive it through the
 * API's /control helpers.
 */
export async function sandboxSocial(app: FastifyInstance, db: Database, options: SocialSandboxOptions): Promise<void> {
  await seedPosts(db, options);
  await app.register(async (scope) => sandboxSocialApi(scope, db, options), { prefix: '/sandbox/social/api/v1' });
  await app.register(async (scope) => sandboxSocialOidc(scope, db, options), { prefix: '/sandbox/social/oidc' });
  await app.register(async (scope) => sandboxSocialPages(scope, db, options), { prefix: '/sandbox/social' });
}

async function sandboxSocialPages(app: FastifyInstance, db: Database, options: SocialSandboxOptions): Promise<void> {
  // The pages' forms post urlencoded bodies (no framework, no script needed).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const html = (reply: FastifyReply, body: string, status = 200) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const viewerOf = (request: FastifyRequest, network: ProtocolNetwork) => viewerCookie(request, network);

  app.get<{ Params: { network: string; group: string } }>('/:network/:group', async (request, reply) => {
    const lang = langOf(request);
    const network = protocolNetworkSchema.safeParse(request.params.network);
    if (!network.success || !PROTOCOL_ID.test(request.params.group)) return html(reply, socialPage(lang, 'vk', 'Not found', badRequestBody(lang)), 404);
    const group = request.params.group;
    const viewerId = viewerOf(request, network.data);
    const account = viewerId ? await findAccount(db, network.data, viewerId) : null;
    const membership = membershipOf(network.data, account, group);
    const viewer = account ? { id: account.id, name: account.name, public: account.public, member: membership.member, messagesAllowed: membership.messagesAllowed } : null;
    const posts = await groupPosts(db, options, network.data, group, account?.id ?? null);
    return html(reply, socialPage(lang, network.data, group, groupBody(lang, network.data, { id: group, title: network.data === 'tg' ? `@${group}` : group }, viewer, posts)));
  });

  /** The community page's buttons: sign in or out, join or leave, the page's and messages' settings, a repost. */
  app.post<{ Params: { network: string; group: string }; Body: Form }>('/:network/:group/do', async (request, reply) => {
    const network = protocolNetworkSchema.safeParse(request.params.network);
    const group = request.params.group;
    if (!network.success || !PROTOCOL_ID.test(group)) return reply.status(404).send();
    const net = network.data;
    const form = (request.body ?? {}) as Form;
    const page = `${options.publicBase}/${net}/${encodeURIComponent(group)}`;
    if (form.do === 'signin') {
      const account = (form.account ?? '').trim();
      if (PROTOCOL_ID.test(account)) {
        await db.transaction((tx) => changeAccount(tx, { network: net, id: account }));
        signIn(reply, net, account);
      }
      return reply.redirect(page, 303);
    }
    if (form.do === 'signout') {
      reply.clearCookie(`sandbox_social_${net}`, { path: COOKIE_PATH });
      return reply.redirect(page, 303);
    }
    const viewer = viewerOf(request, net);
    if (!viewer) return reply.redirect(page, 303);
    const changes: Record<string, object> = {
      join: { subscribe: [group] }, leave: { unsubscribe: [group] }, public: { public: true }, private: { public: false }, allow: { allowMessages: [group] }, deny: { denyMessages: [group] },
    };
    const change = form.do && Object.hasOwn(changes, form.do) ? changes[form.do] : undefined;
    if (change) await db.transaction((tx) => changeAccount(tx, { network: net, id: viewer, ...change }));
    if (form.do === 'repost' && net === 'vk') {
      const reach = Number(form.reach);
      const post = form.post ?? '';
      if (PROTOCOL_ID.test(post) && Number.isSafeInteger(reach) && reach >= 0 && (await findPost(db, options, net, post))) await setRepost(db, net, post, viewer, reach);
      return reply.redirect(`${page}#post-${encodeURIComponent(post)}`, 303);
    }
    return reply.redirect(page, 303);
  });
}
