import { sql, type Executor } from '@azart/db';
import { post, stakeHouse, type Posting } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { writeBets, type BetOrigin, type WrittenBet } from './bets-writer.ts';
import { wagerKeys } from './keys.ts';
import { lockOpenWagers, type Wager } from './store.ts';

export type WagerOutcome = {
  wagerId: number;
  /** Paid back, kopecks (0: lost). */
  win: number;
  origin: BetOrigin;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
};

export type SettledTogether = { wager: Wager; win: number; bet: WrittenBet };

/**
 * Settles many open wagers of one round at once (a round game's settlement,
 * up to hundreds of players per call): the same result as `settleWagerIn`
 * for each, in a few statements instead of a few per wager. Each player's
 * wins from one balance are paid by one posting for the whole round
 * (`wagerKeys.roundPayout`), so a round pays one credit per winner whatever
 * the number of their bets. Wagers already closed are skipped: a settlement
 * that died halfway leaves the rest to the next attempt, and nothing is paid
 * twice (the payout's key is the round's and the player's). Winning bets go
 * to the live feed and push their players' balances; a round's losing bets
 * are only written (a round's thousands of losses would drown the feed).
 */
export async function settleRoundWagersIn(tx: Executor, round: string, outcomes: readonly WagerOutcome[]): Promise<SettledTogether[]> {
  const wagers = await lockOpenWagers(tx, outcomes.map((o) => o.wagerId));
  const open = new Map(wagers.map((w) => [w.id, w]));
  const settling = outcomes.filter((o) => open.has(o.wagerId)).sort((a, b) => a.wagerId - b.wagerId);
  if (!settling.length) return [];

  // One payout per player and balance (a player may have switched the balance in play during the round).
  const payouts = new Map<string, Posting>();
  for (const o of settling) {
    if (o.win <= 0) continue;
    const wager = open.get(o.wagerId)!;
    const key = wagerKeys.roundPayout(round, wager.userId, wager.account);
    const posting = payouts.get(key);
    if (posting) {
      posting.legs[0]!.amount += o.win;
      posting.legs[1]!.amount -= o.win;
      continue;
    }
    const demo = wager.account === 'demo';
    payouts.set(key, {
      key,
      code: demo ? 'demo_win' : 'win',
      meta: { game: wager.game, round },
      legs: [{ player: { userId: wager.userId, kind: wager.account }, amount: o.win }, { house: stakeHouse(wager.game, demo), amount: -o.win }],
    });
  }
  const posted = new Map((await post(tx, [...payouts.values()])).map((p) => [p.key, p]));
  const payoutOf = (wager: Wager, win: number) => (win > 0 ? posted.get(wagerKeys.roundPayout(round, wager.userId, wager.account))!.postingId : null);

  const written = await writeBets(tx, settling.map((o) => {
    const wager = open.get(o.wagerId)!;
    return {
      userId: wager.userId, game: wager.game, amount: wager.amount, win: o.win, demo: wager.account === 'demo', bonus: wager.account === 'bonus', origin: o.origin,
      stakePostingId: wager.stakePostingId!, payoutPostingId: payoutOf(wager, o.win), params: o.params, outcome: o.outcome, idempotencyKey: wagerKeys.bet(wager.id),
    };
  }));
  const betOf = new Map(written.map((b) => [b.idempotencyKey, b]));
  const settled = settling.map((o) => ({ wager: open.get(o.wagerId)!, win: o.win, bet: betOf.get(wagerKeys.bet(o.wagerId))! }));
  await tx.execute(sql`
    UPDATE wagers w SET state = 'settled', win = v.win, result_posting_id = v.result_posting_id, bet_id = v.bet_id, closed_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(settled.map((s) => ({ id: s.wager.id, win: s.win, result_posting_id: payoutOf(s.wager, s.win), bet_id: s.bet.id })))}::jsonb)
      AS v(id bigint, win bigint, result_posting_id bigint, bet_id bigint)
    WHERE w.id = v.id AND w.state = 'open'`);
  await emit(tx, settled.filter((s) => s.win > 0).map((s) => ({ type: 'bet_settled' as const, payload: { betId: s.bet.id, userId: s.wager.userId } })));
  return settled.map((s) => ({ ...s, wager: { ...s.wager, state: 'settled' as const, win: s.win, resultPostingId: payoutOf(s.wager, s.win), betId: s.bet.id } }));
}
