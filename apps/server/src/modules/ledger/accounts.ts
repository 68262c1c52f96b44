import { accounts, rowsOf, sql, type Executor } from '@azart/db';

/** Accounts every player has, and the unit each holds. */
export const PLAYER_ACCOUNTS = { main: 'RUB', bonus: 'RUB', demo: 'DEMO', points: 'POINTS' } as const;
export type PlayerAccountKind = keyof typeof PLAYER_ACCOUNTS;
export type Unit = (typeof PLAYER_ACCOUNTS)[PlayerAccountKind];
export type PlayerBalances = Record<PlayerAccountKind, number>;

/** The balance a bet plays from: demo in demo mode, else bonus or main as the balance menu chose (bonuses.md §1). */
export function playAccountOf(mode: { demo: boolean; bonus: boolean }): 'main' | 'bonus' | 'demo' {
  return mode.demo ? 'demo' : mode.bonus ? 'bonus' : 'main';
}

/** Creates a new player's accounts (inside the registration transaction). */
export async function openPlayerAccounts(tx: Executor, userId: number): Promise<void> {
  await tx.insert(accounts).values(Object.entries(PLAYER_ACCOUNTS).map(([kind, unit]) => ({ userId, kind, unit })));
}

export async function playerBalances(exec: Executor, userId: number): Promise<PlayerBalances> {
  const rows = rowsOf<{ kind: string; balance: number }>(await exec.execute(sql`SELECT kind, balance FROM accounts WHERE user_id = ${userId}`));
  return balancesFromRows(rows);
}

export function balancesFromRows(rows: readonly { kind: string; balance: number }[]): PlayerBalances {
  const balances: PlayerBalances = { main: 0, bonus: 0, demo: 0, points: 0 };
  for (const row of rows) if (row.kind in balances) balances[row.kind as PlayerAccountKind] = Number(row.balance);
  return balances;
}

/** Creates house accounts that do not exist yet (not cached: their balances are sums of entries). */
export async function ensureHouseAccounts(exec: Executor, wanted: readonly { kind: string; unit: Unit }[]): Promise<void> {
  for (const { kind, unit } of wanted) {
    await exec.execute(sql`INSERT INTO accounts (user_id, kind, unit, cached) VALUES (NULL, ${kind}, ${unit}, false) ON CONFLICT (kind) WHERE user_id IS NULL DO NOTHING`);
  }
}
