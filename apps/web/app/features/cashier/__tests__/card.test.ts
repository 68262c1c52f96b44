import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardNumber, reformatCard } from '../logic/card.ts';

describe('a card number as it is typed', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242.4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(cardDigits('1234567890123456789012')).toBe('1234567890123456789');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('keeps the caret after the same digit while spaces come and go', () => {
    // Typing the fifth digit at the end: a space appears before it.
    expect(reformatCard('42424', 5)).toEqual({ value: '4242 4', caret: 6 });
    // Typing in the middle ("4242 4|242" + 9 → after the 9).
    expect(reformatCard('4242 49242', 7)).toEqual({ value: '4242 4924 2', caret: 7 });
    // Deleting the digit before a space.
    expect(reformatCard('424 4242', 3)).toEqual({ value: '4244 242', caret: 3 });
    // Pasting a whole number with dashes.
    expect(reformatCard('4000-0000-0000-0002', 19)).toEqual({ value: '4000 0000 0000 0002', caret: 19 });
  });
});
