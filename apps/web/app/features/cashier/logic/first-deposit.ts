import type { Deposit } from '@azart/contracts';

/**
 * The analytics goal `first_deposit` (issue 23 item 7) from the deposits the
 * cashier reads: the player's whole history is on the page (`total` of them
 * shown), exactly one has succeeded, and it did so within the last
 * `windowMs` — the player is back from paying their first deposit. The
 * caller reports each deposit once per page; a reload within the window may
 * report it again, which a goal counter's own per-visit counting absorbs.
 */
export const FIRST_DEPOSIT_WINDOW_MS = 15 * 60_000;

export function firstDepositOf(page: { items: Pick<Deposit, 'id' | 'status' | 'completedAt'>[]; total: number }, now: number, windowMs = FIRST_DEPOSIT_WINDOW_MS): number | null {
  if (page.items.length < page.total) return null;
  const succeeded = page.items.filter((d) => d.status === 'success');
  if (succeeded.length !== 1) return null;
  const only = succeeded[0]!;
  const at = only.completedAt ? Date.parse(only.completedAt) : NaN;
  return Number.isFinite(at) && now - at >= 0 && now - at < windowMs ? only.id : null;
}
