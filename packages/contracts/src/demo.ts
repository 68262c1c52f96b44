import { z } from 'zod';

/** "Add 1k" adds 1 000 demo coins (spec §9). */
export const DEMO_ADD_AMOUNT = 100_000;
/** Upper bound of a demo balance: 1 000 000 000 coins. */
export const DEMO_MAX_BALANCE = 100_000_000_000;
export const demoSetRequestSchema = z.object({
  amount: z.number({ error: 'demo_amount_invalid' }).int({ error: 'demo_amount_invalid' }).min(0, { error: 'demo_amount_invalid' }).max(DEMO_MAX_BALANCE, { error: 'demo_amount_invalid' }),
});

/** The balance own games play from, chosen in the header balance menu (bonuses.md §1). */
export const PLAY_BALANCES = ['main', 'bonus', 'demo'] as const;
export type PlayBalance = (typeof PLAY_BALANCES)[number];
export const playBalanceRequestSchema = z.object({ balance: z.enum(PLAY_BALANCES, { error: 'play_balance_invalid' }) });
