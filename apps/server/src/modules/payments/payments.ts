import type { Locale, PaymentMethodsResponse } from '@azart/contracts';
import type { Executor } from '@azart/db';
import type { AppContext } from '../../shared/context.ts';
import type { FileStore } from '../../shared/file-store.ts';
import { createSealer, type Sealer } from '../../shared/sealed.ts';
import type { PaymentProvider } from './provider/provider.ts';
import { paymentMethods } from './methods.ts';

/** What every part of the cashier works with: the app, the provider, sealing of requisites and the file store. */
export type Payments = {
  ctx: AppContext;
  provider: PaymentProvider;
  sealer: Sealer;
  files: FileStore;
  methods(): PaymentMethodsResponse;
  /** Where the provider calls us back. */
  callbackUrl(): string;
  /** Where the provider's checkout sends the player back: a path of this site, in the player's language. */
  returnUrl(path: string | undefined, locale: Locale): string;
  /** Deposit points per coin of a deposit, percent (the player's weekly status raises it, bonuses.md §4). */
  pointsPercent(exec: Executor, userId: number, deposit: number): Promise<number>;
  /** Called in a deposit's own transaction once it is credited (the referral reward, issue 14: the `depositCredited` hook). */
  onDepositCredited(exec: Executor, deposit: CreditedDeposit): Promise<void>;
};

export type CreditedDeposit = { id: number; userId: number; amount: number };

export function createPayments(ctx: AppContext, options: { provider: PaymentProvider; files: FileStore; callbackOrigin: () => string; pointsPercent?: (exec: Executor, userId: number, deposit: number) => Promise<number>;
  onDepositCredited?: (exec: Executor, deposit: CreditedDeposit) => Promise<void>;
}): Payments {
  const sealer = createSealer(ctx.config.payments.dataKey);
  return {
    ctx,
    provider: options.provider,
    sealer,
    files: options.files,
    methods: () => paymentMethods(ctx.config.payments),
    // The configured rate, or what the bonus module's status gives when higher (the `depositPointsPercent` hook).
    pointsPercent: async (exec, userId, deposit) => Math.max(ctx.config.payments.depositPointsPercent, (await options.pointsPercent?.(exec, userId, deposit)) ?? 0),
    onDepositCredited: async (exec, deposit) => options.onDepositCredited?.(exec, deposit),
    callbackUrl: () => `${options.callbackOrigin()}/api/payments/webhooks/${options.provider.name}`,
    returnUrl(path, locale) {
      const fallback = `${locale === 'en' ? '/en' : ''}/?cashier=history`;
      return `${ctx.config.publicOrigin}${path ?? fallback}`;
    },
  };
}
