import { describe, expect, it } from 'vitest';
import { checkAdjustment, coinsInput, edgePercentInput, gameSettingsForm, parseCoins, parseEdgePercent, parseGameSettings, parseSignedCoins, returnBp } from '../amounts.ts';

describe('coins typed by staff ↔ kopecks', () => {
  it('reads coins with a comma or a point, spaces and at most two decimals, exactly', () => {
    expect(parseSignedCoins('500')).toBe(50_000);
    expect(parseSignedCoins('12,5')).toBe(1_250);
    expect(parseSignedCoins('12.05')).toBe(1_205);
    expect(parseSignedCoins('1 234 567,89')).toBe(123_456_789);
    expect(parseSignedCoins('1\u00a0000')).toBe(100_000);
    expect(parseSignedCoins('0,1')).toBe(10);
    expect(parseSignedCoins('0.29')).toBe(29); // 0.29 * 100 is 28.999… as a float
    expect(parseSignedCoins('19.99')).toBe(1_999);
  });

  it('reads a sign: hyphen, minus sign or en dash debits, plus credits', () => {
    expect(parseSignedCoins('-500')).toBe(-50_000);
    expect(parseSignedCoins('\u2212500')).toBe(-50_000);
    expect(parseSignedCoins('\u2013 12,50')).toBe(-1_250);
    expect(parseSignedCoins('+0,05')).toBe(5);
    expect(parseSignedCoins('-0')).toBe(0);
    expect(Object.is(parseSignedCoins('-0'), -0)).toBe(false);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', 'abc', '1,234', '1.2.3', '--5', '5-', '1e3', '0x10', '1,,2', '12,345']) expect(parseSignedCoins(text), text).toBeNull();
    expect(parseSignedCoins('12,')).toBe(1_200); // a trailing separator while typing
    expect(parseSignedCoins('99999999999999')).toBeNull(); // beyond what a request may carry
    expect(parseCoins('-5')).toBeNull();
    expect(parseCoins('5')).toBe(500);
  });

  it('writes kopecks back as an input value in the page\'s language', () => {
    expect(coinsInput(150_050, 'ru')).toBe('1500,5');
    expect(coinsInput(150_050, 'en')).toBe('1500.5');
    expect(coinsInput(100, 'ru')).toBe('1');
    expect(coinsInput(5, 'en')).toBe('0.05');
    expect(coinsInput(-1_250, 'ru')).toBe('-12,5');
    for (const k of [0, 1, 10, 99, 100, 12_345, 100_000_000]) expect(parseSignedCoins(coinsInput(k, 'ru'))).toBe(k);
  });
});

describe('house edge as a percent ↔ basis points', () => {
  it('converts both ways', () => {
    expect(parseEdgePercent('2,5')).toBe(250);
    expect(parseEdgePercent('2.50 %')).toBe(250);
    expect(parseEdgePercent('1')).toBe(100);
    expect(parseEdgePercent('0,75')).toBe(75);
    expect(parseEdgePercent('10')).toBe(1_000);
    expect(edgePercentInput(250, 'ru')).toBe('2,5');
    expect(edgePercentInput(75, 'en')).toBe('0.75');
    expect(edgePercentInput(300, 'en')).toBe('3');
    for (const bp of [50, 99, 100, 125, 250, 999, 1_000]) expect(parseEdgePercent(edgePercentInput(bp, 'ru'))).toBe(bp);
  });

  it('refuses what is not a percent with at most two decimals', () => {
    for (const text of ['', 'x', '2,555', '-1', '1,2,3']) expect(parseEdgePercent(text), text).toBeNull();
  });

  it('gives the player\'s return', () => {
    expect(returnBp(100)).toBe(9_900);
    expect(returnBp(250)).toBe(9_750);
  });
});

describe('a game\'s settings form', () => {
  const bounds = { min: 50, max: 1_000 };
  const values = { edgeBp: 100, minBet: 100, maxBet: 10_000_000, maxWin: 100_000_000 };

  it('round-trips the server\'s values', () => {
    expect(parseGameSettings(gameSettingsForm(values, 'ru'), bounds)).toEqual({ ok: true, values });
    expect(parseGameSettings(gameSettingsForm(values, 'en'), bounds)).toEqual({ ok: true, values });
  });

  it('keeps the edge within the server\'s bounds', () => {
    expect(parseGameSettings({ edge: '0,4', minBet: '1', maxBet: '10', maxWin: '100' }, bounds)).toEqual({ ok: false, errors: { edge: 'edge_range' } });
    expect(parseGameSettings({ edge: '10,01', minBet: '1', maxBet: '10', maxWin: '100' }, bounds)).toEqual({ ok: false, errors: { edge: 'edge_range' } });
    expect(parseGameSettings({ edge: '10', minBet: '1', maxBet: '10', maxWin: '100' }, bounds).ok).toBe(true);
    expect(parseGameSettings({ edge: 'abc', minBet: '1', maxBet: '10', maxWin: '100' }, bounds)).toEqual({ ok: false, errors: { edge: 'edge_invalid' } });
  });

  it('wants positive min bet and max win, and a max bet not below the min bet', () => {
    expect(parseGameSettings({ edge: '1', minBet: '0', maxBet: '10', maxWin: '0' }, bounds)).toEqual({ ok: false, errors: { minBet: 'amount_positive', maxWin: 'amount_positive' } });
    expect(parseGameSettings({ edge: '1', minBet: '10', maxBet: '5', maxWin: '100' }, bounds)).toEqual({ ok: false, errors: { maxBet: 'max_below_min' } });
    expect(parseGameSettings({ edge: '1', minBet: '-1', maxBet: 'x', maxWin: '1' }, bounds)).toEqual({ ok: false, errors: { minBet: 'amount_invalid', maxBet: 'amount_invalid' } });
    expect(parseGameSettings({ edge: '1', minBet: '5', maxBet: '5', maxWin: '1' }, bounds)).toEqual({ ok: true, values: { edgeBp: 100, minBet: 500, maxBet: 500, maxWin: 100 } });
  });
});

describe('a balance adjustment', () => {
  it('answers the signed amount and the balance it leaves', () => {
    expect(checkAdjustment({ amount: '500', reason: ' Goodwill ' }, 10_000)).toEqual({ ok: true, amount: 50_000, after: 60_000, reason: 'Goodwill' });
    expect(checkAdjustment({ amount: '-100', reason: 'Chargeback' }, 10_000)).toEqual({ ok: true, amount: -10_000, after: 0, reason: 'Chargeback' });
  });

  it('refuses zero, a balance below zero, a bad amount and a missing reason', () => {
    expect(checkAdjustment({ amount: '0', reason: 'x' }, 10_000)).toEqual({ ok: false, errors: { amount: 'amount_zero' } });
    expect(checkAdjustment({ amount: '-100,01', reason: 'x' }, 10_000)).toEqual({ ok: false, errors: { amount: 'balance_negative' } });
    expect(checkAdjustment({ amount: '1,234', reason: '   ' }, 10_000)).toEqual({ ok: false, errors: { amount: 'amount_invalid', reason: 'reason_required' } });
  });
});
