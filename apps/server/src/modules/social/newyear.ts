import type { User } from '@azart/contracts';
import type { Executor } from '@azart/db';
import { grantBonus, grantExists, loadBonusSettings, moscowDay, type BonusSettings } from '../bonus/index.ts';
import { postingKey, lockPlayerAccount } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { userAfterChange } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import { linkOf, type Social } from './social.ts';
import { tgRefusal } from './subscriptions.ts';

/**
 * The new-year gift (bonuses.md §7): a one-off gift each season, claimed
 * from its modal, for players subscribed to the Telegram channels (the
 * socials modal then shows Telegram only: spec §2 "may hide the VK button on
 * a new-year bonus call"). The season is a span of Moscow calendar days set
 * in the bonus settings (`newyear.startsAt`/`endsAt`, MM-DD, both included,
 * spanning the new year when the end comes before the start); its year —
 * the new year it leads into — keys the grant `newyear:{user}:{year}`, so a
 * player gets one gift per season whatever they click.
 */
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export type Season = { open: boolean; startsAt: Date; endsAt: Date; year: number };

const dayStart = (year: number, monthDay: string) => new Date(`${year}-${monthDay}T00:00:00+03:00`);
/** The end of a day included: the next day's start, less a millisecond. */
const dayEnd = (year: number, monthDay: string) => new Date(dayStart(year, monthDay).getTime() + 86_400_000 - 1);

/** The season `now` falls in, or the next one. A setting that is not MM-DD (or a date no year has) makes no season open. */
export function seasonOf(now: Date, terms: BonusSettings['newyear']): Season {
  const day = moscowDay(now);
  const year = Number(day.slice(0, 4));
  const today = day.slice(5);
  const { startsAt: start, endsAt: end } = terms;
  const valid = MONTH_DAY.test(start) && MONTH_DAY.test(end) && !Number.isNaN(dayStart(2000, start).getTime()) && !Number.isNaN(dayStart(2000, end).getTime());
  if (!valid) return { open: false, startsAt: dayStart(year + 1, '01-01'), endsAt: dayStart(year + 1, '01-01'), year: year + 1 };
  if (start <= end) {
    // Within one calendar year: a season in the second half of the year greets the next one.
    const at = today > end ? year + 1 : year;
    return { open: today >= start && today <= end, startsAt: dayStart(at, start), endsAt: dayEnd(at, end), year: start >= '07-01' ? at + 1 : at };
  }
  if (today <= end) return { open: true, startsAt: dayStart(year - 1, start), endsAt: dayEnd(year, end), year };
  return { open: today >= start, startsAt: dayStart(year, start), endsAt: dayEnd(year + 1, end), year: year + 1 };
}

export const newYearKey = (userId: number, year: number) => postingKey.grant.newYear(userId, year);

export async function newYearClaimed(exec: Executor, userId: number, year: number): Promise<boolean> {
  return grantExists(exec, newYearKey(userId, year));
}

/** DD.MM, the way both languages read a day of the season. */
const dayMonth = (at: Date) => `${moscowDay(at).slice(8, 10)}.${moscowDay(at).slice(5, 7)}`;

export async function claimNewYear(social: Social, player: { id: number; sessionId: string }, at?: Date): Promise<{ user: User; amount: number }> {
  const { ctx } = social;
  const userId = player.id;
  const settings = await loadBonusSettings(ctx.db);
  const season = seasonOf(at ?? new Date(), settings.newyear);
  const amount = settings.newyear.amount;
  if (!season.open || amount <= 0) throw new DomainError('newyear_closed', { params: { from: dayMonth(season.startsAt), to: dayMonth(season.endsAt) } });
  if (await newYearClaimed(ctx.db, userId, season.year)) throw new DomainError('newyear_claimed');
  const locked = await tgRefusal(social, await linkOf(ctx.db, userId, 'tg'));
  if (locked) throw locked;
  const paid = await ctx.db.transaction(async (tx) => {
    // A player's claims one after the other: twenty at once pay once.
    await lockPlayerAccount(tx, userId, 'bonus');
    if (await newYearClaimed(tx, userId, season.year)) return false;
    await grantBonus(tx, {
      userId, source: 'newyear', key: newYearKey(userId, season.year), amount, ...settings.grantTerms.newyear,
      expiresAt: new Date((at ?? new Date()).getTime() + settings.grantLifetimeDays * 86_400_000),
    });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
    return true;
  });
  if (!paid) throw new DomainError('newyear_claimed');
  return { user: await userAfterChange(ctx, player), amount };
}
