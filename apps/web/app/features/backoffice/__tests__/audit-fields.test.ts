import { describe, expect, it } from 'vitest';
import { adminPromoSchema, adminTournamentCreateSchema } from '@azart/contracts';
import { valueKind } from '../audit.ts';
import { backofficeI18n } from '../i18n/index.ts';

describe('the audit log\'s field names', () => {
  it('name every term a promo code or a tournament records, in both languages (it showed "cap", "endsAt", "rewardKind")', () => {
    const keys = [...Object.keys(adminPromoSchema.shape), ...Object.keys(adminTournamentCreateSchema.shape), 'hours', 'boostUntil'];
    for (const locale of ['ru', 'en'] as const) {
      const fields = backofficeI18n[locale].audit.fields as Record<string, string>;
      for (const key of keys) expect(fields[key], `${locale} ${key}`).toBeTruthy();
    }
  });

  it('shows a promo\'s cap and a tournament\'s bank and prizes as coins', () => {
    for (const field of ['cap', 'paid', 'bank', 'prize1', 'prize2']) expect(valueKind(field)).toBe('coins');
  });
});
