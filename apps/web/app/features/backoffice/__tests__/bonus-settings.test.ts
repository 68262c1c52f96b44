import { describe, expect, it } from 'vitest';
import { draftOf, fieldsOf, layoutOf, parseField, pathKey, placeOf, placesOf, sameShape, unitOf, valueOf, type Layout } from '../bonus-settings.ts';

const levels = { thresholds: [0, 100_000, 500_000], rewards: [0, 1_000, 5_050], wheelCaps: [10_000, 20_000, 30_000], rakebackBp: [500, 750, 1_000] };
const grantTerms = { wheel: { wagerX100: 300, withdrawableBp: 10_000 }, exchange: { wagerX100: 100, withdrawableBp: 2_550 } };
const social = { repostPosts: 5, reachTiers: [{ minReach: 0, amount: 1_000, withdrawableBp: 1_000 }, { minReach: 50, amount: 2_500, withdrawableBp: 1_500 }] };

describe('the bonus settings form', () => {
  it('types fields by the contracts\' naming: shares in percent, multipliers, amounts in coins, the rest as whole numbers', () => {
    expect(unitOf('rakebackBp', 500)).toBe('percent');
    expect(unitOf('wagerX100', 300)).toBe('multiplier');
    expect(unitOf('thresholds', 0)).toBe('coins');
    expect(unitOf('belowBalance', 100)).toBe('coins');
    // Counts of coins, minutes and reach are not money: never guessed into kopecks.
    expect(unitOf('minCoins', 1)).toBe('integer');
    expect(unitOf('minReach', 50)).toBe('integer');
    expect(unitOf('somethingNew', 7)).toBe('integer');
    expect(unitOf('startsAt', '12-25')).toBe('text');
  });

  it('lays levels out as a table, a row per level and a column per list', () => {
    const layout = layoutOf(levels, ['levels']) as Extract<Layout, { kind: 'table' }>;
    expect(layout.kind).toBe('table');
    expect(layout.columns).toEqual(['thresholds', 'rewards', 'wheelCaps', 'rakebackBp']);
    expect(layout.rows).toHaveLength(3);
    expect(layout.rows[1]!.cells.map((c) => pathKey(c.path))).toEqual(['levels.thresholds.1', 'levels.rewards.1', 'levels.wheelCaps.1', 'levels.rakebackBp.1']);
  });

  it('lays terms per source and tiers out as tables, lists of different lengths and numbers as a group', () => {
    const terms = layoutOf(grantTerms, ['grantTerms']) as Extract<Layout, { kind: 'table' }>;
    expect(terms.kind).toBe('table');
    expect(terms.rows.map((r) => r.key)).toEqual(['wheel', 'exchange']);
    const group = layoutOf(social, ['social']) as Extract<Layout, { kind: 'group' }>;
    expect(group.kind).toBe('group');
    expect(group.children.map((c) => c.kind)).toEqual(['leaf', 'table']);
    const statuses = layoutOf({ thresholds: [1, 2], pointsPercent: [1, 2, 3], spinEveryHours: 6 }, ['statuses']) as Extract<Layout, { kind: 'group' }>;
    expect(statuses.children.map((c) => c.kind)).toEqual(['list', 'list', 'leaf']);
    expect(layoutOf(30, ['grantLifetimeDays']).kind).toBe('leaf');
    // What the form cannot lay out is edited as JSON.
    expect(layoutOf({ odd: [1, 'two'] }, ['x']).kind).toBe('group');
    expect(fieldsOf(layoutOf({ odd: [1, 'two'] }, ['x']))[0]!.kind).toBe('json');
  });

  it('turns values into texts in the unit typed and back, exactly', () => {
    const layout = layoutOf(levels, ['levels']);
    const draft = draftOf(levels, layout, 'ru');
    expect(draft['levels.rewards.2']).toBe('50,5');
    expect(draft['levels.rakebackBp.1']).toBe('7,5');
    expect(draft['levels.thresholds.1']).toBe('1000');
    expect(valueOf(levels, layout, draft)).toEqual({ ok: true, value: levels });
    const edited = valueOf(levels, layout, { ...draft, 'levels.rewards.1': '12,34', 'levels.rakebackBp.2': '12.5 %' });
    expect(edited.ok && edited.value).toEqual({ ...levels, rewards: [0, 1_234, 5_050], rakebackBp: [500, 750, 1_250] });
    expect(draftOf(grantTerms, layoutOf(grantTerms, ['grantTerms']), 'en')['grantTerms.exchange.withdrawableBp']).toBe('25.5');
  });

  it('reports what does not parse, per field, and changes nothing', () => {
    const layout = layoutOf(levels, ['levels']);
    const draft = draftOf(levels, layout, 'ru');
    expect(valueOf(levels, layout, { ...draft, 'levels.rewards.0': '1,234', 'levels.wheelCaps.2': 'abc' })).toEqual({
      ok: false, problems: { 'levels.rewards.0': 'hundredths', 'levels.wheelCaps.2': 'hundredths' },
    });
    const days = layoutOf(30, ['grantLifetimeDays']);
    expect(valueOf(30, days, { grantLifetimeDays: '45' })).toEqual({ ok: true, value: 45 });
    expect(valueOf(30, days, { grantLifetimeDays: '4.5' })).toEqual({ ok: false, problems: { grantLifetimeDays: 'integer' } });
    expect(parseField('{"a":', 'json')).toEqual({ ok: false, problem: 'json' });
    expect(parseField('', 'coins')).toEqual({ ok: false, problem: 'hundredths' });
  });

  it('puts a server message on the field, column or tier it names, else on the key', () => {
    const places = placesOf(layoutOf(levels, ['levels']));
    expect(placeOf('levels.thresholds.2', places, 'levels')).toBe('levels.thresholds.2');
    expect(placeOf('levels.thresholds', places, 'levels')).toBe('levels.thresholds');
    expect(placeOf('levels', places, 'levels')).toBe('levels');
    expect(placeOf('_', places, 'levels')).toBe('levels');
    const tiers = placesOf(layoutOf(social, ['social']));
    expect(placeOf('social.reachTiers.1', tiers, 'social')).toBe('social.reachTiers.1');
    expect(placeOf('social.reachTiers.1.amount', tiers, 'social')).toBe('social.reachTiers.1.amount');
  });

  it('knows when a default fits the form', () => {
    expect(sameShape(levels, { ...levels, rewards: [1, 2, 3] })).toBe(true);
    expect(sameShape(social, { ...social, reachTiers: social.reachTiers.slice(1) })).toBe(false);
  });
});
