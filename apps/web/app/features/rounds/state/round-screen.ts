import type { CurrentRoundResponse, PublicRoundBet, Round, RoundBet, RoundChoice, RoundGame, RoundHistoryItem, RoundTotals } from '@azart/contracts';

/** How many ended rounds the page keeps (the results strip, the x100 statistics, the history table). */
export const KEPT_ROUNDS = 100;
/** The current round's bets list, as the server's current endpoint caps it. */
const KEPT_BETS = 200;

/**
 * What a round game's page shows, built from the first load and then from
 * live pushes alone (issue 12): the round, the server clock's offset from
 * this device's, the round's bets, the player's own bets and bonus choice,
 * the ended rounds and the player's last win. A pure reducer, so the order in
 * which pushes and resyncs arrive is tested without a browser.
 */
export type RoundScreen = {
  game: RoundGame;
  round: Round | null;
  /** Server time − device time, in ms: countdowns run on the server's clock. */
  offsetMs: number;
  bets: PublicRoundBet[];
  /** The signed-in player's bets in the current round (null: not known, e.g. before the session is restored). */
  mine: RoundBet[] | null;
  choice: RoundChoice | null;
  /** Ended rounds, newest first. */
  ended: RoundHistoryItem[];
  /** The player's win pushed for a round (on their private channel). */
  win: RoundWin | null;
  /** The win of the round before, still told while the next round takes bets. */
  lastWin: RoundWin | null;
};
export type RoundWin = { roundId: number; win: number; amount: number };

export type RoundAction =
  | { type: 'sync'; current: CurrentRoundResponse; receivedAt: number }
  | { type: 'round'; round: Round & { serverTime: string }; receivedAt: number }
  | { type: 'bets'; roundId: number; bets: PublicRoundBet[]; totals: RoundTotals }
  | { type: 'placed'; bet: RoundBet; public: PublicRoundBet }
  | { type: 'choice'; roundId: number; choice: RoundChoice }
  | { type: 'win'; roundId: number; win: number; amount: number }
  | { type: 'history'; items: RoundHistoryItem[] };

export function initialScreen(game: RoundGame, current: CurrentRoundResponse | null, history: RoundHistoryItem[], now: number): RoundScreen {
  const empty: RoundScreen = { game, round: null, offsetMs: 0, bets: [], mine: null, choice: null, ended: [], win: null, lastWin: null };
  const withHistory = reduceRound(empty, { type: 'history', items: history });
  return current ? reduceRound(withHistory, { type: 'sync', current, receivedAt: now }) : withHistory;
}

const offsetOf = (serverTime: string, receivedAt: number, fallback: number): number => {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : fallback;
};

/** An ended round as the history lists it (from a live push, before the history endpoint is read again). */
function endedItem(round: Round): RoundHistoryItem | null {
  if (!round.hash || !round.result || (round.state !== 'result' && round.state !== 'pause')) return null;
  return { id: round.id, number: round.number, hash: round.hash, previousHash: round.previousHash, chainId: round.chainId, result: round.result, totals: round.totals, payout: round.payout ?? 0, endedAt: round.spinEndsAt };
}

function addEnded(list: RoundHistoryItem[], item: RoundHistoryItem | null): RoundHistoryItem[] {
  if (!item) return list;
  const at = list.findIndex((i) => i.id === item.id);
  if (at >= 0) return list.map((i) => (i.id === item.id ? { ...i, ...item, payout: Math.max(i.payout, item.payout) } : i));
  return [item, ...list].sort((a, b) => b.id - a.id).slice(0, KEPT_ROUNDS);
}

function mergeBets(current: PublicRoundBet[], incoming: PublicRoundBet[]): PublicRoundBet[] {
  const byId = new Map(current.map((b) => [b.id, b]));
  for (const bet of incoming) byId.set(bet.id, { ...byId.get(bet.id), ...bet });
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, KEPT_BETS);
}

