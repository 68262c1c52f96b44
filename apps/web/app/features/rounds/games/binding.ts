import type { ComponentType, SVGProps } from 'react';
import type { RoundGame } from '@azart/contracts';
import type { CatalogueTexts } from '~/shared/game/web-game.ts';
import type { Catalogues } from '~/shared/i18n/catalog.ts';

/** Texts of a round game's page (its i18n namespace is its id, like an instant game's). */
export type RoundGameTexts = CatalogueTexts;

/**
 * A multiplayer round game on the web (issue 12): what menus, the catalogue
 * and the page's head need. Light, like an instant game's binding: the board
 * code is in the page's chunk.
 */
export type RoundWebGame = {
  readonly id: RoundGame;
  /** Its place in menus, after the instant games (which use 10–50). */
  readonly order: number;
  readonly Mark: ComponentType<SVGProps<SVGSVGElement>>;
  readonly i18n: Catalogues<RoundGameTexts>;
};

export const defineRoundWebGame = (game: RoundWebGame): RoundWebGame => game;
