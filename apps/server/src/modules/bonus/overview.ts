import type { BonusOverview } from '@azart/contracts';
import { playerBalances } from '../ledger/index.ts';
import type { AppContext } from '../../shared/context.ts';
import { grantsOf, toGrantDto, transferableOf } from './grants.ts';
import { levelProgress } from './levels.ts';
import { readLoyalty } from './loyalty.ts';
import { loadBonusSettings } from './settings.ts';
import { wheelState } from './wheel.ts';
import { freeCoinsState } from './free-coins.ts';

/** GET /api/bonus: the bonuses page's whole state for one player (issue 13's contract). */
export async function bonusOverview(ctx: AppContext, userId: number, now = new Date()): Promise<BonusOverview> {
  const settings = await loadBonusSettings(ctx.db);
  const balances = await playerBalances(ctx.db, userId);
  const [loyalty, grants, transferable, wheel, freeCoins] = await Promise.all([
    readLoyalty(ctx.db, userId, settings.levels, now),
    grantsOf(ctx.db, userId),
    transferableOf(ctx.db, userId, balances.bonus),
    wheelState(ctx.db, userId, settings, now),
    freeCoinsState(ctx.db, userId, settings, now),
  ]);
  const level = levelProgress(loyalty.wagered, settings.levels);
  const boosted = loyalty.boostUntil !== null && loyalty.boostUntil > now;
  const rateBp = settings.levels.rakebackBp[level.level - 1]! * (boosted ? 2 : 1);
  return {
    wheel,
    freeCoins,
    level: { level: level.level, reward: level.nextReward ?? 0, progress: loyalty.wagered, next: level.next },
    maxWinPoints: loyalty.maxWinPoints,
    points: balances.points,
    bonusMoney: balances.bonus,
    transferable,
    grants: grants.map(toGrantDto),
    rakeback: { available: Math.floor(loyalty.rakebackX100 / 100), rate: rateBp / 100, boostUntil: boosted ? loyalty.boostUntil!.toISOString() : null },
  };
}
