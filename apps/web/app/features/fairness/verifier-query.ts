import { isMessageCode, translate, type Locale } from '@azart/contracts';
import { assertSeeds, sha256Hex, type GameSpec, type Seeds } from '@azart/fairness';
import type { WebGames } from '~/shared/game/registry.ts';
import type { AnyWebGame, VerifierInput } from '~/shared/game/web-game.ts';

/**
 * The /fairness check of any game, from its URL (a check is a shareable
 * link): the game's form fields (its binding's `verifyFields`) read
 * leniently the way people type them, then the game's own verify query
 * schema — the one the server's GET /api/fairness/verify parses — and its
 * own maths. A bad parameter is told in the page's language with the shared
 * message table, never as a library's English exception text.
 */

/** The game in the URL, or the first of the catalogue (a link without `game`, as older links are, checks a Dice bet). */
export function verifierGameOf(games: WebGames, params: URLSearchParams): AnyWebGame {
  const wanted = params.get('game');
  return games.find((game) => game.id === wanted) ?? games[0]!;
}

/** What the form shows: the seeds and each of the game's fields, as in the URL or their defaults. */
export type VerifierInputs = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: string; fields: Record<string, string> };

export function readInputs(game: AnyWebGame, params: URLSearchParams, options: (name: string) => readonly string[] | null): VerifierInputs {
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(game.verifyFields as Record<string, { input: VerifierInput; default: string }>)) {
    const value = params.get(name);
    const allowed = field.input === 'select' ? options(name) : null;
    fields[name] = value === null || (allowed && !allowed.includes(value)) ? field.default : value;
  }
  return { serverSeed: params.get('serverSeed') ?? '', serverSeedHash: params.get('serverSeedHash') ?? '', clientSeed: params.get('clientSeed') ?? '', nonce: params.get('nonce') ?? '0', fields };
}

/** "33,3" → "33.3", "×2" → "2", "49,5 %" → "49.5", "3 17; 22" → "3,17,22": what a person types, as the query expects it. */
export function normalise(input: VerifierInput, text: string): string {
  const trimmed = text.trim();
  switch (input) {
    case 'decimal':
      return trimmed.replace(/^[×xX]/, '').replace(/%$/, '').replace(/[\s\u00a0]/g, '').replace(',', '.');
    case 'list':
      return trimmed.split(/[\s,;]+/).filter(Boolean).join(',');
    default:
      return trimmed;
  }
}

/** The verify query of the inputs (what GET /api/fairness/verify takes). */
export function verifyQueryOf(game: AnyWebGame, inputs: VerifierInputs): Record<string, string> {
  const query: Record<string, string> = { game: game.id, serverSeed: inputs.serverSeed, clientSeed: inputs.clientSeed, nonce: inputs.nonce.trim() };
  for (const [name, field] of Object.entries(game.verifyFields as Record<string, { input: VerifierInput }>)) query[name] = normalise(field.input, inputs.fields[name] ?? '');
  return query;
}

/** The values a select field offers: the enum of that parameter in the spec's verify query. */
export function selectOptions(spec: GameSpec, name: string): readonly string[] | null {
  const field = (spec.verifyQuery.shape as Record<string, { options?: unknown }>)[name];
  return Array.isArray(field?.options) ? (field.options as string[]) : null;
}

export type Verification =
  | { state: 'empty' }
  | { state: 'invalid'; message: string }
  | { state: 'done'; result: Record<string, unknown> & { serverSeedHash: string }; parsed: Record<string, unknown>; seeds: Seeds };

/** Recomputes the outcome in the browser with the game's maths at its default house edge (the edge the bet had is not in the URL). */
export function verify(spec: GameSpec, query: Record<string, string>, locale: Locale): Verification {
  if (!query.serverSeed || !query.clientSeed) return { state: 'empty' };
  const parsed = spec.verifyQuery.safeParse(query);
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message ?? 'invalid_value';
    return { state: 'invalid', message: translate(isMessageCode(code) ? code : 'invalid_value', locale) };
  }
  const data = parsed.data as Record<string, unknown> & Seeds;
  const seeds = { serverSeed: data.serverSeed, clientSeed: data.clientSeed, nonce: data.nonce };
  try {
    assertSeeds(seeds);
    const outcome = spec.verify(seeds, spec.verifyParams(parsed.data), spec.defaultEdgeBp) as Record<string, unknown>;
    return { state: 'done', result: { ...outcome, serverSeedHash: sha256Hex(seeds.serverSeed) }, parsed: parsed.data, seeds };
  } catch {
    return { state: 'invalid', message: translate('seed_invalid', locale) };
  }
}

/** The answer the server's verify endpoint should give for these seeds at this house edge (the live one). */
export function expectedAnswer(spec: GameSpec, verification: Extract<Verification, { state: 'done' }>, edgeBp: number): unknown {
  return spec.toVerifyResponse(spec.verify(verification.seeds, spec.verifyParams(verification.parsed), edgeBp));
}

/** Same JSON value, whatever the order of keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
    return value;
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
