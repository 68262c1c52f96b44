import { KOPECKS_PER_COIN, MAX_AMOUNT } from '@azart/contracts';
import type { Locale } from '~/shared/locale.ts';

/**
 * Numbers staff type and read: amounts in coins (the API carries integer
 * kopecks) and the house edge as a percent (the API carries basis points).
 * Pure and exact: text is split into its whole and fractional digits, never
 * multiplied as a float.
 */

const SPACES = /[\s\u00a0\u202f]/g;
/** Hyphen, minus sign (U+2212), en dash: what people type or paste for "minus". */
const MINUS = /^[-\u2212\u2013]/;

/**
 * Coins as typed ("1 234,5", "-20", "+0.05", "−3,10") → signed kopecks; null
 * when it is not an amount (more than two decimals, letters, empty) or is
 * beyond what a request may carry.
 */
export function parseSignedCoins(text: string): number | null {
  let clean = text.replace(SPACES, '');
  let sign = 1;
  if (MINUS.test(clean)) {
    sign = -1;
    clean = clean.slice(1);
  } else if (clean.startsWith('+')) {
    clean = clean.slice(1);
  }
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(clean);
  if (!match) return null;
  const kopecks = Number(match[1]) * KOPECKS_PER_COIN + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(kopecks) || kopecks > MAX_AMOUNT) return null;
  return sign * kopecks || 0;
}

/** Coins as typed, not negative; null otherwise. */
export function parseCoins(text: string): number | null {
  const value = parseSignedCoins(text);
  return value === null || value < 0 || MINUS.test(text.replace(SPACES, '')) ? null : value;
}

/** Kopecks → the text of an input, in the page's language: 150050 → "1500,5" (ru) / "1500.5" (en); no grouping. */
export function coinsInput(kopecks: number, locale: Locale): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const whole = Math.floor(abs / KOPECKS_PER_COIN);
  const cents = abs % KOPECKS_PER_COIN;
  if (cents === 0) return `${sign}${whole}`;
  return `${sign}${whole}${locale === 'ru' ? ',' : '.'}${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** Basis points → percent text for an input: 250 → "2,5" (ru) / "2.5" (en); 100 → "1". */
export function edgePercentInput(bp: number, locale: Locale): string {
  return coinsInput(bp, locale); // a basis point is a hundredth of a percent, as a kopeck is of a coin
}

/** Percent as typed ("2,5", "2.50 %", "3") → basis points (250, 250, 300); null when not a percent with at most two decimals. */
export function parseEdgePercent(text: string): number | null {
  const clean = text.replace(SPACES, '').replace(/%$/, '');
  const match = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The player's return for a house edge: 250 bp → 9750 (97.5 %). */
export function returnBp(edgeBp: number): number {
  return 10_000 - edgeBp;
}

// ─── a game's settings form ────────────────────────────────────────────────────
export type GameSettingsForm = { edge: string; minBet: string; maxBet: string; maxWin: string };
export type GameSettingsValues = { edgeBp: number; minBet: number; maxBet: number; maxWin: number };
export type GameSettingsError = 'edge_invalid' | 'edge_range' | 'amount_invalid' | 'amount_positive' | 'max_below_min';
export type GameSettingsErrors = Partial<Record<keyof GameSettingsForm, GameSettingsError>>;

/**
 * Checks a game's settings as typed, with the server's rules (contracts
 * `gameSettingsRequestSchema`): the edge within `bounds` (basis points), a
 * positive min bet and max win, a max bet not below the min bet.
 */
export function parseGameSettings(form: GameSettingsForm, bounds: { min: number; max: number }): { ok: true; values: GameSettingsValues } | { ok: false; errors: GameSettingsErrors } {
  const errors: GameSettingsErrors = {};
  const edgeBp = parseEdgePercent(form.edge);
  if (edgeBp === null) errors.edge = 'edge_invalid';
  else if (edgeBp < bounds.min || edgeBp > bounds.max) errors.edge = 'edge_range';
  const amount = (field: 'minBet' | 'maxBet' | 'maxWin', positive: boolean): number | null => {
    const value = parseCoins(form[field]);
    if (value === null) errors[field] = 'amount_invalid';
    else if (positive && value <= 0) errors[field] = 'amount_positive';
    return value;
  };
  const minBet = amount('minBet', true);
  const maxBet = amount('maxBet', false);
  const maxWin = amount('maxWin', true);
  if (minBet !== null && maxBet !== null && !errors.minBet && !errors.maxBet && maxBet < minBet) errors.maxBet = 'max_below_min';
  if (Object.keys(errors).length || edgeBp === null || minBet === null || maxBet === null || maxWin === null) return { ok: false, errors };
  return { ok: true, values: { edgeBp, minBet, maxBet, maxWin } };
}

export function gameSettingsForm(values: GameSettingsValues, locale: Locale): GameSettingsForm {
  return { edge: edgePercentInput(values.edgeBp, locale), minBet: coinsInput(values.minBet, locale), maxBet: coinsInput(values.maxBet, locale), maxWin: coinsInput(values.maxWin, locale) };
}

// ─── a balance adjustment ──────────────────────────────────────────────────────
export type AdjustmentError = 'amount_invalid' | 'amount_zero' | 'balance_negative' | 'reason_required';

/**
 * Checks an adjustment as typed: a signed, non-zero amount in coins that
 * does not take the balance below zero, and a reason. Answers the amount in
 * kopecks and the balance it leaves (what the confirmation shows).
 */
export function checkAdjustment(input: { amount: string; reason: string }, balance: number): { ok: true; amount: number; after: number; reason: string } | { ok: false; errors: Partial<Record<'amount' | 'reason', AdjustmentError>> } {
  const errors: Partial<Record<'amount' | 'reason', AdjustmentError>> = {};
  const amount = parseSignedCoins(input.amount);
  if (amount === null) errors.amount = 'amount_invalid';
  else if (amount === 0) errors.amount = 'amount_zero';
  else if (balance + amount < 0) errors.amount = 'balance_negative';
  const reason = input.reason.trim();
  if (!reason) errors.reason = 'reason_required';
  if (amount === null || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, amount, after: balance + amount, reason };
}
