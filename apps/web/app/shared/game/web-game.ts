import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { GameSpec } from '@azart/fairness';
import type { z } from 'zod';
import type { Catalogues } from '../i18n/catalog.ts';
import type { Locale } from '../locale.ts';

/**
 * An own game on the web (issue 10 item 3). Each game's feature folder
 * declares one, `features/<id>/game.tsx` exporting `game`, and the app finds
 * it by convention (app/games.ts) for each game of the package registry
 * (packages/fairness/src/games/all.ts). Its page is `features/<id>/board.tsx`
 * inside the shared game frame (routes/game.tsx). Everything that lists or
 * shows games reads these: the route table, the catalogue and menus, the
 * game frame and bet history, the feed, the bet dialog and the /fairness
 * verifier. Shared code names no game.
 *
 * A binding is loaded by every page (menus list every game), so it stays
 * light: texts, an emblem, small renderers. The board is its own route
 * chunk; the fairness views load on demand (`fairness()`). Its types come
 * from the game's spec, imported as a type only: no spec code (zod) reaches
 * the first load.
 */

/** The parts of a spec the web's types read. */
export type SpecTypes = Pick<GameSpec, 'id' | 'bet' | 'verifyQuery' | 'verify'>;

export type BetOf<S extends SpecTypes> = z.output<S['bet']>;
type SeedParam = 'game' | 'serverSeed' | 'clientSeed' | 'nonce';
/** The verify query's own parameters of a game (beyond the game and the seeds). */
export type VerifyParam<S extends SpecTypes> = Exclude<keyof z.input<S['verifyQuery']>, SeedParam> & string;
export type VerifyQueryOf<S extends SpecTypes> = z.output<S['verifyQuery']>;
/** A recomputed outcome: what the spec's `verify` returns. */
export type VerifyResultOf<S extends SpecTypes> = ReturnType<S['verify']>;

/** Texts every game has in its catalogue (i18n namespace = the game's id): instant and round games alike. */
export type CatalogueTexts = {
  /** Its name in menus, tables and the feed. */
  name: string;
  /** One sentence on its catalogue card. */
  blurb: string;
  title: string;
  subtitle: string;
  /** How to play, one paragraph each (the page's rules card). */
  rules: string[];
  seo: { title: string; description: string };
};

/** An instant game's texts: the catalogue's, and its verifier's. */
export type GameTexts = CatalogueTexts & {
  verify: {
    /** Label of each verify parameter. */
    fields: Record<string, string>;
    /** Labels of the values of each select field. */
    options: Record<string, Record<string, string>>;
    /** How the outcome comes from the bytes, under the verifier's result. */
    how: string;
  };
};

/** The game's own texts: `text('rules', { returnObjects: true })`, `text('levels.easy')`. */
export type GameText = (key: string, options?: Record<string, unknown>) => string;

/** One game-specific column of the player's bet history, between the stake and the outcome. */
export type BetColumn<B> = { key: string; label: string; className?: string; cellClassName?: string; cell: (bet: B) => ReactNode };

/**
 * How the /fairness form reads a verify parameter: `decimal` takes "33,3"
 * or "×2" as well, `list` takes numbers separated by spaces or commas,
 * `select` offers the values of the parameter's enum in the spec.
 */
export type VerifierInput = 'integer' | 'decimal' | 'list' | 'select';
export type VerifierField = { readonly input: VerifierInput; readonly default: string };

/** The game's fairness views, loaded when a bet dialog or the verifier shows one. */
export type GameFairness<S extends SpecTypes = SpecTypes> = {
  /** Facts of a bet in its dialog, after size, coefficient, result and profit: `<div><dt/><dd/></div>` each. */
  BetFacts: ComponentType<{ bet: BetOf<S> }>;
  /** The bet's outcome drawn (a board), for games that have one. */
  BetOutcome?: ComponentType<{ bet: BetOf<S> }>;
  /** An outcome the verifier recomputed, with the query it was computed from. */
  VerifiedOutcome: ComponentType<{ result: VerifyResultOf<S>; query: VerifyQueryOf<S> }>;
  /** How the outcome comes from the bytes, in the bet's downloadable record. */
  algorithm: string;
};

export type WebGame<S extends SpecTypes = SpecTypes> = {
  readonly id: S['id'];
  /** Its place in menus and the catalogue (lower first; the registry itself is in no particular order). */
  readonly order: number;
  /** Its emblem (catalogue cards, menus). */
  readonly Mark: ComponentType<SVGProps<SVGSVGElement>>;
  /** Its texts: a label for each of its verify parameters at least. */
  readonly i18n: Catalogues<GameTexts & { verify: { fields: Record<VerifyParam<S>, string> } }>;
  /** Its columns in the player's bet history. */
  betColumns(text: GameText, locale: Locale): BetColumn<BetOf<S>>[];
  /** The /fairness form's fields: one per verify parameter. */
  readonly verifyFields: { readonly [K in VerifyParam<S>]: VerifierField };
  /** A bet's own verify parameters, for the link from its dialog to the verifier. */
  verifyQueryOf(bet: BetOf<S>): { [K in VerifyParam<S>]: string };
  fairness(): Promise<{ default: GameFairness<S> }>;
};

/**
 * Any game's binding, as lists of games hold them. Each binding was checked
 * against its own spec where it is declared (defineWebGame); a list of
 * different games can only erase those types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyWebGame = WebGame<any>;

/** Checks a game's binding against its spec's types: `defineWebGame<SpecOf<'dice'>>({ … })`. */
export function defineWebGame<S extends SpecTypes>(game: WebGame<S>): WebGame<S> {
  return game;
}

export function defineGameFairness<S extends SpecTypes>(fairness: GameFairness<S>): GameFairness<S> {
  return fairness;
}
