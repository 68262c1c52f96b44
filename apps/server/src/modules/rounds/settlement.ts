import { rowsOf, sql, type Database, type Executor } from '@azart/db';
import type { RoundTotals } from '@azart/contracts';
import { roundGameSpec, type AnyRoundGameSpec, type RoundGameId } from '@azart/fairness';
import { settleRoundWagersIn, type WagerOutcome } from '../wagering/index.ts';
import { advance, roundBetOf, roundTotals, type RoundBetRow, type RoundRow } from './store.ts';
import { resultOf } from './views.ts';

/** Players whose bets one transaction settles: big rounds go in several, each small enough to be quick. */
export const SETTLE_BATCH_PLAYERS = 500;

export type Winner = { userId: number; demo: boolean; bonus: boolean; win: number; amount: number };

/**
 * What each of one player's bets pays (kopecks, stakes included): each bet
 * at most the game's maximum win per bet in force when it was placed, and all
 * of them together at most the game's cap per round and player (Crazy Time's
 * 500 000 coins), shared in proportion to what each would have paid.
 */
export function playerWins(spec: AnyRoundGameSpec, result: unknown, choice: unknown, bets: readonly Pick<RoundBetRow, 'spot' | 'amount' | 'maxWin'>[]): number[] {
  const wins = bets.map((bet) => Math.min(spec.betPayout(bet.spot, bet.amount, result, choice), bet.maxWin));
  const total = wins.reduce((a, b) => a + b, 0);
  const cap = spec.roundCapKopecks;
  if (cap === null || total <= cap) return wins;
  const shared = wins.map((w) => Math.floor((w * cap) / total));
  // What flooring left over goes to the biggest win, so that the bets pay exactly the cap.
  const biggest = shared.indexOf(Math.max(...shared));
  shared[biggest]! += cap - shared.reduce((a, b) => a + b, 0);
  return shared;
}

/**
 * Pays a round (issue 12): every bet is a wager, settled through wagering
 * (its `bets` record, source `chain`; every winner one payout posting per
 * balance), in batches of players, each batch one transaction. Idempotent: a
 * batch takes only bets not settled yet, and a payout's posting key is the
 * round's and player's, so a leader that died halfway leaves the rest to the
 * next one and nothing is paid twice. Ends by moving the round to `result` with its payout and totals.
 */
export async function settleRound(db: Database, round: RoundRow): Promise<{ payout: number; winners: Winner[]; totals: RoundTotals }> {
  const spec = roundGameSpec(round.game as RoundGameId);
  const result = resultOf(round);
  const winners: Winner[] = [];
  for (;;) {
    const settled = await settleBatch(db, round, spec, result);
    if (settled === null) break;
    winners.push(...settled);
  }
  const totals = await roundTotals(db, round.id);
  const payout = Number(rowsOf<{ paid: number | string }>(await db.execute(sql`SELECT COALESCE(sum(win), 0) AS paid FROM round_bets WHERE round_id = ${round.id}`))[0]?.paid ?? 0);
  await advance(db, round.id, 'spinning', 'result', sql`, payout = ${payout}, totals = ${JSON.stringify(totals)}::jsonb, settled_at = clock_timestamp()`);
  return { payout, winners, totals };
}

type UnsettledRow = Parameters<typeof roundBetOf>[0];

/** One batch; null when no bet of the round is left to settle. */
async function settleBatch(db: Database, round: RoundRow, spec: AnyRoundGameSpec, result: unknown): Promise<Winner[] | null> {
  return db.transaction(async (tx) => {
    const rows = rowsOf<UnsettledRow>(
      await tx.execute(sql`
        SELECT b.* FROM round_bets b
        WHERE b.round_id = ${round.id} AND b.bet_id IS NULL
          AND b.user_id IN (SELECT DISTINCT user_id FROM round_bets WHERE round_id = ${round.id} AND bet_id IS NULL ORDER BY user_id LIMIT ${SETTLE_BATCH_PLAYERS})
        ORDER BY b.user_id, b.id
        FOR UPDATE OF b`),
    );
    if (!rows.length) return null;
    const bets = rows.map(roundBetOf);
    const choices = await choicesOf(tx, round.id, [...new Set(bets.map((b) => b.userId))]);

    // Per player: a player's bets share the round's cap, and a winner is reported once per balance played.
    const byPlayer = new Map<string, typeof bets>();
    for (const bet of bets) {
      const key = `${bet.userId}:${bet.demo}:${bet.bonus}`;
      byPlayer.set(key, [...(byPlayer.get(key) ?? []), bet]);
    }
    const winOf = new Map<number, number>();
    const winners: Winner[] = [];
    for (const group of byPlayer.values()) {
      const { userId, demo, bonus } = group[0]!;
      const wins = playerWins(spec, result, choices.get(userId) ?? null, group);
      group.forEach((bet, i) => winOf.set(bet.id, wins[i]!));
      const win = wins.reduce((a, b) => a + b, 0);
      if (win > 0) winners.push({ userId, demo, bonus, win, amount: group.reduce((a, b) => a + b.amount, 0) });
    }

    // The money, the bets' history, the counting and the live feed: wagering's, for every bet of every game.
    const outcome = { roundId: round.id, roundNumber: round.number, hash: round.hash, salt: round.salt, result: round.result };
    const settled = await settleRoundWagersIn(tx, String(round.id), bets.map((bet): WagerOutcome => ({
      wagerId: bet.wagerId!, win: winOf.get(bet.id) ?? 0, origin: { source: 'chain', chainRoundId: round.id }, params: { spot: bet.spot }, outcome,
    })));
    const betOfWager = new Map(settled.map((s) => [s.wager.id, s.bet.id]));
    // A bet whose wager was not settled here would be taken again by every next batch: stop instead.
    const stuck = bets.find((bet) => !betOfWager.has(bet.wagerId ?? 0));
    if (stuck) throw new Error(`round bet ${stuck.id} of round ${round.id} has no open wager to settle`);
    await tx.execute(sql`
      UPDATE round_bets b SET win = v.win, bet_id = v.bet_id
      FROM jsonb_to_recordset(${JSON.stringify(bets.map((bet) => ({ id: bet.id, win: winOf.get(bet.id) ?? 0, bet_id: betOfWager.get(bet.wagerId!) ?? null })))}::jsonb) AS v(id bigint, win bigint, bet_id bigint)
      WHERE b.id = v.id`);
    return winners;
  });
}

async function choicesOf(exec: Executor, roundId: number, userIds: number[]): Promise<Map<number, unknown>> {
  if (!userIds.length) return new Map();
  const rows = rowsOf<{ user_id: number | string; choice: unknown }>(
    await exec.execute(sql`SELECT user_id, choice FROM round_choices WHERE round_id = ${roundId} AND user_id = ANY(${`{${userIds.join(',')}}`}::bigint[])`),
  );
  return new Map(rows.map((r) => [Number(r.user_id), typeof r.choice === 'string' ? JSON.parse(r.choice) : r.choice]));
}
