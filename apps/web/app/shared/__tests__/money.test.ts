import { describe, expect, it } from 'vitest';
import { coinsInputValue, formatCoefficient, formatCoins, formatInteger, parseCoins } from '../money.ts';

describe('money in the UI', () => {
  it('formats with a space as thousands separator', () => {
    expect(formatCoins(123456789, 'ru')).toBe('1 234 567,89');
    expect(formatCoins(100000, 'en')).toBe('1 000.00');
    expect(formatInteger(999999)).toBe('999 999');
    expect(formatInteger(5)).toBe('5');
  });

  it('parses what players type', () => {
    expect(parseCoins('10')).toBe(1000);
    expect(parseCoins('10,5')).toBe(1050);
    expect(parseCoins('10.05')).toBe(1005);
    expect(parseCoins('1 000')).toBe(100000);
    expect(parseCoins('')).toBeNull();
    expect(parseCoins('1.234')).toBeNull();
    expect(parseCoins('-5')).toBeNull();
    expect(parseCoins('abc')).toBeNull();
  });

  it('round-trips input values', () => {
    for (const kopecks of [100, 1050, 1005, 100000, 99]) {
      expect(parseCoins(coinsInputValue(kopecks, 'ru'))).toBe(kopecks);
      expect(parseCoins(coinsInputValue(kopecks, 'en'))).toBe(kopecks);
    }
    expect(coinsInputValue(1050, 'ru')).toBe('10,5');
    expect(coinsInputValue(1000, 'en')).toBe('10');
  });

  it('shows coefficients in hundredths', () => {
    expect(formatCoefficient(198, 'ru')).toBe('1,98');
    expect(formatCoefficient(9900, 'en')).toBe('99.00');
  });
});
