/**
 * Tournament points per game (bonuses.md §8, spec §9): 3 % of a real-money
 * stake in Dice, Bonus Dice and Bubbles, 10 % in every other mode, live game
 * and slot, none in baccarat, roulette and card games. Provider games carry
 * their own ids, so the exclusions are recognised by name.
 */
const LOW_RATE = new Set(['dice', 'bonusdice', 'bonus-dice', 'bonus_dice', 'bubbles']);
const NO_POINTS = /baccarat|roulette|blackjack|poker|hold.?em|card|andar|bahar|dragon.?tiger|teen.?patti|sic.?bo.?card|punto|chemin|war\b/i;

/** Percent of the stake that becomes points (1 point = 1 coin of it). */
export function pointsPercent(game: string): number {
  const id = game.toLowerCase();
  if (LOW_RATE.has(id)) return 3;
  if (NO_POINTS.test(id)) return 0;
  return 10;
}

/**
 * Points of a stake in ten-thousandths: a point is 100 kopecks of the
 * percentage, so A kopecks at r % is A × r / 100 kopecks = A × r / 10⁴
 * points, exactly A × r ten-thousandths.
 */
export function pointsX10000(game: string, amount: number): number {
  return amount * pointsPercent(game);
}

/** Points as shown: cut to hundredths (never rounded up). */
export const pointsShown = (x10000: number): number => Math.floor(x10000 / 100) / 100;
