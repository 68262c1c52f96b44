import { describe, expect, it } from 'vitest';
import { formatDate } from '../dates.ts';

/**
 * The player's pages show moments in Moscow time whatever the zone of the
 * server or the browser (the server's text is the one the browser hydrates),
 * in the page's language.
 */
describe('formatDate', () => {
  // 21:30 UTC on 30 November is 00:30 on 1 December in Moscow (UTC+3).
  const lateNight = '2026-11-30T21:30:00.000Z';

  it('shows Moscow\'s day and time, not UTC\'s', () => {
    expect(formatDate(lateNight, 'ru')).toMatch(/^1 дек\.?,? 00:30$/);
    expect(formatDate(lateNight, 'en')).toMatch(/^1 Dec,? 00:30$/);
  });

  it('has a day-only and a weekday style in both languages', () => {
    expect(formatDate(lateNight, 'ru', 'day')).toBe('1 декабря');
    expect(formatDate(lateNight, 'en', 'day')).toBe('1 December');
    expect(formatDate(new Date(lateNight), 'en', 'weekdayTime')).toMatch(/^Tue,? 1 Dec,? 00:30$/);
    expect(formatDate(lateNight, 'ru', 'weekdayTime')).toMatch(/^вт,? 1 дек\.?,? 00:30$/);
  });
});
