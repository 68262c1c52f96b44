import type { z } from 'zod';
import { accountObjectSchema, apiErrorSchema, groupObjectSchema, membershipSchema, postListSchema, repostObjectSchema, type Membership } from '../../shared/social-protocol.ts';
import { SocialUnavailable, type Network, type SocialProvider } from './provider.ts';

/** A provider call that has not answered in this long has failed (the player's request answers 503). */
const TIMEOUT_MS = 8_000;

type Answer<T> = { ok: true; data: T } | { ok: false; status: number; type: string };

/**
 * The social provider's REST API v1 (shared/social-protocol.ts,
 * docs/social.md) over HTTP with a Bearer API key, every answer checked
 * against the protocol's schemas. `baseUrl` is a function so that the local
 * sandbox can be found once this server listens. Group pages change never:
 * they are asked once per process.
 */
export function createHttpSocialProvider(options: { baseUrl: () => string; apiKey: string }): SocialProvider {
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<Answer<T>> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl()}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new SocialUnavailable(`social provider: ${method} ${path} failed: ${(cause as Error).message}`, { cause });
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    // 401/403 mean our key is wrong: a configuration fault the player cannot fix, reported as the provider being down.
    if (response.status >= 500 || response.status === 429 || response.status === 401 || response.status === 403) {
      throw new SocialUnavailable(`social provider: ${method} ${path} answered ${response.status}`);
    }
    if (response.status >= 400) {
      const error = apiErrorSchema.safeParse(json);
      return { ok: false, status: response.status, type: error.success ? error.data.error.type : 'unknown' };
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new SocialUnavailable(`social provider: ${method} ${path} answered something else than the protocol says`);
    return { ok: true, data: parsed.data };
  }
  const seg = encodeURIComponent;
  /** An account the network no longer knows is in no group and has no page. */
  const membership = async (network: Network, accountId: string, group: string): Promise<Membership> => {
    const answer = await call('GET', `/${network}/accounts/${seg(accountId)}/groups/${seg(group)}`, membershipSchema);
    if (answer.ok) return answer.data;
    if (answer.status === 404) return { group, member: false, messagesAllowed: false };
    throw new SocialUnavailable(`social provider refused a membership question (${answer.status} ${answer.type})`);
  };
  const urls = new Map<string, string>();

  return {
    isSubscribed: async (network, accountId, group) => (await membership(network, accountId, group)).member,
    messagesAllowed: async (accountId, group) => (await membership('vk', accountId, group)).messagesAllowed,
    async isPagePublic(accountId) {
      const answer = await call('GET', `/vk/accounts/${seg(accountId)}`, accountObjectSchema);
      if (answer.ok) return answer.data.public;
      if (answer.status === 404) return false;
      throw new SocialUnavailable(`social provider refused an account question (${answer.status} ${answer.type})`);
    },
    async repostOf(network, accountId, postId) {
      const answer = await call('GET', `/${network}/posts/${seg(postId)}/reposts/${seg(accountId)}`, repostObjectSchema);
      if (answer.ok) return { reposted: answer.data.reposted, reach: answer.data.reach };
      if (answer.status === 404) return { reposted: false, reach: 0 };
      throw new SocialUnavailable(`social provider refused a repost question (${answer.status} ${answer.type})`);
    },
    async recentPosts(network, group, limit) {
      const answer = await call('GET', `/${network}/groups/${seg(group)}/posts?limit=${limit}`, postListSchema);
      if (answer.ok) return answer.data.posts;
      if (answer.status === 404) return [];
      throw new SocialUnavailable(`social provider refused a posts question (${answer.status} ${answer.type})`);
    },
    async groupUrl(network, group) {
      const known = urls.get(`${network}:${group}`);
      if (known) return known;
      const answer = await call('GET', `/${network}/groups/${seg(group)}`, groupObjectSchema);
      if (!answer.ok) throw new SocialUnavailable(`social provider refused a group question (${answer.status} ${answer.type})`);
      urls.set(`${network}:${group}`, answer.data.url);
      return answer.data.url;
    },
  };
}
