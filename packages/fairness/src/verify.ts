import { assertSeeds, sha256Hex } from './bytes.ts';
import type { Seeds } from './bytes.ts';
import { InvalidGameInput } from './errors.ts';
import { GAME_SPECS, isGameId, type GameId, type ParamsOf, type SpecOf } from './games/registry.ts';

/** What the bet used; `edgeBp` defaults to the game's default house edge. */
type Common = Seeds & { edgeBp?: number };

/** A game and its stored parameters (as bets store them: hundredths, basis points). */
export type VerifyInput = { [G in GameId]: Common & { game: G } & ParamsOf<G> }[GameId];

/** Echoed with every result so a verifier can show the commitment it checked. */
type Checked = { serverSeedHash: string; clientSeed: string; nonce: number; edgeBp: number };

export type VerifyResult = { [G in GameId]: Checked & { game: G } & ReturnType<SpecOf<G>['verify']> }[GameId];

/**
 * One entry point for GET /api/fairness/verify and the browser verifier:
 * recomputes a bet's outcome from its seeds and parameters with the game's
 * own maths (its spec in ./games). Coefficients and results are in
 * hundredths, as everywhere in this package.
 */
export function verifyOutcome(input: VerifyInput): VerifyResult {
  assertSeeds(input);
  // Reached with anything from untyped callers (query strings, the browser form).
  if (!isGameId(input.game)) throw new InvalidGameInput(`unknown game ${String((input as { game?: unknown }).game)}`);
  const { game, serverSeed, clientSeed, nonce, edgeBp: given, ...params } = input;
  const spec = GAME_SPECS[game] as SpecOf<GameId> & { verify(seeds: Seeds, params: unknown, edgeBp: number): object };
  const edgeBp = given ?? spec.defaultEdgeBp;
  const outcome = spec.verify({ serverSeed, clientSeed, nonce }, params, edgeBp);
  return { game, serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce, edgeBp, ...outcome } as VerifyResult;
}
