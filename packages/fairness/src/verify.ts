import { assertSeeds, sha256Hex } from './bytes.ts';
import type { Seeds } from './bytes.ts';
import { DEFAULT_EDGE_BP } from './edge.ts';
import { InvalidGameInput } from './errors.ts';
import { bubblesOutcome } from './games/bubbles.ts';
import { diceOutcome, diceRange } from './games/dice.ts';
import type { DiceSide } from './games/dice.ts';
import { hotlineBoard, hotlineLadder } from './games/hotline.ts';
import type { HotlineDifficulty } from './games/hotline.ts';
import { minePositions, minesLadder } from './games/mines.ts';
import { popitOutcome } from './games/popit.ts';
import type { PopitRisk } from './games/popit.ts';

/** What the bet used; `edgeBp` defaults to the game's DEFAULT_EDGE_BP. */
type Common = Seeds & { edgeBp?: number };

export type VerifyInput = Common &
  (
    | { game: 'dice'; chanceBp: number; side: DiceSide }
    | { game: 'bubbles'; target: number }
    | { game: 'mines'; mines: number }
    | { game: 'hotline'; difficulty: HotlineDifficulty }
    | { game: 'popit'; picks: readonly number[]; risk: PopitRisk }
  );

/** Echoed with every result so a verifier can show the commitment it checked. */
type Checked = { serverSeedHash: string; clientSeed: string; nonce: number; edgeBp: number };

export type VerifyResult = Checked &
  (
    | { game: 'dice'; number: number; won: boolean; coefficient: number; range: { from: number; to: number } }
    | { game: 'bubbles'; result: number; won: boolean; coefficient: number }
    | { game: 'mines'; minePositions: number[]; ladder: number[] }
    | { game: 'hotline'; board: number[][]; ladder: number[] }
    | { game: 'popit'; drawn: number[]; hits: number; coefficient: number }
  );

/**
 * One entry point for GET /api/fairness/verify and the browser verifier:
 * recomputes a bet's outcome from its seeds and parameters. Coefficients and
 * results are in hundredths, as everywhere in this package.
 */
export function verifyOutcome(input: VerifyInput): VerifyResult {
  assertSeeds(input);
  const seeds: Seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  const checked = (edgeBp: number): Checked => ({
    serverSeedHash: sha256Hex(input.serverSeed),
    clientSeed: input.clientSeed,
    nonce: input.nonce,
    edgeBp,
  });
  switch (input.game) {
    case 'dice': {
      const edgeBp = input.edgeBp ?? DEFAULT_EDGE_BP.dice;
      const outcome = diceOutcome(seeds, { chanceBp: input.chanceBp, side: input.side, edgeBp });
      return { game: 'dice', ...checked(edgeBp), ...outcome, range: diceRange(input.chanceBp, input.side) };
    }
    case 'bubbles': {
      const edgeBp = input.edgeBp ?? DEFAULT_EDGE_BP.bubbles;
      return { game: 'bubbles', ...checked(edgeBp), ...bubblesOutcome(seeds, { target: input.target, edgeBp }) };
    }
    case 'mines': {
      const edgeBp = input.edgeBp ?? DEFAULT_EDGE_BP.mines;
      const ladder = minesLadder(input.mines, edgeBp);
      return { game: 'mines', ...checked(edgeBp), minePositions: minePositions(seeds, input.mines), ladder };
    }
    case 'hotline': {
      const edgeBp = input.edgeBp ?? DEFAULT_EDGE_BP.hotline;
      const ladder = hotlineLadder(input.difficulty, edgeBp);
      return { game: 'hotline', ...checked(edgeBp), board: hotlineBoard(seeds, input.difficulty), ladder };
    }
    case 'popit': {
      const edgeBp = input.edgeBp ?? DEFAULT_EDGE_BP.popit;
      return { game: 'popit', ...checked(edgeBp), ...popitOutcome(seeds, { picks: input.picks, risk: input.risk, edgeBp }) };
    }
    default: {
      // Reached only from untyped callers (query strings, the browser form).
      const game: unknown = (input as { game?: unknown }).game;
      throw new InvalidGameInput(`unknown game ${String(game)}`);
    }
  }
}
