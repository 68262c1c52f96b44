import type { Reconciliation } from '@azart/contracts';
import type { Executor } from '@azart/db';
import { checkLedger } from '../ledger/index.ts';
import { cashierTotals } from './admin.ts';

/**
 * The reconciliation report (issue 11 item 8): the ledger checked from its
 * entries, and real money conserved: what the cashier's own records say came
 * in and went out (credited deposits − completed payouts) equals what the
 * ledger holds for players, for the house and in pending withdrawals.
 */
export async function reconciliation(exec: Executor): Promise<Reconciliation> {
  const [ledger, cashier] = [await checkLedger(exec), await cashierTotals(exec)];
  const inBooks = ledger.money.players + ledger.money.house + ledger.money.held;
  const difference = cashier.deposits - cashier.paidOut - inBooks;
  return {
    balanced: ledger.cachedMismatches.length === 0 && ledger.unbalancedPostings.length === 0 && difference === 0,
    checkedAt: new Date().toISOString(),
    totals: ledger.totals,
    cachedMismatches: ledger.cachedMismatches,
    unbalancedPostings: ledger.unbalancedPostings,
    money: { deposits: cashier.deposits, paidOut: cashier.paidOut, players: ledger.money.players, house: ledger.money.house, held: ledger.money.held, difference },
  };
}
