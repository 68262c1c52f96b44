/**
 * A game's line of the game catalogue (the server's `game_catalogue`, issue
 * 22): what other modules read about it besides its limits and edge, which
 * administrators set. It lives in the game's own folder with the rest of the
 * game, so adding a game adds no line to a shared table; the family comes
 * from the spec's kind (own games) or is `round`. Categories and families are
 * the catalogue's (packages/db/src/schema/games.ts); the server checks that
 * the two lists agree where it reads these lines.
 */
export type CatalogueLine = {
  readonly category: 'dice-like' | 'slots' | 'live' | 'roulette' | 'cards' | 'table';
  /** Tournament points per real-money stake, basis points (bonuses.md §8). */
  readonly tournamentRateBp: number;
  /** Whether its real-money stakes earn rakeback (bonuses.md §6). */
  readonly rakeback: boolean;
  /** Share of a bonus-balance stake that counts towards a grant's wagering, basis points. */
  readonly wageringWeightBp: number;
};
