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
export async function writeBet(exec: Executor, bet: SettledBet): Promise<number> {
  const o = bet.origin;
  const row = rowsOf<{ id: number }>(
    await exec.execute(sql`
      INSERT INTO bets (user_id, game, amount, win, coefficient, demo, bonus, source, seed_pair_id, nonce, chain_round_id, provider, provider_round_id, provider_tx_id,
                        posting_id, payout_posting_id, params, outcome, idempotency_key)
      VALUES (${bet.userId}, ${bet.game}, ${bet.amount}, ${bet.win}, ${coefficientOf(bet.amount, bet.win)}, ${bet.demo}, ${bet.bonus}, ${o.source},
              ${o.source === 'seed' ? o.seedPairId : null}, ${o.source === 'seed' ? o.nonce : null}, ${o.source === 'chain' ? o.chainRoundId : null},
              ${o.source === 'provider' ? o.provider : null}, ${o.source === 'provider' ? o.providerRoundId : null}, ${o.source === 'provider' ? o.providerTxId : null},
              ${bet.stakePostingId}, ${bet.payoutPostingId}, ${JSON.stringify(bet.params)}::jsonb, ${JSON.stringify(bet.outcome)}::jsonb, ${bet.idempotencyKey})
      RETURNING id`),
  )[0];
  return Number(row!.id);
}
