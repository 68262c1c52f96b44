import { z } from 'zod';
import type { Seeds } from '../bytes.ts';
import type { CatalogueLine } from './catalogue-line.ts';

/**
 * What an own game declares once (issue 10 item 3): its API contract (zod,
 * shared by server and browser), what a bet stores, how a stored bet reads to
 * its owner, and how anyone verifies an outcome. The server's game frame, the
 * bet history, the verify endpoint, the browser verifier and the route table
 * all read it from the registry (./registry.ts); nothing else names a game.
 *
 * Error messages are codes; a game's own codes come with their texts
 * (`messages`) and join the shared message table of packages/contracts.
 */

export type Messages = Readonly<Record<string, { readonly ru: string; readonly en: string }>>;

/** A stake in kopecks: a positive whole number, far below 2^53. */
export const betAmountSchema = z
  .number({ error: 'amount_invalid' })
  .int({ error: 'amount_invalid' })
  .positive({ error: 'amount_invalid' })
  .max(1_000_000_000_000, { error: 'amount_invalid' });

/** A number from a query string: an empty value is missing, not 0 (as plain coercion would make it). */
export const queryNumber = (code: string) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: code }));

/** A decimal with at most two places (1.5, 49.55), in a range; `code` names the message. */
export const hundredthsNumber = (code: string, min: number, max: number) =>
  z
    .number({ error: code })
    .min(min, { error: code })
    .max(max, { error: code })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: code });

/** 1–64 printable ASCII characters (games.md §1). */
export const clientSeedField = z.string({ error: 'client_seed_invalid' }).regex(/^[\x20-\x7E]{1,64}$/, { error: 'client_seed_invalid' });

/** The seeds part of every verify query. */
export const seedsQuery = {
  serverSeed: z.string({ error: 'seed_invalid' }).min(1, { error: 'seed_invalid' }).max(128, { error: 'seed_invalid' }),
  clientSeed: clientSeedField,
  nonce: queryNumber('nonce_invalid').pipe(z.number().int({ error: 'nonce_invalid' }).min(0, { error: 'nonce_invalid' }).max(Number.MAX_SAFE_INTEGER, { error: 'nonce_invalid' })),
};

/** Fields every settled bet carries (the owner's view). Amounts in kopecks; coefficient like 1.98. */
export const betBaseSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /** Coefficient of the outcome's payout (0 when lost). */
  coefficient: z.number(),
  /** Amount paid back (0 on a loss). */
  win: z.number().int(),
  demo: z.boolean(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  createdAt: z.string(),
});

/** Fields of every multi-step round (Mines, Hotline): open until a loss, a cash-out or the last step. */
export const roundBaseSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  demo: z.boolean(),
  status: z.enum(['open', 'lost', 'cashed']),
  /** Coefficient reached so far (0 before the first safe pick, and after a loss). */
  coefficient: z.number(),
  /** Coefficient the next safe pick would reach (null when none is left). */
  nextCoefficient: z.number().nullable(),
  /** Coefficient after each possible number of safe picks, from one pick up. */
  ladder: z.array(z.number()),
  /** Paid on cash-out (0 while open or after a loss). */
  win: z.number().int(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Id of the settled bet once the round is over. */
  betId: z.number().int().nullable(),
  createdAt: z.string(),
  /** The pick that lost the round, if it was lost. */
  lostOn: z.number().int().nullable(),
});

/** Shared by every game: the parts the registry reads. Method syntax on purpose (each game narrows the types). */
export interface GameSpec<
  Id extends string = string,
  Request = unknown,
  Params = unknown,
  Outcome = unknown,
  Result = unknown,
  Bet extends z.ZodObject = z.ZodObject,
  Query extends z.ZodObject = z.ZodObject,
  Response extends z.ZodObject = z.ZodObject,
  Step extends z.ZodObject | undefined = z.ZodObject | undefined,
  Round extends z.ZodObject | undefined = z.ZodObject | undefined,
  M extends Messages = Messages,
  StepPath extends string | undefined = string | undefined,
> {
  readonly id: Id;
  /** `instant`: one request settles the bet; `steps`: a round of picks (start, pick, cash out). */
  readonly kind: 'instant' | 'steps';
  /** House edge before an administrator changes it (games.md §4), basis points. */
  readonly defaultEdgeBp: number;
  /** Its line of the game catalogue (tournament rate, rakeback, wagering weight). */
  readonly catalogue: CatalogueLine;
  readonly messages: M;
  /** Body of a bet (instant) or of a round's start (steps). */
  readonly request: z.ZodType<Request>;
  /** The player's choices as stored with the bet (integers: hundredths, basis points). */
  toParams(request: Request): Params;
  readonly params: z.ZodType<Params>;
  /** What the bet stores of its outcome. */
  readonly outcome: z.ZodType<Outcome>;
  /** The owner's view of a settled bet: `betBaseSchema` extended with `game` and the game's fields. */
  readonly bet: Bet;
  betFields(params: Params, outcome: Outcome): Omit<z.infer<Bet>, keyof z.infer<typeof betBaseSchema> | 'game'>;
  /** Outcome of seeds and stored params at a house edge (hundredths, as everywhere in this package). */
  verify(seeds: Seeds, params: Params, edgeBp: number): Result;
  /** Query of GET /api/fairness/verify for this game (`game` and the seeds included). */
  readonly verifyQuery: Query;
  /** Stored params from a verify query (the same choices as a bet's). */
  verifyParams(query: z.infer<Query>): Params;
  /** What the verify endpoint answers for this game. */
  readonly verifyResponse: Response;
  toVerifyResponse(result: Result): z.infer<Response>;
  /** Steps games: the body of one pick, and the round as its player sees it (`roundBaseSchema` extended). */
  readonly step: Step;
  readonly round: Round;
  /**
   * Steps games: the path segment of the pick route, `POST /api/games/{id}/{stepPath}`
   * (`reveal` for Mines). Part of the API contract, so the typed endpoint table
   * (packages/contracts/src/api.ts) names the route without knowing the game.
   */
  readonly stepPath?: StepPath;
}

/** Keeps each game's exact types while checking it against `GameSpec`. */
export function defineGame<
  const Id extends string,
  Request,
  Params,
  Outcome,
  Result,
  Bet extends z.ZodObject,
  Query extends z.ZodObject,
  Response extends z.ZodObject,
  Step extends z.ZodObject | undefined,
  Round extends z.ZodObject | undefined,
  const M extends Messages,
  const StepPath extends string | undefined = undefined,
>(spec: GameSpec<Id, Request, Params, Outcome, Result, Bet, Query, Response, Step, Round, M, StepPath>): GameSpec<Id, Request, Params, Outcome, Result, Bet, Query, Response, Step, Round, M, StepPath> {
  return spec;
}

/** Hundredths to the decimal the API shows (198 → 1.98). */
export const fromHundredths = (hundredths: number) => hundredths / 100;
