import type { BonusGrant } from '@azart/contracts';
import { parseCoins } from './amounts.ts';
import { parseHundredths } from './promo.ts';

/**
 * A bonus given by hand (issue 13 item 11), as an admin types it: the
 * amount in coins, the wager as a multiplier, the withdrawable share in
 * percent and a reason for the audit log. The server's limits (contracts
 * `adminGrantRequestSchema`): wager up to ×100, share up to 100 %.
 */
export type GrantForm = { amount: string; wager: string; withdrawable: string; reason: string };
export type GrantField = keyof GrantForm;
export const EMPTY_GRANT_FORM: GrantForm = { amount: '', wager: '3', withdrawable: '100', reason: '' };

export function checkGrant(form: GrantForm): { ok: true; body: { amount: number; wagerX100: number; withdrawableBp: number; reason: string } } | { ok: false; problems: Partial<Record<GrantField, GrantField>> } {
  const problems: Partial<Record<GrantField, GrantField>> = {};
  const amount = parseCoins(form.amount);
  if (amount === null || amount <= 0) problems.amount = 'amount';
  const wagerX100 = parseHundredths(form.wager);
  if (wagerX100 === null || wagerX100 > 10_000) problems.wager = 'wager';
  const withdrawableBp = parseHundredths(form.withdrawable);
  if (withdrawableBp === null || withdrawableBp > 10_000) problems.withdrawable = 'withdrawable';
  const reason = form.reason.trim();
  if (!reason || reason.length > 500) problems.reason = 'reason';
  if (amount === null || wagerX100 === null || withdrawableBp === null || Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, body: { amount, wagerX100, withdrawableBp, reason } };
}

/** The server's field names (422) → the form's. */
export const GRANT_SERVER_FIELDS: Record<string, GrantField> = { amount: 'amount', wagerX100: 'wager', withdrawableBp: 'withdrawable', reason: 'reason' };

/** A grant can be canceled while it is still being wagered or its share not yet moved (the server refuses an ended one with 409). */
export function cancelable(grant: Pick<BonusGrant, 'state'>): boolean {
  return grant.state === 'active' || grant.state === 'completed';
}

/** Wagering done, 0–100 (a grant with nothing to wager is done). */
export function wageredPercent(grant: Pick<BonusGrant, 'progress' | 'required'>): number {
  if (grant.required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((grant.progress * 100) / grant.required)));
}
