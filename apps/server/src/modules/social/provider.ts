import type { PostObject, ProtocolNetwork } from '../../shared/social-protocol.ts';

export type { PostObject } from '../../shared/social-protocol.ts';
export type Network = ProtocolNetwork;

/**
 * What the social rewards need from VK and Telegram (bonuses.md §7, issue 13
 * item 9), asked about an account the player linked: is it subscribed to a
 * group or channel, is its VK page public, does it allow messages from the
 * group, did it repost a post and with what reach, and what are the group's
 * latest posts. (Who the account is comes from the network's OpenID Connect
 * issuer, oidc.ts, never from the player.) One implementation
 * speaks HTTP (http-provider.ts, docs/social.md): the local sandbox and a
 * production gateway to the real VK and Telegram APIs differ only in where
 * it points.
 */
export interface SocialProvider {
  isSubscribed(network: Network, accountId: string, group: string): Promise<boolean>;
  /** VK: the page is open to everyone. */
  isPagePublic(accountId: string): Promise<boolean>;
  /** VK: the account allows messages from the community. */
  messagesAllowed(accountId: string, group: string): Promise<boolean>;
  repostOf(network: Network, accountId: string, postId: string): Promise<{ reposted: boolean; reach: number }>;
  /** The group's latest posts, newest first. */
  recentPosts(network: Network, group: string, limit: number): Promise<PostObject[]>;
  /** The public page of a group or channel (to subscribe there). */
  groupUrl(network: Network, group: string): Promise<string>;
}

/** The provider could not be reached or failed on its side: try again later. */
export class SocialUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SocialUnavailable';
  }
}
