import { describe, expect, it } from 'vitest';
import { afterVersionPoll, buildAtOf, initialVersionState, VERSION_POLL_MS, type VersionState } from '../logic/version.ts';

/** Runs answers through the check as the 60 s poll would, collecting the builds it prompted for. */
function poll(answers: Array<number | null>, start: VersionState = initialVersionState) {
  let state = start;
  const prompts: number[] = [];
  for (const answer of answers) {
    const result = afterVersionPoll(state, answer);
    state = result.state;
    if (result.prompt) prompts.push(state.asked!);
  }
  return { state, prompts };
}

describe('update detection (spec §4: buildAt every 60 s)', () => {
  it('polls every 60 s', () => {
    expect(VERSION_POLL_MS).toBe(60_000);
  });

  it('takes the first answer as the page\'s own build and prompts only when a newer one appears', () => {
    expect(poll([100, 100, 100]).prompts).toEqual([]);
    const { state, prompts } = poll([100, 100, 250]);
    expect(prompts).toEqual([250]);
    expect(state).toEqual({ known: 100, asked: 250 });
  });

  it('asks once per new build, again for a still newer one, never for an older one', () => {
    expect(poll([100, 250, 250, 250, 90, 250, 300, 300]).prompts).toEqual([250, 300]);
  });

  it('ignores failed polls and answers without a usable buildAt (spec §8: silently)', () => {
    expect(poll([null, null, 100, null, 200]).prompts).toEqual([200]);
    expect(poll([null]).state).toEqual(initialVersionState);
  });

  it('reads buildAt only as a positive whole timestamp', () => {
    expect(buildAtOf({ buildAt: 1_700_000_000_000 })).toBe(1_700_000_000_000);
    for (const body of [null, undefined, 'x', {}, { buildAt: '1700000000000' }, { buildAt: 1.5 }, { buildAt: -1 }, { buildAt: 0 }, { buildAt: Number.NaN }]) {
      expect(buildAtOf(body), JSON.stringify(body)).toBeNull();
    }
  });
});
