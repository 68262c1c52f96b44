import { describe, expect, it } from 'vitest';
import type { CurrentRoundResponse, PublicRoundBet, Round, RoundBet } from '@azart/contracts';
import { initialScreen, reduceRound, stakesBySpot, type RoundScreen } from '../state/round-screen.ts';

const T0 = Date.parse('2026-11-25T10:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();

function round(id: number, state: Round['state'], extra: Partial<Round> = {}): Round {
  return {
    id, game: 'x100', number: id, state,
    startedAt: iso(0), bettingEndsAt: iso(15_000), spinEndsAt: iso(22_000), resultEndsAt: iso(25_000), endsAt: iso(26_000),
    choiceEndsAt: null, chainId: 1, chainIndex: id, previousHash: 'a'.repeat(64),
    hash: state === 'result' || state === 'pause' ? 'b'.repeat(64) : null,
    result: state === 'betting' ? null : { game: 'x100', cell: 7, multiplier: 10 },
    totals: { bets: 0, players: 0, amount: 0, bySpot: {} }, payout: state === 'result' || state === 'pause' ? 5_000 : null,
    ...extra,
  };
}
const pub = (id: number, spot = '2', amount = 100): PublicRoundBet => ({ id, nickname: `p${id}`, spot, amount, win: null });
const own = (id: number, roundId: number, spot = '2', amount = 100): RoundBet => ({ id, roundId, game: 'x100', spot, amount, demo: false, win: null, createdAt: iso(1_000) });
const current = (r: Round | null, extra: Partial<CurrentRoundResponse> = {}): CurrentRoundResponse => ({ round: r, serverTime: iso(5_000), bets: [], mine: null, ...extra });
const push = (r: Round, serverMs: number) => ({ type: 'round' as const, round: { ...r, serverTime: iso(serverMs) }, receivedAt: T0 + serverMs - 300 });

describe('a round game page\'s live state', () => {
  it('starts from the loader: the round, its bets, and the server clock\'s offset from this device', () => {
    const screen = initialScreen('x100', current(round(5, 'betting'), { bets: [pub(1)] }), [], T0 + 4_000);
    expect(screen.round?.id).toBe(5);
    expect(screen.bets.map((b) => b.id)).toEqual([1]);
    expect(screen.offsetMs).toBe(1_000);
    expect(screen.mine).toBeNull();
  });

  it('moves a round forward on pushes and never back: a late push of an older state or round changes nothing', () => {
    let s = initialScreen('x100', current(round(5, 'betting')), [], T0);
    s = reduceRound(s, push(round(5, 'spinning'), 15_100));
    expect(s.round?.state).toBe('spinning');
    expect(s.offsetMs).toBe(300);
    const stale = reduceRound(s, push(round(5, 'betting'), 14_000));
    expect(stale).toBe(s);
    expect(reduceRound(s, push(round(4, 'pause'), 15_200))).toBe(s);
    // Another game's round is not this page's.
    expect(reduceRound(s, push(round(6, 'betting', { game: 'megawheel' }), 15_300))).toBe(s);
  });

  it('adds each ended round to the results once, newest first, and keeps at most 100', () => {
    const history = Array.from({ length: 100 }, (_, i) => ({ id: 100 - i, number: 100 - i, hash: 'c'.repeat(64), previousHash: 'd'.repeat(64), chainId: 1, result: { game: 'x100' as const, cell: 0, multiplier: 2 }, totals: { bets: 0, players: 0, amount: 0, bySpot: {} }, payout: 0, endedAt: iso(0) }));
    let s = initialScreen('x100', null, history, T0);
    s = reduceRound(s, push(round(101, 'result'), 22_100));
    s = reduceRound(s, push(round(101, 'pause'), 25_100));
    expect(s.ended).toHaveLength(100);
    expect(s.ended[0]).toMatchObject({ id: 101, hash: 'b'.repeat(64), result: { multiplier: 10 }, payout: 5_000 });
    expect(s.ended.filter((i) => i.id === 101)).toHaveLength(1);
    expect(s.ended.at(-1)?.id).toBe(2);
  });

  it('clears the bets, the player\'s stakes, choice and win when a new round opens', () => {
    let s = initialScreen('x100', current(round(5, 'betting'), { mine: { bets: [own(1, 5)], choice: null } }), [], T0);
    s = reduceRound(s, { type: 'bets', roundId: 5, bets: [pub(2, '10', 500)], totals: { bets: 2, players: 2, amount: 600, bySpot: { 2: 100, 10: 500 } } });
    s = reduceRound(s, { type: 'win', roundId: 5, win: 1_000, amount: 100 });
    expect(s.bets.map((b) => b.id)).toEqual([2]);
    expect(s.round?.totals.amount).toBe(600);
    expect(s.win).toMatchObject({ roundId: 5, win: 1_000 });
    s = reduceRound(s, push(round(6, 'betting'), 26_100));
    expect(s).toMatchObject({ bets: [], mine: [], choice: null, win: null });
    // The last round's win is still told while the new round takes bets, until a round without one ends.
    expect(s.lastWin).toMatchObject({ roundId: 5, win: 1_000 });
    s = reduceRound(s, push(round(7, 'betting'), 52_100));
    expect(s.lastWin).toMatchObject({ roundId: 5 });
  });

  it('takes bets and wins of the current round only; merges repeated bets by id', () => {
    let s = initialScreen('x100', current(round(5, 'betting'), { bets: [pub(1)] }), [], T0);
    s = reduceRound(s, { type: 'bets', roundId: 4, bets: [pub(9)], totals: { bets: 9, players: 9, amount: 9, bySpot: {} } });
    expect(s.bets.map((b) => b.id)).toEqual([1]);
    s = reduceRound(s, { type: 'bets', roundId: 5, bets: [pub(1), pub(3)], totals: { bets: 2, players: 2, amount: 200, bySpot: {} } });
    expect(s.bets.map((b) => b.id)).toEqual([3, 1]);
    expect(reduceRound(s, { type: 'win', roundId: 4, win: 1, amount: 1 }).win).toBeNull();
  });

  it('records the player\'s own bet at once (before the next bets push) and sums stakes per spot', () => {
    let s = initialScreen('x100', current(round(5, 'betting'), { mine: { bets: [], choice: null } }), [], T0);
    s = reduceRound(s, { type: 'placed', bet: own(11, 5, '10', 300), public: pub(11, '10', 300) });
    s = reduceRound(s, { type: 'placed', bet: own(12, 5, '10', 200), public: pub(12, '10', 200) });
    s = reduceRound(s, { type: 'placed', bet: own(13, 5, '2', 100), public: pub(13, '2', 100) });
    expect(stakesBySpot(s.mine)).toEqual({ 10: 500, 2: 100 });
    expect(s.bets.map((b) => b.id)).toEqual([13, 12, 11]);
    // The counters count the player's bets at once (they lagged a bet behind the list until the next push).
    expect(s.round?.totals).toMatchObject({ players: 1, bets: 3, amount: 600, bySpot: { 10: 500, 2: 100 } });
    // A bet answered after its round closed belongs to no round on screen.
    const next = reduceRound(s, push(round(6, 'betting'), 26_100));
    expect(reduceRound(next, { type: 'placed', bet: own(14, 5), public: pub(14) }).mine).toEqual([]);
  });

  it('a bet a push already counted is not counted again when its answer comes', () => {
    let s = initialScreen('x100', current(round(5, 'betting'), { mine: { bets: [], choice: null } }), [], T0);
    s = reduceRound(s, { type: 'bets', roundId: 5, bets: [pub(11, '10', 300)], totals: { players: 1, bets: 1, amount: 300, bySpot: { 10: 300 } } });
    s = reduceRound(s, { type: 'placed', bet: own(11, 5, '10', 300), public: pub(11, '10', 300) });
    expect(s.round?.totals).toEqual({ players: 1, bets: 1, amount: 300, bySpot: { 10: 300 } });
  });

  it('a resync replaces what pushes may have missed, but an answer older than the round on screen is dropped', () => {
    let s: RoundScreen = initialScreen('x100', current(round(5, 'betting')), [], T0);
    s = reduceRound(s, { type: 'sync', current: current(round(7, 'spinning'), { bets: [pub(40)], mine: { bets: [own(41, 7)], choice: null }, serverTime: iso(20_000) }), receivedAt: T0 + 19_000 });
    expect(s.round).toMatchObject({ id: 7, state: 'spinning' });
    expect(s.bets.map((b) => b.id)).toEqual([40]);
    expect(s.mine?.map((b) => b.id)).toEqual([41]);
    expect(s.offsetMs).toBe(1_000);
    const older = reduceRound(s, { type: 'sync', current: current(round(6, 'pause')), receivedAt: T0 + 20_000 });
    expect(older.round?.id).toBe(7);
  });
});
