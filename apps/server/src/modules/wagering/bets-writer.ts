import { rowsOf, sql, type Executor } from '@azart/db';

/** Where a bet's outcome came from (the bets table's `source`, decision 014). */
export type BetOrigin =
  | { source: 'seed'; seedPairId: number; nonce: number }
  | { source: 'chain'; chainRoundId: number }
  | { source: 'provider'; provider: string; providerRoundId: string | null; providerTxId: string };

export type SettledBet = {
  userId: number;
  game: string;
  amount: number;
  win: number;
  demo: boolean;
  bonus: boolean;
  origin: BetOrigin;
  stakePostingId: number;
  payoutPostingId: number | null;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  idempotencyKey: string;
  /**
   * Hundredths; only for a game whose coefficient is its own (a Mines or
   * Hotline ladder step), where win / amount would round a small stake's.
   * Otherwise `coefficientOf(amount, win)`.
   */
  coefficient?: number;
};

/** Coefficient in hundredths of what a stake paid back (0 on a loss or a free stake). */
export function coefficientOf(amount: number, win: number): number {
  return amount > 0 ? Math.floor((win * 100) / amount) : 0;
}

/**
 * Writes a settled wager to `bets`, the history every player and the back
 * office read. Its insert queues the bet for counting (bonus wagering, levels,
 * rakeback, tournament points: trigger bets_followups, decision 018), so a
 * wager counts once, in the transaction that settles it.
 */
export async function writeBet(exec: Executor, bet: SettledBet): Promise<WrittenBet> {
  const [written] = await writeBets(exec, [bet]);
  return written!;
}

/** A written bet's id and time, by its idempotency key. */
export type WrittenBet = { id: number; idempotencyKey: string; createdAt: string };

/**
 * Writes settled wagers to `bets` in one statement (one, or a round game's
 * settlement: up to SETTLE_BATCH_PLAYERS players' bets at once), in the order
 * given, through the bets module's one writer `bets_write` (the instant fast
 * path's statement calls the same function).
 */
export async function writeBets(exec: Executor, bets: readonly SettledBet[]): Promise<WrittenBet[]> {
  if (bets.length === 0) return [];
  const records = bets.map((bet) => {
    const o = bet.origin;
    return {
      userId: bet.userId, game: bet.game, amount: bet.amount, win: bet.win, coefficient: bet.coefficient ?? coefficientOf(bet.amount, bet.win), demo: bet.demo, bonus: bet.bonus,
      source: o.source, seedPairId: o.source === 'seed' ? o.seedPairId : null, nonce: o.source === 'seed' ? o.nonce : null, chainRoundId: o.source === 'chain' ? o.chainRoundId : null,
      provider: o.source === 'provider' ? o.provider : null, providerRoundId: o.source === 'provider' ? o.providerRoundId : null, providerTxId: o.source === 'provider' ? o.providerTxId : null,
      postingId: bet.stakePostingId, payoutPostingId: bet.payoutPostingId, params: bet.params, outcome: bet.outcome, idempotencyKey: bet.idempotencyKey,
    };
  });
  const rows = rowsOf<{ id: number | string; idempotency_key: string; created_at: string | Date }>(
    await exec.execute(sql`SELECT id, idempotency_key, created_at FROM bets_write(${JSON.stringify(records)}::jsonb)`),
  );
  return rows.map((r) => ({ id: Number(r.id), idempotencyKey: r.idempotency_key, createdAt: new Date(r.created_at).toISOString() }));
}
