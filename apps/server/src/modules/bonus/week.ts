/** Moscow is UTC+3 all year (no daylight saving since 2014): weeks and days are Moscow's (spec). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The start of the ISO week (Monday 00:00 Moscow time) that contains `at`, as an instant. */
export function moscowWeekStart(at: Date): Date {
  const local = new Date(at.getTime() + MOSCOW_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - sinceMonday * DAY_MS - MOSCOW_OFFSET_MS);
}

/** The week before the one that contains `at`: [start, end). */
export function previousMoscowWeek(at: Date): { start: Date; end: Date } {
  const end = moscowWeekStart(at);
  return { start: new Date(end.getTime() - 7 * DAY_MS), end };
}
