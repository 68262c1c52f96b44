import { TG_BOT_KEY, TG_SUBSCRIPTION_KEY, type MessageCode, type MessageParams, type User } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { grantBonus, loadBonusSettings, moscowDay, type BonusSettings } from '../bonus/index.ts';
import { postingKey, lockPlayerAccount } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { userAfterChange } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { PostObject } from './provider.ts';
import { ask, linksOf, type Link, type Social } from './social.ts';
import { missingChannels, vkKeys } from './subscriptions.ts';

/**
 * The repost bonus (bonuses.md §7, spec §5): a player whose VK page is
 * public, who allows messages from our community, and who is subscribed to
 * the main and reserve Telegram channels and to the community, reposts one
 * of the community's latest posts (settings.social.repostPosts, 5 by default)
 * and claims it: the repost pays by its reach at the time of the claim
 * (docs/social.md's table, up to 100 coins, 10–30 % withdrawable), 100 % to
 * the bonus balance, once per post and at most repostsPerDay (3) a Moscow day.
 * Reposts are VK's: Telegram has no reposts with a reach to ask about.
 */
export const REPOST_NETWORK = 'vk' as const;

type Tier = BonusSettings['social']['reachTiers'][number];

/** The last step the reach reaches (steps ascending; a reach below the first step pays nothing). */
export function tierOf(reach: number, tiers: readonly Tier[]): Tier | null {
  let found: Tier | null = null;
  for (const tier of tiers) if (reach >= tier.minReach) found = tier;
  return found;
}

/** Start of the Moscow day `at` falls in (UTC+3 all year). */
export function moscowDayStart(at: Date): Date {
  return new Date(`${moscowDay(at)}T00:00:00+03:00`);
}

export async function repostsToday(exec: Executor, userId: number, now: Date): Promise<number> {
  const row = rowsOf<{ n: number | string }>(
    await exec.execute(sql`SELECT count(*) AS n FROM social_reposts WHERE user_id = ${userId} AND created_at >= ${moscowDayStart(now).toISOString()}::timestamptz`),
  )[0];
  return Number(row?.n ?? 0);
}

export type PaidRepost = { postId: string; amount: number; reach: number; withdrawableBp: number };

export async function paidReposts(exec: Executor, userId: number): Promise<Map<string, PaidRepost>> {
  const rows = rowsOf<{ post_id: string; amount: number | string; reach: number; withdrawable_bp: number }>(
    await exec.execute(sql`SELECT post_id, amount, reach, withdrawable_bp FROM social_reposts WHERE user_id = ${userId} AND network = ${REPOST_NETWORK} ORDER BY id DESC LIMIT 200`),
  );
  return new Map(rows.map((r) => [r.post_id, { postId: r.post_id, amount: Number(r.amount), reach: Number(r.reach), withdrawableBp: Number(r.withdrawable_bp) }]));
}

type Refusal = { code: MessageCode; params?: MessageParams };

/** What the networks say about the player's accounts, as far as the repost conditions go (null: that account is not linked). */
export type Facts = {
  vk: { pagePublic: boolean; messagesAllowed: boolean; member: boolean } | null;
  /** The Telegram channels the account is not subscribed to. */
  tg: { missing: string[] } | null;
};

export async function factsOf(social: Social, links: Partial<Record<'vk' | 'tg', Link>>): Promise<Facts> {
  const { vk, tg } = links;
  const group = social.config.vkGroup;
  const [vkFacts, missing] = await Promise.all([
    vk ? ask(() => Promise.all([social.provider.isPagePublic(vk.externalId), social.provider.messagesAllowed(vk.externalId, group), social.provider.isSubscribed('vk', vk.externalId, group)])) : null,
    tg ? missingChannels(social, tg) : null,
  ]);
  return {
    vk: vkFacts ? { pagePublic: vkFacts[0], messagesAllowed: vkFacts[1], member: vkFacts[2] } : null,
    tg: missing ? { missing } : null,
  };
}

/**
 * The first condition of spec §5 the player does not meet, in its order: a
 * public page, messages from the community allowed, the main and reserve
 * Telegram channels, the community — with the §8 key of what is missing.
 */
