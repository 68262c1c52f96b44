import type { ComponentType, SVGProps } from 'react';
import type { RoundGame, RoundResult } from '@azart/contracts';
import type { CatalogueTexts } from '~/shared/game/web-game.ts';
import type { Catalogues } from '~/shared/i18n/catalog.ts';

/** Texts of a round game's page (its i18n namespace is its id, like an instant game's). */
export type RoundGameTexts = CatalogueTexts;

/**
 * A multiplayer round game on the web (issue 12): what menus, the catalogue
 * and the page's head need, and the facts about its spots every view reads.
 * Light, like an instant game's binding: the board code is in the page's
 * chunk (games/views.ts).
 */
export type RoundWebGame = {
  readonly id: RoundGame;
  /** Its place in menus, after the instant games (which use 10–50). */
  readonly order: number;
  readonly Mark: ComponentType<SVGProps<SVGSVGElement>>;
  readonly i18n: Catalogues<RoundGameTexts>;
  /** Each spot's colour (bet buttons, board, results strip, bets lists), by the API's spot. */
  readonly colors: Readonly<Record<string, string>>;
  /** A numbered spot as players read it ("×10" on x100, "8" on Mega Wheel); named spots take their name from the texts. */
  spotText(spot: string): string;
  /** What a win on a numbered spot pays, stake included, when the label does not say it already ("×9" on Mega Wheel's 8). */
  pays(spot: string): string | null;
  /**
   * The spot a round of this game landed on, in the API's words. Method syntax on purpose: each game
   * takes its own member of the results union, and a method's parameter may be the narrower type.
   */
  resultSpot(result: RoundResult): string;
};

export const defineRoundWebGame = (game: RoundWebGame): RoundWebGame => game;
