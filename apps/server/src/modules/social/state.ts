import { translate, type Locale, type MessageCode, type SocialState } from '@azart/contracts';
import { loadBonusSettings } from '../bonus/index.ts';
import { DomainError } from '../../shared/errors.ts';
import { linkNames } from './links.ts';
import { newYearClaimed, seasonOf } from './newyear.ts';
import { SocialUnavailable, type Network } from './provider.ts';
import { factsOf, paidReposts, refusalOf, repostablePosts, repostsToday } from './reposts.ts';
import { ask, channelsOf, linksOf, type Link, type Social } from './social.ts';
import { screenshotsOf } from './telegram.ts';

/**
 * GET /api/social: the player's links, what the networks say about them, the
 * repost list, the Telegram block and the new-year gift, in one answer. When
 * the networks do not answer, what is known here (links, paid reposts,
 * screenshots, the gift) is still given and the rest is null: the page
 * shows the player what it can instead of an error.
 */
export async function socialState(social: Social, userId: number, locale: Locale, now: Date = new Date()): Promise<SocialState> {
  const { ctx, config, provider } = social;
  const settings = await loadBonusSettings(ctx.db);
  const [links, names, paid, today, screenshots] = await Promise.all([
    linksOf(ctx.db, userId), linkNames(social, userId), paidReposts(ctx.db, userId), repostsToday(ctx.db, userId, now), screenshotsOf(ctx.db, userId),
  ]);
  const season = seasonOf(now, settings.newyear);
  const claimed = await newYearClaimed(ctx.db, userId, season.year);
  const account = (network: Network, link: Link | undefined) => (link ? { id: link.externalId, name: names[network] || link.externalId, linkedAt: link.linkedAt.toISOString() } : null);
  const channels = channelsOf(config);

  let available = true;
  /** A network answer, or null when the networks are down (then the whole answer says `available: false`). */
  const maybe = async <T>(question: () => Promise<T>): Promise<T | null> => {
    try {
      return await ask(question);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'social_unavailable') throw error;
      if (error.cause instanceof SocialUnavailable) ctx.log.warn({ err: { message: error.cause.message } }, 'social provider unavailable');
      available = false;
      return null;
    }
  };
  const vk = links.vk;
  const tg = links.tg;
  const [urls, facts, posts] = await Promise.all([
    maybe(() => Promise.all([provider.groupUrl('vk', config.vkGroup), ...channels.map((c) => provider.groupUrl('tg', c.id))])),
    maybe(() => factsOf(social, links)),
    maybe(() => repostablePosts(social, settings)),
  ]);
  const message = (code: MessageCode, params?: DomainError['params']) => ({ code, message: translate(code, locale, params) });
  const blocker = facts ? refusalOf(social, facts) : null;
  const dayFull = today >= settings.social.repostsPerDay;
  const repostBlocker = blocker ? message(blocker.code, blocker.params) : dayFull ? message('social_repost_limit', { count: settings.social.repostsPerDay }) : null;
  const missing = facts?.tg?.missing ?? null;
  const unlocked = missing !== null && missing.length === 0;

  return {
    available,
    vk: {
      account: account('vk', vk),
      group: { id: config.vkGroup, url: urls?.[0] ?? null, subscribed: facts?.vk?.member ?? null },
      pagePublic: facts?.vk?.pagePublic ?? null,
      messagesAllowed: facts?.vk?.messagesAllowed ?? null,
    },
    tg: {
      account: account('tg', tg),
      channels: channels.map((c, i) => ({ id: c.id, role: c.role, url: urls?.[i + 1] ?? null, subscribed: missing === null ? null : !missing.includes(c.id) })),
      bot: config.tgBot,
    },
    repost: {
      // Unknown (the networks are down) is not ready: a claim would be refused the same way.
      ready: available && blocker === null && !dayFull,
      blocker: repostBlocker,
      today,
      perDay: settings.social.repostsPerDay,
      posts: (posts ?? []).map((p) => {
        const done = paid.get(p.id);
        return { id: p.id, text: p.text, url: p.url, createdAt: p.createdAt, paid: done ? { amount: done.amount, reach: done.reach, withdrawable: done.withdrawableBp / 100 } : null };
      }),
      tiers: settings.social.reachTiers.map((t) => ({ minReach: t.minReach, amount: t.amount, withdrawable: t.withdrawableBp / 100 })),
    },
    telegram: {
      unlocked,
      reward: settings.social.screenshotReward,
      screenshots,
      canSubmit: unlocked && !screenshots.some((s) => s.state === 'pending'),
    },
    newyear: { open: season.open && settings.newyear.amount > 0, startsAt: season.startsAt.toISOString(), endsAt: season.endsAt.toISOString(), amount: settings.newyear.amount, claimed },
  };
}