export function refusalOf(social: Social, facts: Facts): DomainError | null {
  if (!facts.vk) return new DomainError('social_vk_link', { keys: vkKeys(social) });
  if (!facts.vk.pagePublic) return new DomainError('social_page_private', { keys: vkKeys(social) });
  if (!facts.vk.messagesAllowed) return new DomainError('social_messages_closed', { keys: vkKeys(social) });
  if (!facts.tg) return new DomainError('social_tg_link', { keys: { [TG_BOT_KEY]: true } });
  if (facts.tg.missing.length) return new DomainError('social_tg_subscribe', { keys: Object.fromEntries(facts.tg.missing.map((c) => [`${TG_SUBSCRIPTION_KEY}${c}`, true as const])) });
  if (!facts.vk.member) return new DomainError('social_vk_subscribe', { keys: vkKeys(social) });
  return null;
}

/** The community's posts that may be reposted for the bonus now. */
export async function repostablePosts(social: Social, settings: BonusSettings): Promise<PostObject[]> {
  return ask(() => social.provider.recentPosts(REPOST_NETWORK, social.config.vkGroup, settings.social.repostPosts));
}

/** Refusals that need no network: the post already paid, the day's reposts used up. */
async function ledgerRefusal(exec: Executor, userId: number, postId: string, settings: BonusSettings, now: Date): Promise<Refusal | null> {
  const paid = rowsOf(await exec.execute(sql`SELECT 1 FROM social_reposts WHERE user_id = ${userId} AND network = ${REPOST_NETWORK} AND post_id = ${postId}`));
  if (paid.length) return { code: 'social_repost_claimed' };
  if ((await repostsToday(exec, userId, now)) >= settings.social.repostsPerDay) return { code: 'social_repost_limit', params: { count: settings.social.repostsPerDay } };
  return null;
}

/**
 * Claims the bonus of a repost. The networks are asked first, outside any
 * transaction (a slow network holds no lock); then one transaction that
 * starts by locking the player's bonus account, so a player's claims run one
 * after the other: twenty at once pay once, the others find the repost paid
 * (or the day's limit reached). The repost row is unique per player and
 * post, and the grant's key `repost:{user}:{network}:{post}` is the ledger
 * posting's: no second payment by any road.
 */
export async function claimRepost(social: Social, player: { id: number; sessionId: string }, postId: string, at?: Date): Promise<{ user: User; amount: number; reach: number; withdrawable: number }> {
  const { ctx } = social;
  const userId = player.id;
  const settings = await loadBonusSettings(ctx.db);
  // Cheap refusals first: a double click or a spent day costs the networks nothing.
  const early = await ledgerRefusal(ctx.db, userId, postId, settings, at ?? new Date());
  if (early) throw new DomainError(early.code, { params: early.params });
  const links = await linksOf(ctx.db, userId);
  const unmet = refusalOf(social, await factsOf(social, links));
  if (unmet) throw unmet;
  const account = links.vk!.externalId;
  const posts = await repostablePosts(social, settings);
  if (!posts.some((p) => p.id === postId)) throw new DomainError('social_post_unknown', { params: { count: settings.social.repostPosts } });
  const repost = await ask(() => social.provider.repostOf(REPOST_NETWORK, account, postId));
  if (!repost.reposted) throw new DomainError('social_not_reposted');
  const tier = tierOf(repost.reach, settings.social.reachTiers);
  if (!tier) throw new DomainError('social_not_reposted');

  const outcome = await ctx.db.transaction(async (tx): Promise<{ refusal: Refusal } | { amount: number }> => {
    await lockPlayerAccount(tx, userId, 'bonus');
    // The clock is read under the lock: a claim that waited for another one counts in the day it is made.
    const now = at ?? new Date();
    const refusal = await ledgerRefusal(tx, userId, postId, settings, now);
    if (refusal) return { refusal };
    await tx.execute(sql`
      INSERT INTO social_reposts (user_id, network, post_id, reach, amount, withdrawable_bp, created_at)
      VALUES (${userId}, ${REPOST_NETWORK}, ${postId}, ${repost.reach}, ${tier.amount}, ${tier.withdrawableBp}, ${now.toISOString()}::timestamptz)`);
    await grantBonus(tx, {
      userId, source: 'repost', key: postingKey.grant.repost(userId, REPOST_NETWORK, postId), amount: tier.amount, wagerX100: settings.social.repostWagerX100, withdrawableBp: tier.withdrawableBp,
      expiresAt: new Date(now.getTime() + settings.grantLifetimeDays * 86_400_000),
    });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
    return { amount: tier.amount };
  });
  if ('refusal' in outcome) throw new DomainError(outcome.refusal.code, { params: outcome.refusal.params });
  return { user: await userAfterChange(ctx, player), amount: outcome.amount, reach: repost.reach, withdrawable: tier.withdrawableBp / 100 };
}
