import type { TournamentKind } from '@azart/contracts';

/**
 * The default tournaments' periods, by Moscow time (UTC+3 all year, as the
 * rest of the bonus economy counts days): kind bank daily, places weekly from
 * Monday, referral monthly.
 */
const MSK_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export type Period = { kind: TournamentKind; key: string; startsAt: Date; endsAt: Date };

export function periodsAt(now: Date): Period[] {
  const local = new Date(now.getTime() + MSK_MS);
  const dayStart = Math.floor(local.getTime() / DAY_MS) * DAY_MS;
  const weekStart = dayStart - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  const monthEnd = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const at = (ms: number) => new Date(ms - MSK_MS);
  return [
    { kind: 'bank', key: `day:${iso(dayStart)}`, startsAt: at(dayStart), endsAt: at(dayStart + DAY_MS) },
    { kind: 'places', key: `week:${iso(weekStart)}`, startsAt: at(weekStart), endsAt: at(weekStart + 7 * DAY_MS) },
    { kind: 'referral', key: `month:${iso(monthStart).slice(0, 7)}`, startsAt: at(monthStart), endsAt: at(monthEnd) },
  ];
}
