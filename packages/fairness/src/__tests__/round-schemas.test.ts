import { describe, expect, it } from 'vitest';
import { builtOnFirstUse } from '../rounds/games/spec.ts';
import { ROUND_GAME_SPECS } from '../rounds/games/registry.ts';

describe('the round games\' schemas, built on first use (decision 035)', () => {
  it('builds a schema once, when it is first read, and hands out that one', () => {
    let builds = 0;
    const schema = builtOnFirstUse(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    const first = schema();
    expect(schema()).toBe(first);
    expect(builds).toBe(1);
  });

  it('gives each spec the same schemas on every read, and they check what the engine shows', () => {
    for (const spec of Object.values(ROUND_GAME_SPECS)) {
      expect(spec.viewSchema).toBe(spec.viewSchema);
      expect(spec.spotSchema).toBe(spec.spotSchema);
      expect(spec.choiceSchema).toBe(spec.choiceSchema);
      for (const spot of spec.spots) expect(spec.spotSchema.safeParse(spot).success).toBe(true);
      expect(spec.spotSchema.safeParse('no-such-spot').success).toBe(false);
      const hash = 'ab'.repeat(32);
      const view = spec.view(spec.result(hash, 'salt') as never, { revealChoices: true });
      expect(spec.viewSchema.safeParse(view).success).toBe(true);
      expect(spec.viewSchema.safeParse({ ...(view as object), game: 'other' }).success).toBe(false);
    }
    expect(ROUND_GAME_SPECS.crazytime.choiceSchema?.safeParse({ flapper: 'nonsense' }).success).toBe(false);
  });
});
