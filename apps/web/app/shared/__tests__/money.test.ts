import { describe, expect, it } from 'vitest';
import { coinsInputValue, formatChance, formatCoefficient, formatCoins, formatDecimal, formatDecimalString, formatCoinsShort, formatFileSize, formatInteger, formatPercent, formatSignedCoins, parseCoins } from '../money.ts';

/** Renders no-break spaces and the minus sign visibly, so the assertions say what the player sees. */
const shown = (text: string) => text.replace(/\u00a0/g, '·').replace(/\u2212/g, 'MINUS');

describe('money in the UI', () => {
  it('groups thousands with no-break spaces, so a number never breaks across lines', () => {
    expect(shown(formatCoins(123456789, 'ru'))).toBe('1·234·567,89');
    expect(shown(formatCoins(100000, 'en'))).toBe('1·000.00');
    expect(shown(formatInteger(999999))).toBe('999·999');
    expect(formatInteger(5)).toBe('5');
    expect(formatCoins(123456789, 'ru')).not.toMatch(/ /);
  });

  it('signs amounts with a real minus and a plus', () => {
    expect(shown(formatSignedCoins(8080, 'ru'))).toBe('+80,80');
    expect(shown(formatSignedCoins(-202000, 'ru'))).toBe('MINUS2·020,00');
    expect(formatSignedCoins(0, 'en')).toBe('0.00');
    expect(shown(formatCoins(-5, 'en'))).toBe('MINUS0.05');
  });

  it('uses a decimal comma in Russian and a point in English everywhere', () => {
    expect(formatDecimal(33.333, 1, 'ru')).toBe('33,3');
    expect(formatDecimal(33.333, 1, 'en')).toBe('33.3');
    expect(shown(formatDecimal(1000000, 2, 'ru'))).toBe('1·000·000,00');
    expect(formatChance(4950, 'ru')).toBe('49,50');
    expect(shown(formatPercent(97.5, 'ru'))).toBe('97,5·%');
    expect(shown(formatPercent(99, 'en'))).toBe('99·%');
    expect(shown(formatPercent(97.45, 'ru'))).toBe('97,45·%');
  });

  it('parses what players type', () => {
    expect(parseCoins('10')).toBe(1000);
    expect(parseCoins('10,5')).toBe(1050);
    expect(parseCoins('10.05')).toBe(1005);
    expect(parseCoins('1 000')).toBe(100000);
    expect(parseCoins('1\u00a0000,50')).toBe(100050);
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

  it('shows coefficients in hundredths, grouped when large', () => {
    expect(formatCoefficient(198, 'ru')).toBe('1,98');
    expect(formatCoefficient(9900, 'en')).toBe('99.00');
    expect(shown(formatCoefficient(101711872, 'ru'))).toBe('1·017·118,72');
  });

  it('writes a decimal that travels as text (USDT) as every other figure', () => {
    expect(shown(formatDecimalString('10.526316', 'ru'))).toBe('10,526316');
    expect(shown(formatDecimalString('12345.5', 'en'))).toBe('12·345.5');
    expect(shown(formatDecimalString('-3', 'ru'))).toBe('MINUS3');
  });

  it('writes a file size in the unit it reaches, never "0,00 МБ" for a small file', () => {
    expect(shown(formatFileSize(3 * 1024, 'ru'))).toBe('3·КБ');
    expect(shown(formatFileSize(3 * 1024, 'en'))).toBe('3·KB');
    expect(shown(formatFileSize(512, 'ru'))).toBe('512·Б');
    expect(shown(formatFileSize(2.5 * 1024 * 1024, 'ru'))).toBe('2,5·МБ');
    expect(shown(formatFileSize(2.5 * 1024 * 1024, 'en'))).toBe('2.5·MB');
    expect(shown(formatFileSize(8 * 1024 * 1024, 'ru'))).toBe('8·МБ');
    expect(shown(formatFileSize(1500, 'en'))).toBe('1.5·KB');
  });

  it('shortens a balance of a million coins or more to whole coins (the phone header), and only then', () => {
    expect(shown(formatCoinsShort(9_999_999_900, 'ru'))).toBe('99·999·999');
    expect(shown(formatCoinsShort(100_000_000_000, 'en'))).toBe('1·000·000·000');
    expect(shown(formatCoinsShort(99_999_999, 'ru'))).toBe('999·999,99');
  });
});
