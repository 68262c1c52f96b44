import { describe, expect, it } from 'vitest';
import type { PaymentObject } from '../../shared/provider-protocol.ts';
import { cryptoPage, summary, textOf } from '../pages.ts';

const payment = {
  amount: 200_000, fee: 150_000, checkoutUrl: '/sandbox/checkout/p1',
  crypto: { network: 'TRC-20', coin: 'USDT', address: 'TXYZ', amount: '10526.316', confirmations: 0, confirmationsRequired: 3 },
} as unknown as PaymentObject;
const visible = (html: string) => html.replace(/\u00a0/g, ' ');

describe('the sandbox checkout\'s figures', () => {
  it('are written as the casino\'s site writes them, in either language (a space between thousands)', () => {
    expect(visible(summary(payment, textOf('ru'), 'ru'))).toContain('<b data-testid="checkout-total">3 500,00 ₽</b>');
    expect(visible(summary(payment, textOf('en'), 'en'))).toContain('<b data-testid="checkout-total">3 500.00 ₽</b>');
    expect(visible(summary(payment, textOf('en'), 'en'))).toContain('2 000.00 ₽');
    expect(visible(cryptoPage(payment, textOf('ru'), 'ru', false))).toContain('<b data-testid="crypto-amount">10 526,316 USDT</b>');
    expect(visible(cryptoPage(payment, textOf('en'), 'en', false))).toContain('<b data-testid="crypto-amount">10 526.316 USDT</b>');
  });
});
