import { z } from 'zod';
import { userSchema } from './auth.ts';
import { errorResponseSchema } from './errors.ts';

/**
 * Social and Telegram rewards (bonuses.md §7, issue 13 item 9): linking a VK
 * or Telegram account, the repost bonus, the Telegram block with its
 * moderated screenshots, and the new-year gift. Amounts in kopecks;
 * withdrawable shares in percent, as the bonus grants have them.
 */
export const SOCIAL_NETWORKS = ['vk', 'tg'] as const;
export const socialNetworkSchema = z.enum(SOCIAL_NETWORKS, { error: 'social_network_invalid' });
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;
export const socialNetworkParamsSchema = z.object({ network: socialNetworkSchema });

/**
 * The error answer of a route that may ask for a subscription: the usual
 * `{error, code}` with the §8 keys kept (the plain error schema would strip
 * them when the answer is serialised). Use it for the 422 of any route that
 * calls `requireSubscription`.
 */
export const subscriptionErrorSchema = errorResponseSchema.loose();

export const socialAccountSchema = z.object({ id: z.string(), name: z.string(), linkedAt: z.string() });
export type SocialAccount = z.infer<typeof socialAccountSchema>;
/** A VK group or Telegram channel: its page, and whether the linked account is in it (null: unknown — not linked, or the network did not answer). */
export const socialGroupSchema = z.object({ id: z.string(), url: z.string().nullable(), subscribed: z.boolean().nullable() });
export type SocialGroup = z.infer<typeof socialGroupSchema>;

/** A step of reach and what a repost with at least that reach pays (docs/social.md). */
export const reachTierSchema = z.object({ minReach: z.number().int(), amount: z.number().int(), withdrawable: z.number() });
export type ReachTier = z.infer<typeof reachTierSchema>;

