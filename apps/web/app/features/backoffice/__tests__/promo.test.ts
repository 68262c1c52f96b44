import { describe, expect, it } from 'vitest';
import { cancelable, checkGrant, EMPTY_GRANT_FORM, wageredPercent } from '../grants.ts';
import { EMPTY_PROMO_FORM, formFieldOf, parseHundredths, parsePromoForm, promoState } from '../promo.ts';

describe('a new promo code as typed', () => {
  it('sends kopecks, basis points and hundredths, and only the chosen reward', () => {
    const fixed = parsePromoForm({ ...EMPTY_PROMO_FORM, code: ' spring25 ', amount: '150,5', wager: '2,5', withdrawable: '50', totalLimit: '100' });
    expect(fixed).toEqual({
      ok: true,
      body: {
        code: 'spring25', rewardKind: 'fixed', amount: 15_050, percentBp: 0, cap: 0, boostHours: 0, wagerX100: 250, withdrawableBp: 5_000, totalLimit: 100,
        startsAt: null, endsAt: null, minLevel: 1, minStatus: null, requiresSubscription: null,
      },
    });
    const percent = parsePromoForm({ ...EMPTY_PROMO_FORM, code: 'DEP10', rewardKind: 'percent', amount: 'ignored', percent: '10', cap: '500', minStatus: 'gold', requiresSubscription: 'tg' });
    expect(percent.ok && percent.body).toMatchObject({ amount: 0, percentBp: 1_000, cap: 50_000, minStatus: 'gold', requiresSubscription: 'tg' });
    const boost = parsePromoForm({ ...EMPTY_PROMO_FORM, code: 'BOOST', rewardKind: 'boost', boostHours: '24' });
    expect(boost.ok && boost.body).toMatchObject({ rewardKind: 'boost', boostHours: 24, amount: 0 });
  });

  it('names every field that is wrong', () => {
    const result = parsePromoForm({ ...EMPTY_PROMO_FORM, code: 'a b', amount: '0', wager: '101', withdrawable: '-1', totalLimit: '0', minLevel: '11', startsAt: '2026-05-02T10:00', endsAt: '2026-05-01T10:00' });
    expect(result).toEqual({ ok: false, problems: { code: 'code', amount: 'amount', wager: 'wager', withdrawable: 'withdrawable', totalLimit: 'totalLimit', minLevel: 'minLevel', endsAt: 'endsBeforeStart' } });
    expect(parsePromoForm({ ...EMPTY_PROMO_FORM, code: 'OK1', rewardKind: 'boost', boostHours: '1.5' })).toEqual({ ok: false, problems: { boostHours: 'boostHours' } });
  });

  it('turns dates typed in local time into instants', () => {
    const result = parsePromoForm({ ...EMPTY_PROMO_FORM, code: 'DATED', amount: '1', startsAt: '2026-05-01T10:00', endsAt: '2026-06-01T10:00' });
    expect(result.ok && result.body.startsAt).toBe(new Date('2026-05-01T10:00').toISOString());
  });

  it('puts a server message about the reward on the chosen kind\'s field', () => {
    expect(formFieldOf('amount', 'percent')).toBe('percent');
    expect(formFieldOf('amount', 'boost')).toBe('boostHours');
    expect(formFieldOf('wagerX100', 'fixed')).toBe('wager');
    expect(formFieldOf('_', 'fixed')).toBeNull();
  });

  it('reads percents and multipliers as hundredths', () => {
    expect(parseHundredths('12,5 %')).toBe(1_250);
    expect(parseHundredths('×3')).toBe(300);
    expect(parseHundredths('1,234')).toBeNull();
  });

  it('tells where a code stands', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const open = { disabled: false, startsAt: null, endsAt: null, totalLimit: null, activations: 3 };
    expect(promoState(open, now)).toBe('active');
    expect(promoState({ ...open, disabled: true, endsAt: '2026-01-01T00:00:00Z' }, now)).toBe('disabled');
    expect(promoState({ ...open, endsAt: '2026-05-10T12:00:00Z' }, now)).toBe('ended');
    expect(promoState({ ...open, startsAt: '2026-05-11T00:00:00Z' }, now)).toBe('scheduled');
    expect(promoState({ ...open, totalLimit: 3 }, now)).toBe('usedUp');
  });
});

describe('a bonus given by hand', () => {
  it('sends kopecks, hundredths and basis points with a reason', () => {
    expect(checkGrant({ amount: '100', wager: '3', withdrawable: '25,5', reason: ' компенсация ' })).toEqual({ ok: true, body: { amount: 10_000, wagerX100: 300, withdrawableBp: 2_550, reason: 'компенсация' } });
    expect(checkGrant(EMPTY_GRANT_FORM)).toEqual({ ok: false, problems: { amount: 'amount', reason: 'reason' } });
    expect(checkGrant({ amount: '1', wager: '200', withdrawable: '101', reason: 'x' })).toEqual({ ok: false, problems: { wager: 'wager', withdrawable: 'withdrawable' } });
  });

  it('cancels only grants not ended, and shows the wagering done', () => {
    expect(cancelable({ state: 'active' })).toBe(true);
    expect(cancelable({ state: 'completed' })).toBe(true);
    expect(cancelable({ state: 'expired' })).toBe(false);
    expect(wageredPercent({ progress: 150, required: 300 })).toBe(50);
    expect(wageredPercent({ progress: 0, required: 0 })).toBe(100);
    expect(wageredPercent({ progress: 900, required: 300 })).toBe(100);
  });
});
