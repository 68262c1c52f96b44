import { BUBBLES_MAX_TARGET, BUBBLES_MIN_TARGET, DICE_MAX_CHANCE_BP, DICE_MIN_CHANCE_BP } from '@azart/fairness';
import type { MessageCode } from '@azart/contracts';
import { parseDecimalInput } from '~/shared/decimal-input.ts';
import type { Locale } from '~/shared/locale.ts';

/**
 * The verifier's parameters come from the URL (a check is a shareable link),
 * so they are checked here first and any problem is told in the page's
 * language with the shared message table, instead of the maths library's
 * English exception text.
 */
export function nonceProblem(text: string): MessageCode | null {
  return /^\d{1,15}$/.test(text.trim()) ? null : 'nonce_invalid';
}

/** A Dice chance in basis points, or the problem. */
export function readChance(text: string): { bp: number } | { problem: MessageCode } {
  const parsed = parseDecimalInput(text, { decimals: 2, min: DICE_MIN_CHANCE_BP, max: DICE_MAX_CHANCE_BP, decorations: /[\s\u00a0]*%$/ });
  return parsed.ok ? { bp: parsed.value } : { problem: 'chance_invalid' };
}

/** A Bubbles target in hundredths, or the problem. */
export function readTarget(text: string): { hundredths: number } | { problem: MessageCode } {
  const parsed = parseDecimalInput(text, { decimals: 2, min: BUBBLES_MIN_TARGET, max: BUBBLES_MAX_TARGET, decorations: /^[×xX][\s\u00a0]*/ });
  return parsed.ok ? { hundredths: parsed.value } : { problem: 'target_invalid' };
}

export function minesProblem(text: string): MessageCode | null {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= 24 ? null : 'mines_invalid';
}

export function picksProblem(picks: number[]): MessageCode | null {
  const ok = picks.length >= 1 && picks.length <= 10 && new Set(picks).size === picks.length && picks.every((p) => Number.isInteger(p) && p >= 0 && p <= 39);
  return ok ? null : 'picks_invalid';
}

/** A decimal from the URL ("33.3") as the page's language writes it ("33,3" in Russian). */
export function localDecimal(text: string, locale: Locale): string {
  return locale === 'ru' && /^\d+\.\d+$/.test(text) ? text.replace('.', ',') : text;
}
