/**
 * Tournament points of a real-money stake (bonuses.md §8, spec §9): the
 * game's rate comes from the game catalogue (games/catalogue: 3 % in Dice and
 * Bubbles, 10 % in other own games, live games and slots, none in roulette,
 * card and table games). A point is 100 kopecks of the rate's share, so A
 * kopecks at r basis points are A × r / 10⁶ points, A × r / 100
 * ten-thousandths of a point, cut.
 */
export function pointsX10000(amount: number, rateBp: number): number {
  return Math.floor((amount * rateBp) / 100);
}

/** Points as shown: cut to hundredths (never rounded up). */
export const pointsShown = (x10000: number): number => Math.floor(x10000 / 100) / 100;
