import { describe, expect, it } from 'vitest';
import { FIRST_DEPOSIT_WINDOW_MS, firstDepositOf } from '../logic/first-deposit.ts';

const HOUR = 3600_000;
const now = Date.parse('2030-01-01T12:00:00Z');
const at = (msAgo: number) => new Date(now - msAgo).toISOString();

describe('the first-deposit goal', () => {
  it('is the only successful deposit of the whole history, credited just now', () => {
    const items = [{ id: 3, status: 'waiting' as const, completedAt: null }, { id: 2, status: 'success' as const, completedAt: at(60_000) }, { id: 1, status: 'canceled' as const, completedAt: at(HOUR) }];
    expect(firstDepositOf({ items, total: 3 }, now)).toBe(2);
  });

  it('is none with a second success, a history not all on the page, or a success from before the window', () => {
    const two = [{ id: 2, status: 'success' as const, completedAt: at(1_000) }, { id: 1, status: 'success' as const, completedAt: at(HOUR) }];
    expect(firstDepositOf({ items: two, total: 2 }, now)).toBeNull();
    expect(firstDepositOf({ items: [two[0]!], total: 5 }, now)).toBeNull();
    expect(firstDepositOf({ items: [{ id: 1, status: 'success', completedAt: at(FIRST_DEPOSIT_WINDOW_MS) }], total: 1 }, now)).toBeNull();
    expect(firstDepositOf({ items: [], total: 0 }, now)).toBeNull();
  });
});