export const socialPostSchema = z.object({
  id: z.string(),
  text: z.string(),
  url: z.string(),
  createdAt: z.string(),
  /** What this player's repost of it paid, once claimed. */
  paid: z.object({ amount: z.number().int(), reach: z.number().int(), withdrawable: z.number() }).nullable(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;

export const SCREENSHOT_STATES = ['pending', 'approved', 'rejected'] as const;
export const screenshotStateSchema = z.enum(SCREENSHOT_STATES, { error: 'invalid_value' });
export type ScreenshotState = z.infer<typeof screenshotStateSchema>;
export const telegramScreenshotSchema = z.object({
  id: z.number().int(),
  state: screenshotStateSchema,
  /** Why it was rejected, as the moderator wrote it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TelegramScreenshot = z.infer<typeof telegramScreenshotSchema>;

/** A refusal the player can act on, in the request's language. */
const blockerSchema = z.object({ code: z.string(), message: z.string() }).nullable();

/** GET /api/social: everything the socials modal, the repost card, the Telegram block and the new-year gift show. */
export const socialStateSchema = z.object({
  /** False when the social networks did not answer: what depends on them is null. */
  available: z.boolean(),
  vk: z.object({
    account: socialAccountSchema.nullable(),
    group: socialGroupSchema,
    pagePublic: z.boolean().nullable(),
    messagesAllowed: z.boolean().nullable(),
  }),
  tg: z.object({
    account: socialAccountSchema.nullable(),
    channels: z.array(socialGroupSchema.extend({ role: z.enum(['main', 'reserve']) })),
    bot: z.string(),
  }),
  repost: z.object({
    /** The conditions hold (a post of the list may be claimed); `blocker` says what is missing first. */
    ready: z.boolean(),
    blocker: blockerSchema,
    today: z.number().int(),
    perDay: z.number().int(),
    posts: z.array(socialPostSchema),
    tiers: z.array(reachTierSchema),
  }),
  telegram: z.object({
    /** Subscribed to the main and reserve channels: the Telegram block is open. */
    unlocked: z.boolean(),
    reward: z.number().int(),
    screenshots: z.array(telegramScreenshotSchema),
    /** A new screenshot may be sent now (the block is open and none waits for moderation). */
    canSubmit: z.boolean(),
  }),
  newyear: z.object({
    /** The season runs now. */
    open: z.boolean(),
    /** This season's or the next one's bounds. */
    startsAt: z.string(),
    endsAt: z.string(),
    amount: z.number().int(),
    claimed: z.boolean(),
  }),
});
export type SocialState = z.infer<typeof socialStateSchema>;

export const repostClaimRequestSchema = z.object({
  postId: z.string({ error: 'social_post_unknown' }).min(1, { error: 'social_post_unknown' }).max(100, { error: 'social_post_unknown' }).regex(/^[\w.-]+$/, { error: 'social_post_unknown' }),
});
export const repostClaimResponseSchema = z.object({ user: userSchema, amount: z.number().int(), reach: z.number().int(), withdrawable: z.number() });

/** Screenshots for the Telegram reward: PNG, JPEG or WebP by their content, 3 MB at most. */
export const MAX_SCREENSHOT_BYTES = 3 * 1024 * 1024;
export const screenshotResponseSchema = z.object({ screenshot: telegramScreenshotSchema });
export const screenshotIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'screenshot_not_found' }).int({ error: 'screenshot_not_found' }).positive({ error: 'screenshot_not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'screenshot_not_found' }),
});

export const newYearClaimResponseSchema = z.object({ user: userSchema, amount: z.number().int() });

// ─── back office ─────────────────────────────────────────────────────────────
export const adminScreenshotSchema = telegramScreenshotSchema.extend({
  player: z.object({ id: z.number().int(), login: z.string() }),
  reviewer: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  mime: z.string(),
  size: z.number().int(),
});
export type AdminScreenshot = z.infer<typeof adminScreenshotSchema>;
export const adminScreenshotsQuerySchema = z.object({
  state: screenshotStateSchema.optional(),
  limit: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }).default(20),
  offset: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' }).max(1_000_000, { error: 'invalid_value' }).default(0),
});
/** `reward`: what an approval pays now (the bonus settings' `social.screenshotReward`). */
export const adminScreenshotListSchema = z.object({ items: z.array(adminScreenshotSchema), total: z.number().int(), reward: z.number().int() });
export const adminScreenshotResponseSchema = z.object({ screenshot: adminScreenshotSchema });

// ─── messages ────────────────────────────────────────────────────────────────
export const SOCIAL_MESSAGES = {
  social_network_invalid: { ru: 'Такой соцсети нет', en: 'No such social network' },
  social_unavailable: { ru: 'Соцсеть сейчас не отвечает. Попробуйте через минуту', en: 'The social network is not answering. Try again in a minute' },
  social_account_taken: { ru: 'Этот аккаунт уже привязан к другому игроку', en: 'This account is already linked to another player' },
  social_already_linked: { ru: 'К профилю уже привязан другой аккаунт этой соцсети. Сначала отвяжите его', en: 'Another account of this network is already linked. Unlink it first' },
  social_not_linked: { ru: 'Аккаунт этой соцсети не привязан', en: 'No account of this network is linked' },
  // Spec §5: the repost bonus needs a public page, messages from the group, and the subscriptions.
  social_vk_link: { ru: 'Привяжите аккаунт ВКонтакте и подпишитесь на наше сообщество', en: 'Link your VK account and join our community' },
  social_vk_subscribe: { ru: 'Подпишитесь на наше сообщество ВКонтакте', en: 'Join our VK community' },
  social_page_private: { ru: 'Откройте свою страницу ВКонтакте: репосты засчитываются только с открытой страницы', en: 'Make your VK page public: only reposts from a public page count' },
  social_messages_closed: { ru: 'Разрешите сообщения от нашего сообщества ВКонтакте', en: 'Allow messages from our VK community' },
  social_tg_link: { ru: 'Привяжите Telegram через нашего бота', en: 'Link your Telegram through our bot' },
  social_tg_subscribe: { ru: 'Подпишитесь на основной и резервный Telegram-каналы', en: 'Subscribe to the main and reserve Telegram channels' },
  social_post_unknown: { ru: 'Этого поста нет среди {count} последних публикаций сообщества', en: 'This post is not among the community\'s {count} latest posts' },
  social_not_reposted: { ru: 'Репост не найден. Сделайте репост записи и попробуйте снова', en: 'No repost found. Repost the post and try again' },
  social_repost_claimed: { ru: 'Бонус за этот репост уже получен', en: 'The bonus for this repost has already been received' },
  social_repost_limit: { ru: 'Не больше {count} репостов в день. Возвращайтесь завтра', en: 'At most {count} reposts a day. Come back tomorrow' },
  screenshot_file_missing: { ru: 'Прикрепите скриншот', en: 'Attach a screenshot' },
  screenshot_too_large: { ru: 'Максимальный размер скриншота 3 МБ', en: 'Maximum screenshot size 3 MB' },
  screenshot_type: { ru: 'Скриншот должен быть картинкой PNG, JPEG или WebP', en: 'The screenshot must be a PNG, JPEG or WebP image' },
  screenshot_pending: { ru: 'Предыдущий скриншот ещё на проверке', en: 'Your previous screenshot is still being reviewed' },
  screenshot_daily_limit: { ru: 'Не больше {count} скриншотов в день', en: 'At most {count} screenshots a day' },
  screenshot_not_found: { ru: 'Скриншот не найден', en: 'Screenshot not found' },
  screenshot_handled: { ru: 'Этот скриншот уже проверен', en: 'This screenshot has already been reviewed' },
  newyear_closed: { ru: 'Новогодний подарок можно получить с {from} по {to}', en: 'The new-year gift can be claimed from {from} to {to}' },
  newyear_claimed: { ru: 'Вы уже получили новогодний подарок', en: 'You have already received the new-year gift' },
} as const;
