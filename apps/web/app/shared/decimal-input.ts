/**
 * What a player typed into a number field (a Dice chance, a Bubbles target),
 * read strictly: the text either is a number in range with at most
 * `decimals` digits after a "," or ".", or it is a problem the form shows.
 * Nothing is ever rounded, clamped or truncated into some other number: a
 * bet only goes at the value the player sees.
 */
export type DecimalProblem = 'empty' | 'format' | 'precision' | 'tooLow' | 'tooHigh';
export type DecimalInput = { ok: true; value: number } | { ok: false; problem: DecimalProblem };

export type DecimalRule = {
  /** Digits allowed after the separator; the value comes back as an integer in 10^-decimals units. */
  decimals: number;
  /** Inclusive bounds, in the same units as the value (e.g. basis points for a chance). */
  min: number;
  max: number;
  /** A symbol a player may type before or after the number that means nothing: an anchored pattern such as /%$/ or /^×/. */
  decorations?: RegExp;
};

const SPACES = /[\s\u00a0\u202f]/g;

export function parseDecimalInput(text: string, rule: DecimalRule): DecimalInput {
  let clean = text.trim();
  if (rule.decorations) clean = clean.replace(rule.decorations, '').trim();
  if (clean === '') return { ok: false, problem: 'empty' };
  // Spaces only as thousands separators between digit groups ("1 000 000").
  if (!/^\d{1,3}([\s\u00a0\u202f]\d{3})*([.,]\d*)?$/.test(clean) && !/^\d+([.,]\d*)?$/.test(clean)) return { ok: false, problem: 'format' };
  const [whole = '', fraction = ''] = clean.replace(SPACES, '').split(/[.,]/);
  if (fraction.length > rule.decimals) return { ok: false, problem: 'precision' };
  const value = Number(whole) * 10 ** rule.decimals + Number(fraction.padEnd(rule.decimals, '0') || '0');
  if (!Number.isSafeInteger(value)) return { ok: false, problem: 'tooHigh' };
  if (value < rule.min) return { ok: false, problem: 'tooLow' };
  if (value > rule.max) return { ok: false, problem: 'tooHigh' };
  return { ok: true, value };
}
