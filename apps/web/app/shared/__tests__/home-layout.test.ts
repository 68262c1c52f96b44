import { describe, expect, it } from 'vitest';
import { homeLayoutFor } from '../home-layout.ts';

describe('the home page layout (spec §2, §3 oldHome)', () => {
  it('is the old layout by default and the redesign only when chosen on a wide screen', () => {
    expect(homeLayoutFor(false, false)).toBe('old');
    expect(homeLayoutFor(true, false)).toBe('redesign');
  });

  it('keeps the old layout below 980 px whatever the choice', () => {
    expect(homeLayoutFor(true, true)).toBe('old');
    expect(homeLayoutFor(false, true)).toBe('old');
  });
});
