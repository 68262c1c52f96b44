import { describe, expect, it } from 'vitest';
import { createRoundResume, type PlayerKey } from '../round-resume.ts';

/**
 * The resume logic behind useStepRound (Mines, Hotline): the open round of the
 * player is loaded once, even when the effect is cleaned up and run again
 * while GET /api/games/{game}/current is still out (React StrictMode, a
 * dependency change), and an answer for a cleaned-up run is never applied twice
 * or for the wrong player.
 */
type Round = { id: number; status: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the hook does: one controller per mounted page, `sync` as the effect body. */
function page() {
  const resume = createRoundResume<Round>();
  const requests: Array<{ key: string; answer: ReturnType<typeof deferred<{ round: Round | null }>> }> = [];
  const events: string[] = [];
  let ready = false;
  let shown: Round | null = null;
  const effect = (key: PlayerKey) =>
    resume.sync(
      key,
      () => {
        const answer = deferred<{ round: Round | null }>();
        requests.push({ key: key!, answer });
        return answer.promise;
      },
      {
        reset(k) {
          events.push(`reset ${k}`);
          ready = false;
          shown = null;
        },
        loaded(round) {
          events.push(`loaded ${round ? round.id : 'none'}`);
          ready = true;
          shown = round;
        },
      },
    );
  return { effect, requests, events, state: () => ({ ready, shown }) };
}

const open: Round = { id: 41, status: 'open' };

describe('resuming the open round (useStepRound)', () => {
  it('StrictMode: the effect is cleaned up and run again while the request is out; the round still loads, once', async () => {
    const p = page();
    const cleanup = p.effect('7:true');
    cleanup(); // StrictMode's simulated unmount
    p.effect('7:true');
    expect(p.requests).toHaveLength(1); // the request that is out is taken over, not sent again
    p.requests[0]!.answer.resolve({ round: open });
    await flush();
    expect(p.state()).toEqual({ ready: true, shown: open });
    expect(p.events).toEqual(['reset 7:true', 'loaded 41']);
  });

  it('the answer arriving between the cleanup and the next run is applied by that run', async () => {
    const p = page();
    const cleanup = p.effect('7:true');
    p.requests[0]!.answer.resolve({ round: open });
    cleanup();
    await flush();
    expect(p.state().ready).toBe(false); // nobody live to apply it yet
    p.effect('7:true');
    await flush();
    expect(p.requests).toHaveLength(1);
    expect(p.events).toEqual(['reset 7:true', 'loaded 41']);
  });

  it('once loaded, a re-run for the same player does nothing', async () => {
    const p = page();
    const first = p.effect('7:true');
    p.requests[0]!.answer.resolve({ round: null });
    await flush();
    first();
    p.effect('7:true')();
    p.effect('7:true');
    await flush();
    expect(p.requests).toHaveLength(1);
    expect(p.events).toEqual(['reset 7:true', 'loaded none']);
    expect(p.state()).toEqual({ ready: true, shown: null });
  });

  it('a stale answer for another player (or demo mode) is never shown', async () => {
    const p = page();
    const real = p.effect('7:false');
    real();
    const demo = p.effect('7:true');
    demo();
    p.effect('7:false'); // back again before either answer: the first request belongs to a cleaned-up run
    expect(p.requests.map((r) => r.key)).toEqual(['7:false', '7:true', '7:false']);
    p.requests[0]!.answer.resolve({ round: { id: 1, status: 'open' } });
    p.requests[1]!.answer.resolve({ round: { id: 2, status: 'open' } });
    await flush();
    expect(p.state().ready).toBe(false);
    p.requests[2]!.answer.resolve({ round: open });
    await flush();
    expect(p.events).toEqual(['reset 7:false', 'reset 7:true', 'reset 7:false', 'loaded 41']);
    expect(p.state()).toEqual({ ready: true, shown: open });
  });

  it('a failed request still makes the page ready, and is not repeated by a re-run', async () => {
    const p = page();
    const cleanup = p.effect('7:true');
    p.requests[0]!.answer.reject(new Error('network'));
    await flush();
    expect(p.state()).toEqual({ ready: true, shown: null });
    cleanup();
    p.effect('7:true');
    await flush();
    expect(p.requests).toHaveLength(1);
  });

  it('anonymous: ready at once; signing in then loads that player', async () => {
    const p = page();
    const anonymous = p.effect(null);
    expect(p.state().ready).toBe(true);
    expect(p.requests).toHaveLength(0);
    anonymous();
    p.effect('8:false');
    expect(p.state().ready).toBe(false);
    p.requests[0]!.answer.resolve({ round: open });
    await flush();
    expect(p.events).toEqual(['reset null', 'loaded none', 'reset 8:false', 'loaded 41']);
  });

  it('a re-mounted page (language switch) asks again and ignores the old page', async () => {
    const before = page();
    const cleanup = before.effect('7:true');
    cleanup(); // the old page unmounts with its request out
    const after = page();
    after.effect('7:true');
    before.requests[0]!.answer.resolve({ round: { id: 1, status: 'open' } });
    after.requests[0]!.answer.resolve({ round: open });
    await flush();
    expect(before.events).toEqual(['reset 7:true']);
    expect(after.events).toEqual(['reset 7:true', 'loaded 41']);
  });
});
