import { describe, expect, it } from 'vitest';
import { announcesAway } from '../win-notice.ts';

describe('the win notice', () => {
  const win = { game: 'x100' as const, roundId: 7, win: 2_000, amount: 1_000 };

  it('announces a round won while the player is on another page, in either language', () => {
    expect(announcesAway(win, '/dice')).toBe(true);
    expect(announcesAway(win, '/')).toBe(true);
    expect(announcesAway(win, '/en/bonus')).toBe(true);
    expect(announcesAway(win, '/megawheel')).toBe(true);
  });

  it('says nothing on the game\'s own page, whose board shows the win', () => {
    expect(announcesAway(win, '/x100')).toBe(false);
    expect(announcesAway(win, '/en/x100')).toBe(false);
  });

  it('says nothing when the round returned no more than the stakes', () => {
    expect(announcesAway({ ...win, win: 1_000 }, '/dice')).toBe(false);
    expect(announcesAway({ ...win, win: 400 }, '/dice')).toBe(false);
  });
});
