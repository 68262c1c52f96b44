/**
 * Levels (bonuses.md §3, §6): the level from lifetime real-money wagering,
 * its one-time reward, the daily wheel's cap and the rakeback rate. Pure;
 * the numbers are the defaults of the settings (settings.ts), which an
 * administrator may change.
 */
export const LEVEL_COUNT = 10;

export type LevelTable = {
  /** Lifetime real-money wagering (kopecks) at which each level starts; [0] is level 1 at 0. */
  thresholds: readonly number[];
  /** Kopecks paid once to the bonus balance on reaching each level. */
  rewards: readonly number[];
  /** The daily wheel's base is capped per level, kopecks. */
  wheelCaps: readonly number[];
  /** Rakeback rate per level, basis points of the house edge. */
  rakebackBp: readonly number[];
};

const coins = (values: number[]) => values.map((c) => c * 100);

export const DEFAULT_LEVELS: LevelTable = {
  thresholds: coins([0, 1_000, 5_000, 20_000, 50_000, 150_000, 500_000, 1_500_000, 5_000_000, 15_000_000]),
  rewards: coins([0, 10, 50, 150, 300, 800, 2_500, 7_000, 20_000, 50_000]),
  wheelCaps: coins([10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000]),
  rakebackBp: [500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400],
};

/** The level (1–10) reached with `wagered` kopecks of lifetime real-money bets. */
export function levelOf(wagered: number, table: LevelTable = DEFAULT_LEVELS): number {
  let level = 1;
  for (let i = 1; i < table.thresholds.length; i++) if (wagered >= table.thresholds[i]!) level = i + 1;
  return level;
}

/** Where a player stands: level, the next level's threshold (null at the top) and what is left to it. */
export function levelProgress(wagered: number, table: LevelTable = DEFAULT_LEVELS) {
  const level = levelOf(wagered, table);
  const next = level < table.thresholds.length ? table.thresholds[level]! : null;
  return { level, reward: table.rewards[level - 1]!, next, left: next === null ? 0 : next - wagered, nextReward: next === null ? null : table.rewards[level]! };
}
