import { z } from 'zod';

/**
 * The social provider's API, version 1 (docs/social.md): what the sandbox
 * serves and what the casino's adapter (modules/social/http-provider.ts)
 * speaks. One API for VK and Telegram, the network a path segment; requests
 * carry `Authorization: Bearer <api key>`. Errors are `{error: {type, message}}`.
 *
 * Signing in and linking are not part of this API: each network is an
 * OpenID Connect issuer of its own (decision 032; the sandbox's are
 * sandbox/social-oidc.ts), and the account id comes from its signed ID
 * token, never from the player.
 */
export const PROTOCOL_NETWORKS = ['vk', 'tg'] as const;
export const protocolNetworkSchema = z.enum(PROTOCOL_NETWORKS);
export type ProtocolNetwork = z.infer<typeof protocolNetworkSchema>;

/** Ids of accounts, groups, channels and posts: what VK and Telegram use (digits, names, underscores). */
export const PROTOCOL_ID = /^[\w.-]{1,64}$/;
const id = z.string().regex(PROTOCOL_ID);

export const accountObjectSchema = z.object({
  id,
  network: protocolNetworkSchema,
  name: z.string().max(200),
  /** VK: the page is open to everyone (reposts on a closed page reach nobody). Telegram: always true. */
  public: z.boolean(),
});
export type AccountObject = z.infer<typeof accountObjectSchema>;

/** An account's relation to a group (VK) or channel (Telegram). */
export const membershipSchema = z.object({
  group: id,
  member: z.boolean(),
  /** VK: the account allows messages from the community. Telegram: always false. */
  messagesAllowed: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const groupObjectSchema = z.object({ id, network: protocolNetworkSchema, title: z.string().max(200), url: z.string().max(1000) });
export type GroupObject = z.infer<typeof groupObjectSchema>;

export const postObjectSchema = z.object({ id, group: id, text: z.string().max(5000), url: z.string().max(1000), createdAt: z.string() });
export type PostObject = z.infer<typeof postObjectSchema>;
export const postListSchema = z.object({ posts: z.array(postObjectSchema) });
/** `GET …/posts?limit=`: the newest first, at most this many. */
export const POSTS_LIMIT_MAX = 50;

export const repostObjectSchema = z.object({
  post: id,
  account: id,
  reposted: z.boolean(),
  /** People the repost reached (views of it), 0 when there is none. */
  reach: z.number().int().min(0),
});
export type RepostObject = z.infer<typeof repostObjectSchema>;

export const apiErrorSchema = z.object({ error: z.object({ type: z.string(), message: z.string() }) });

// ─── the sandbox's test helpers (not part of a real provider) ───────────────
export const controlAccountSchema = z.object({
  network: protocolNetworkSchema,
  id,
  name: z.string().max(200).optional(),
  public: z.boolean().optional(),
  subscribe: z.array(id).max(20).optional(),
  unsubscribe: z.array(id).max(20).optional(),
  allowMessages: z.array(id).max(20).optional(),
  denyMessages: z.array(id).max(20).optional(),
});
export type ControlAccount = z.infer<typeof controlAccountSchema>;
export const controlPostSchema = z.object({ network: protocolNetworkSchema, group: id, text: z.string().max(5000).optional() });
export const controlRepostSchema = z.object({ network: protocolNetworkSchema, post: id, account: id, reach: z.number().int().min(0).max(1_000_000_000) });
