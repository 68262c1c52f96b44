import { describe, expect, it } from 'vitest';
import {
  InvalidGameInput,
  bubblesOutcome,
  diceOutcome,
  hotlineBoard,
  hotlineLadder,
  minePositions,
  minesLadder,
  popitOutcome,
  sha256Hex,
  verifyOutcome,
} from '../index.ts';
import type { VerifyInput } from '../index.ts';

const SEEDS = { serverSeed: '3f9c0b1e7d2a4c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a', clientSeed: 'lucky', nonce: 42 };
const CHECKED = { serverSeedHash: sha256Hex(SEEDS.serverSeed), clientSeed: 'lucky', nonce: 42 };

describe('verifyOutcome', () => {
  it('dice: the bet outcome with the default 1 % edge and the winning range', () => {
    expect(verifyOutcome({ game: 'dice', ...SEEDS, chanceBp: 4950, side: 'more' })).toEqual({
      game: 'dice',
      ...CHECKED,
      edgeBp: 100,
      ...diceOutcome(SEEDS, { chanceBp: 4950, side: 'more', edgeBp: 100 }),
      range: { from: 505_000, to: 999_999 },
    });
  });

  it('bubbles, mines, hotline and popit match their game functions at default edges', () => {
    expect(verifyOutcome({ game: 'bubbles', ...SEEDS, target: 250 })).toEqual({
      game: 'bubbles',
      ...CHECKED,
      edgeBp: 100,
      ...bubblesOutcome(SEEDS, { target: 250, edgeBp: 100 }),
    });
    expect(verifyOutcome({ game: 'mines', ...SEEDS, mines: 5 })).toEqual({
      game: 'mines',
      ...CHECKED,
      edgeBp: 100,
      minePositions: minePositions(SEEDS, 5),
      ladder: minesLadder(5, 100),
    });
    expect(verifyOutcome({ game: 'hotline', ...SEEDS, difficulty: 'expert' })).toEqual({
      game: 'hotline',
      ...CHECKED,
      edgeBp: 300,
      board: hotlineBoard(SEEDS, 'expert'),
      ladder: hotlineLadder('expert', 300),
    });
    expect(verifyOutcome({ game: 'popit', ...SEEDS, picks: [1, 2, 3], risk: 'medium' })).toEqual({
      game: 'popit',
      ...CHECKED,
      edgeBp: 300,
      ...popitOutcome(SEEDS, { picks: [1, 2, 3], risk: 'medium' }),
    });
  });

  it('uses the edge the bet was placed with', () => {
    const result = verifyOutcome({ game: 'dice', ...SEEDS, chanceBp: 5000, side: 'less', edgeBp: 200 });
    expect(result).toMatchObject({ edgeBp: 200, coefficient: 196 });
  });

  it('rejects an unknown game, bad parameters and bad seeds from untyped callers', () => {
    expect(() => verifyOutcome({ game: 'roulette', ...SEEDS } as unknown as VerifyInput)).toThrow(InvalidGameInput);
    expect(() => verifyOutcome({ game: 'mines', ...SEEDS, mines: 0 })).toThrow(InvalidGameInput);
    expect(() => verifyOutcome({ game: 'dice', ...SEEDS, nonce: -1, chanceBp: 5000, side: 'less' })).toThrow(InvalidGameInput);
    expect(() => verifyOutcome({ game: 'bubbles', ...SEEDS, target: 200, edgeBp: 20 })).toThrow(InvalidGameInput);
  });
});
