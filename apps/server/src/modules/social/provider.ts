import type { AccountObject, PostObject, ProtocolNetwork } from '../../shared/social-protocol.ts';

export type { AccountObject, PostObject } from '../../shared/social-protocol.ts';
export type Network = ProtocolNetwork;

/**
 * What the social rewards need from VK and Telegram (bonuses.md §7, issue 13
 * item 9), asked about an account the player linked: is it subscribed to a
 * group or channel, is its VK page public, does it allow messages from the
 * group, did it repost a post and with what reach, and what are the group's
 * latest posts; plus the linking itself (an OAuth code flow, so the account
 * id comes from the network, never from the player). One implementation
 * speaks HTTP (http-provider.ts, docs/social.md): the local sandbox and a
 * production gateway to the real VK and Telegram APIs differ only in where
 * it points.
 */
export interface SocialProvider {
  /** Where to send the player to sign in at the network; they come back to `redirectUri` with `code` and `state`. */
  authorizeUrl(network: Network, redirectUri: string, state: string): Promise<string>;
  /** The account a code stands for (single use, bound to the redirect URI); null when the code is not good. */
  exchangeCode(network: Network, code: string, redirectUri: string): Promise<AccountObject | null>;
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
