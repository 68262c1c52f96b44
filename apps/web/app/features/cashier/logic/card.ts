/**
 * A card number as it is typed: digits only (at most 19), in groups of four
 * ("4242 4242 4242 4242"), with the caret kept after the same digit while
 * spaces come and go.
 */
export const CARD_MAX_DIGITS = 19;

export function cardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
}

export function formatCardNumber(text: string): string {
  return cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The formatted text and where the caret goes: after as many digits as were before it. */
export function reformatCard(text: string, caret: number): { value: string; caret: number } {
  const digitsBefore = cardDigits(text.slice(0, caret)).length;
  const value = formatCardNumber(text);
  let seen = 0;
  let at = 0;
  while (at < value.length && seen < digitsBefore) {
    if (/\d/.test(value[at]!)) seen++;
    at++;
  }
  return { value, caret: at };
}
