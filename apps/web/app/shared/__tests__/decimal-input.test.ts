import { describe, expect, it } from 'vitest';
import { parseDecimalInput, type DecimalRule } from '../decimal-input.ts';

/** The Dice chance: basis points from 1 % to 95 %, two decimals, an optional "%". */
const CHANCE: DecimalRule = { decimals: 2, min: 100, max: 9500, decorations: /%$/ };
const TARGET: DecimalRule = { decimals: 2, min: 101, max: 100_000_000, decorations: /^[×xX]/ };

describe('reading a number a player typed', () => {
  it('accepts a comma or a point, spaces around and the decoration', () => {
    expect(parseDecimalInput('49,5', CHANCE)).toEqual({ ok: true, value: 4950 });
    expect(parseDecimalInput('49.50', CHANCE)).toEqual({ ok: true, value: 4950 });
    expect(parseDecimalInput(' 33,33 % ', CHANCE)).toEqual({ ok: true, value: 3333 });
    expect(parseDecimalInput('95', CHANCE)).toEqual({ ok: true, value: 9500 });
    expect(parseDecimalInput('1', CHANCE)).toEqual({ ok: true, value: 100 });
    expect(parseDecimalInput('7,', CHANCE)).toEqual({ ok: true, value: 700 });
  });

  it('never turns an out-of-range number into another one', () => {
    expect(parseDecimalInput('99', CHANCE)).toEqual({ ok: false, problem: 'tooHigh' });
    expect(parseDecimalInput('95,01', CHANCE)).toEqual({ ok: false, problem: 'tooHigh' });
    expect(parseDecimalInput('0', CHANCE)).toEqual({ ok: false, problem: 'tooLow' });
    expect(parseDecimalInput('0,99', CHANCE)).toEqual({ ok: false, problem: 'tooLow' });
    expect(parseDecimalInput('100000000000000000000', CHANCE)).toEqual({ ok: false, problem: 'tooHigh' });
  });

  it('refuses more decimals than allowed instead of rounding them away', () => {
    expect(parseDecimalInput('49,555', CHANCE)).toEqual({ ok: false, problem: 'precision' });
    expect(parseDecimalInput('1.001', TARGET)).toEqual({ ok: false, problem: 'precision' });
  });

  it('tells an empty field from text that is not a number', () => {
    expect(parseDecimalInput('', CHANCE)).toEqual({ ok: false, problem: 'empty' });
    expect(parseDecimalInput('  % ', CHANCE)).toEqual({ ok: false, problem: 'empty' });
    for (const text of ['-5', '4,9,5', '1e2', 'abc', '5 0', '49,5%%5', '.5', '0x10', '50 000']) {
      expect(parseDecimalInput(text, CHANCE), text).toEqual({ ok: false, problem: text === '50 000' ? 'tooHigh' : 'format' });
    }
  });

  it('reads grouped thousands and a leading × in a target', () => {
    expect(parseDecimalInput('1 000 000', TARGET)).toEqual({ ok: true, value: 100_000_000 });
    expect(parseDecimalInput('1\u00a0000,5', TARGET)).toEqual({ ok: true, value: 100_050 });
    expect(parseDecimalInput('×2', TARGET)).toEqual({ ok: true, value: 200 });
    expect(parseDecimalInput('x1,01', TARGET)).toEqual({ ok: true, value: 101 });
    expect(parseDecimalInput('1', TARGET)).toEqual({ ok: false, problem: 'tooLow' });
    expect(parseDecimalInput('1 000 001', TARGET)).toEqual({ ok: false, problem: 'tooHigh' });
    expect(parseDecimalInput('10 00', TARGET)).toEqual({ ok: false, problem: 'format' });
  });
});
