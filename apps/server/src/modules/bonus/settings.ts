import { rowsOf, sql, type Executor } from '@azart/db';
import { DEFAULT_LEVELS, type LevelTable } from './levels.ts';

/**
 * The bonus economy's numbers (bonuses.md: every "default"), as one object.
 * The back office stores overrides in `bonus_settings` (key → JSON, every
 * change audited); anything not overridden keeps its default.
 */
export type BonusSettings = {
  levels: LevelTable;
  /** Grant terms per source: wager ×100 and withdrawable share in basis points. */
  grantTerms: Record<'wheel' | 'free_coins' | 'promo' | 'level' | 'status' | 'exchange' | 'telegram' | 'newyear' | 'admin', { wagerX100: number; withdrawableBp: number }>;
  grantLifetimeDays: number;
  freeCoins: {
    /** The claim draws a whole number of coins in [min, max]. */
    minCoins: number;
    maxCoins: number;
    intervalMinutes: number;
    /** Available while main + bonus is below this, kopecks. */
    belowBalance: number;
  };
  captcha: { toleranceDegrees: number; lifetimeSeconds: number; wrongPerHour: number };
  wheel: { intervalHours: number; baseBpOfPoints: number; minBase: number };
  /** Weekly-deposit statuses (bonuses.md §4), bronze … diamond. */
  statuses: {
    /** The week's deposits (kopecks) at which each status starts. */
    thresholds: readonly number[];
    /** Deposit points per coin deposited, percent: none, then each status. */
    pointsPercent: readonly number[];
    /** The weekly personal promo code's worth, basis points of the week's deposits, per status. */
    promoRewardBp: readonly number[];
    spinEveryHours: number;
    multiplierMinutes: number;
  };
  /**
   * The new-year gift (bonuses.md §7): a season of Moscow calendar days, `MM-DD`, both included, every year
   * (an end before the start spans the new year), and what the gift pays once per player per season.
   */
  newyear: { startsAt: string; endsAt: string; amount: number };
  /** Social and Telegram rewards (bonuses.md §7, docs/social.md); the group and channel ids are deployment config (SOCIAL_*). */
  social: {
    /** How many of the group's latest posts may be reposted for the bonus. */
    repostPosts: number;
    /** Paid reposts per Moscow day. */
    repostsPerDay: number;
    repostWagerX100: number;
    /** What a repost pays by its reach: the last step whose minReach the reach reaches (ascending minReach, the first 0). */
    reachTiers: readonly { minReach: number; amount: number; withdrawableBp: number }[];
    /** A Telegram screenshot approved in the back office pays this once. */
    screenshotReward: number;
    /** Screenshots a player may send per Moscow day. */
    screenshotsPerDay: number;
  };
};

const standard = { wagerX100: 300, withdrawableBp: 10_000 };

export const DEFAULT_BONUS_SETTINGS: BonusSettings = {
  levels: DEFAULT_LEVELS,
  grantTerms: {
    wheel: standard, free_coins: standard, promo: standard, level: standard, status: standard,
    exchange: { wagerX100: 100, withdrawableBp: 10_000 }, telegram: standard, newyear: standard, admin: standard,
  },
  grantLifetimeDays: 30,
  freeCoins: { minCoins: 1, maxCoins: 10, intervalMinutes: 10, belowBalance: 100 },
  captcha: { toleranceDegrees: 10, lifetimeSeconds: 120, wrongPerHour: 5 },
  wheel: { intervalHours: 24, baseBpOfPoints: 50, minBase: 100 },
  statuses: {
    thresholds: [100_000, 500_000, 2_000_000, 10_000_000, 50_000_000],
    pointsPercent: [10, 25, 50, 100, 150, 200],
    promoRewardBp: [100, 150, 200, 300, 500],
    spinEveryHours: 6,
    multiplierMinutes: 60,
  },
  newyear: { startsAt: '12-25', endsAt: '01-08', amount: 10_000 },
  social: {
    repostPosts: 5,
    repostsPerDay: 3,
    repostWagerX100: 300,
    // Up to 100 coins and 10–30 % withdrawable (bonuses.md §7); the steps are docs/social.md's table.
    reachTiers: [
      { minReach: 0, amount: 1_000, withdrawableBp: 1_000 },
      { minReach: 50, amount: 2_500, withdrawableBp: 1_500 },
      { minReach: 200, amount: 5_000, withdrawableBp: 2_000 },
      { minReach: 500, amount: 7_500, withdrawableBp: 2_500 },
      { minReach: 1_000, amount: 10_000, withdrawableBp: 3_000 },
    ],
    screenshotReward: 5_000,
    screenshotsPerDay: 3,
  },
};

export type SettingKey = keyof BonusSettings;

/** The settings in force: the defaults with the back office's overrides (a key's whole value). */
export async function loadBonusSettings(exec: Executor): Promise<BonusSettings> {
  const rows = rowsOf<{ key: string; value: unknown }>(await exec.execute(sql`SELECT key, value FROM bonus_settings`));
  const settings = { ...DEFAULT_BONUS_SETTINGS } as Record<string, unknown>;
  for (const row of rows) {
    if (row.key in settings) settings[row.key] = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
  }
  return settings as BonusSettings;
}
