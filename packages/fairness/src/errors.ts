/**
 * Thrown when a game parameter or seed is outside what games.md allows.
 * The server maps `code` to a 400 answer; the browser verifier shows `message`.
 * It extends RangeError so callers that only know the built-ins still see a
 * bad-argument error, not a crash.
 */
export class InvalidGameInput extends RangeError {
  readonly code = 'INVALID_GAME_INPUT';

  constructor(message: string) {
    super(message);
    this.name = 'InvalidGameInput';
  }
}

/** `value` must be an integer in [min, max]; `name` goes into the message. */
export function assertIntegerInRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new InvalidGameInput(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
}