/** A round moves forward only: a late push of an older round or an earlier state of this one changes nothing. */
const STATE_ORDER = { betting: 0, spinning: 1, result: 2, pause: 3 } as const;
function isNewer(next: Round, current: Round | null): boolean {
  if (!current) return true;
  if (next.id !== current.id) return next.id > current.id;
  return STATE_ORDER[next.state] >= STATE_ORDER[current.state];
}

export function reduceRound(screen: RoundScreen, action: RoundAction): RoundScreen {
  switch (action.type) {
    case 'sync': {
      const { round, bets, mine, serverTime } = action.current;
      const offsetMs = offsetOf(serverTime, action.receivedAt, screen.offsetMs);
      if (!round) return { ...screen, offsetMs };
      // The server's answer is the truth for the round it names; an older answer than a push already seen is dropped.
      if (screen.round && round.id < screen.round.id) return { ...screen, offsetMs };
      return {
        ...screen,
        offsetMs,
        round,
        bets: mergeBets(round.id === screen.round?.id ? screen.bets : [], bets),
        mine: mine ? mine.bets : screen.round?.id === round.id ? screen.mine : null,
        choice: mine ? mine.choice : screen.round?.id === round.id ? screen.choice : null,
        ended: addEnded(screen.ended, endedItem(round)),
        win: screen.win && screen.win.roundId === round.id ? screen.win : null,
      };
    }
    case 'round': {
      const { serverTime, ...round } = action.round;
      if (round.game !== screen.game || !isNewer(round, screen.round)) return screen;
      const fresh = round.id !== screen.round?.id;
      return {
        ...screen,
        offsetMs: offsetOf(serverTime, action.receivedAt, screen.offsetMs),
        round,
        bets: fresh ? [] : screen.bets,
        mine: fresh ? (screen.mine === null ? null : []) : screen.mine,
        choice: fresh ? null : screen.choice,
        ended: addEnded(screen.ended, endedItem(round)),
        win: fresh ? null : screen.win,
        lastWin: fresh ? (screen.win ?? screen.lastWin) : screen.lastWin,
      };
    }
    case 'bets': {
      if (!screen.round || action.roundId !== screen.round.id) return screen;
      return { ...screen, bets: mergeBets(screen.bets, action.bets), round: { ...screen.round, totals: action.totals } };
    }
    case 'placed': {
      if (!screen.round || action.bet.roundId !== screen.round.id) return screen;
      const mine = [...(screen.mine ?? []).filter((b) => b.id !== action.bet.id), action.bet];
      // The counters count the bet at once too, unless a push already did (it lists the bet): they lagged a bet
      // behind the list until the next push. The next push's totals, the server's, replace these.
      const counted = screen.bets.some((b) => b.id === action.public.id);
      const firstOfMine = !(screen.mine ?? []).some((b) => b.id !== action.bet.id);
      const totals = counted ? screen.round.totals : {
        players: screen.round.totals.players + (firstOfMine ? 1 : 0),
        bets: screen.round.totals.bets + 1,
        amount: screen.round.totals.amount + action.bet.amount,
        bySpot: { ...screen.round.totals.bySpot, [action.bet.spot]: (screen.round.totals.bySpot[action.bet.spot] ?? 0) + action.bet.amount },
      };
      return { ...screen, mine, bets: mergeBets(screen.bets, [action.public]), round: { ...screen.round, totals } };
    }
    case 'choice':
      return screen.round?.id === action.roundId ? { ...screen, choice: action.choice } : screen;
    case 'win':
      return screen.round && action.roundId === screen.round.id ? { ...screen, win: { roundId: action.roundId, win: action.win, amount: action.amount } } : screen;
    case 'history':
      return { ...screen, ended: action.items.reduce((list, item) => addEnded(list, item), screen.ended) };
  }
}

/** Kopecks the player staked on each spot in the current round. */
export function stakesBySpot(bets: readonly RoundBet[] | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const bet of bets ?? []) out[bet.spot] = (out[bet.spot] ?? 0) + bet.amount;
  return out;
}
