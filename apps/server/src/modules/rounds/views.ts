import type { Round, RoundBet, RoundHistoryItem, RoundResult, RoundTotals } from '@azart/contracts';
import { roundGameSpec, type RoundGameId } from '@azart/fairness';
import type { RoundBetRow, RoundRow } from './store.ts';

/** A round's result from its hash and salt, computed once per round and process (the latest few kept; keyed by what it is made of). */
const computed = new Map<string, unknown>();
export function resultOf(round: Pick<RoundRow, 'game' | 'hash' | 'salt'>): unknown {
  const key = `${round.game}:${round.hash}:${round.salt}`;
  let result = computed.get(key);
  if (result === undefined) {
    result = roundGameSpec(round.game as RoundGameId).result(round.hash, round.salt);
    computed.set(key, result);
    if (computed.size > 64) computed.delete(computed.keys().next().value!);
  }
  return result;
}

export const hasEnded = (round: Pick<RoundRow, 'state'>): boolean => round.state === 'result' || round.state === 'pause';

/**
 * What everyone may see of a round now: nothing of the result while bets are
 * taken; once betting has closed, where the spin lands (hidden bonus parts,
 * like Cash Hunt's board, only once players have chosen); the hash once the
 * round has ended.
 */
export function visibleResult(round: RoundRow): RoundResult | null {
  if (round.state === 'betting') return null;
  if (hasEnded(round)) return round.result as RoundResult;
  return roundGameSpec(round.game as RoundGameId).view(resultOf(round), { revealChoices: false }) as RoundResult;
}

export function toRoundDto(round: RoundRow, totals: RoundTotals): Round {
  const ended = hasEnded(round);
  return {
    id: round.id, game: round.game as Round['game'], number: round.number, state: round.state,
    startedAt: round.startedAt.toISOString(), bettingEndsAt: round.bettingEndsAt.toISOString(), spinEndsAt: round.spinEndsAt.toISOString(),
    resultEndsAt: round.resultEndsAt.toISOString(), endsAt: round.endsAt.toISOString(),
    // Whether a round has a choice window tells that it has a Cash Hunt or Crazy Time bonus: not before betting closes.
    choiceEndsAt: round.state === 'betting' ? null : (round.choiceEndsAt?.toISOString() ?? null),
    chainId: round.chainId, chainIndex: round.chainIndex, previousHash: round.previousHash,
    hash: ended ? round.hash : null,
    result: visibleResult(round),
    totals,
    payout: ended ? (round.payout ?? 0) : null,
  };
}

const NO_TOTALS: RoundTotals = { bets: 0, players: 0, amount: 0, bySpot: {} };

/** An ended round in the history (its totals as stored when it was settled). */
export function toHistoryItem(round: RoundRow): RoundHistoryItem {
  return {
    id: round.id, number: round.number, hash: round.hash, previousHash: round.previousHash, chainId: round.chainId, result: round.result as RoundResult, totals: round.totals ?? NO_TOTALS,
    payout: round.payout ?? 0, endedAt: (round.settledAt ?? round.spinEndsAt).toISOString(),
  };
}

export function toRoundBetDto(bet: RoundBetRow): RoundBet {
  return { id: bet.id, roundId: bet.roundId, game: bet.game as RoundBet['game'], spot: bet.spot, amount: bet.amount, demo: bet.demo, win: bet.win, createdAt: bet.createdAt.toISOString() };
}
