import type { FastifyInstance } from 'fastify';
import type { Database } from '@azart/db';
import { controlAccountSchema, controlPostSchema, controlRepostSchema, POSTS_LIMIT_MAX, PROTOCOL_ID, protocolNetworkSchema, type ProtocolNetwork } from '../shared/social-protocol.ts';
import {
  accountObject, changeAccount, createPost, findAccount, findPost, findRepost, groupUrl, membershipOf, recentPosts, setRepost, type SocialSandboxOptions,
} from './social-store.ts';
import { ApiError, parsed, providerApiFrame } from './provider-api.ts';

function networkOf(value: string): ProtocolNetwork {
  const network = protocolNetworkSchema.safeParse(value);
  if (!network.success) throw new ApiError(404, 'not_found', 'no such network');
  return network.data;
}

function idOf(value: string, what: string): string {
  if (!PROTOCOL_ID.test(value)) throw new ApiError(404, 'not_found', `no such ${what}`);
  return value;
}

type Params = { network: string; id: string; group: string; post: string; account: string };

/**
 * The sandbox social provider's API (v1, shared/social-protocol.ts): what a
 * gateway to VK's and Telegram's APIs would answer, authenticated by the
 * casino's secret key, plus test helpers under /control that set up
 * accounts, posts and reposts. Signing in (and so linking) is not part of
 * it: that is the OpenID Connect issuers' (social-oidc.ts).
 */
export async function sandboxSocialApi(app: FastifyInstance, db: Database, options: SocialSandboxOptions): Promise<void> {
  providerApiFrame(app, options.apiKey, 'sandbox social api');
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: { type: 'not_found', message: 'no such route' } }));

  app.get<{ Params: Pick<Params, 'network' | 'id'> }>('/:network/accounts/:id', async (request) => {
    const network = networkOf(request.params.network);
    const account = await findAccount(db, network, idOf(request.params.id, 'account'));
    if (!account) throw new ApiError(404, 'not_found', 'no such account');
    return accountObject(network, account);
  });
  app.get<{ Params: Pick<Params, 'network' | 'id' | 'group'> }>('/:network/accounts/:id/groups/:group', async (request) => {
    const network = networkOf(request.params.network);
    const account = await findAccount(db, network, idOf(request.params.id, 'account'));
    if (!account) throw new ApiError(404, 'not_found', 'no such account');
    return membershipOf(network, account, idOf(request.params.group, 'group'));
  });
  app.get<{ Params: Pick<Params, 'network' | 'group'> }>('/:network/groups/:group', async (request) => {
    const network = networkOf(request.params.network);
    const group = idOf(request.params.group, 'group');
    return { id: group, network, title: network === 'tg' ? `@${group}` : group, url: groupUrl(options, network, group) };
  });
  app.get<{ Params: Pick<Params, 'network' | 'group'>; Querystring: { limit?: string } }>('/:network/groups/:group/posts', async (request) => {
    const network = networkOf(request.params.network);
    const limit = Number(request.query.limit ?? 10);
    if (!Number.isInteger(limit) || limit < 1 || limit > POSTS_LIMIT_MAX) throw new ApiError(400, 'invalid_request', `limit must be 1–${POSTS_LIMIT_MAX}`);
    return { posts: await recentPosts(db, options, network, idOf(request.params.group, 'group'), limit) };
  });
  app.get<{ Params: Pick<Params, 'network' | 'post' | 'account'> }>('/:network/posts/:post/reposts/:account', async (request) => {
    const network = networkOf(request.params.network);
    const post = idOf(request.params.post, 'post');
    if (!(await findPost(db, options, network, post))) throw new ApiError(404, 'not_found', 'no such post');
    return findRepost(db, network, post, idOf(request.params.account, 'account'));
  });

  // Test helpers: what a person would do on the networks' own pages.
  app.post('/control/accounts', async (request) => {
    const input = parsed(controlAccountSchema, request.body);
    const account = await db.transaction((tx) => changeAccount(tx, input));
    return { ...accountObject(input.network, account), subscriptions: account.subscriptions, messagesAllowed: account.messagesAllowed };
  });
  app.post('/control/posts', async (request, reply) => {
    const input = parsed(controlPostSchema, request.body);
    return reply.status(201).send(await createPost(db, options, input.network, input.group, input.text ?? `Post in ${input.group}`));
  });
  app.post('/control/reposts', async (request) => {
    const input = parsed(controlRepostSchema, request.body);
    if (!(await findPost(db, options, input.network, input.post))) throw new ApiError(404, 'not_found', 'no such post');
    return setRepost(db, input.network, input.post, input.account, input.reach);
  });
}
