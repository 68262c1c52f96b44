import { afterEach, describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { parseWithoutEval } from '../zod-without-eval.ts';

describe('zod without eval in the browser', () => {
  const before = config().jitless;
  afterEach(() => {
    config({ jitless: before });
  });

  it('sets the jitless option that zod itself reads', () => {
    config({ jitless: false });
    parseWithoutEval();
    expect(config().jitless).toBe(true);
  });
});
