/** The kit every own game's board is built with (shared: boards of different games never import each other). */
export { AmountField, amountProblem, type AmountLimits } from './amount-field.tsx';
export { useStake } from './stake.tsx';
export { OutcomeText } from './outcome-text.tsx';
export { WinCelebration } from './win-celebration.tsx';
export { ModeBadge } from './mode-badge.tsx';
export { formatMultiplier } from './format.ts';
export { addMyGameBet } from './my-bets-store.ts';
export { edgeBpOf, MIN_BET, useGameLimits } from './limits.ts';
export { useStepRound } from './use-step-round.ts';
export { defineGameFairness, defineWebGame, type BetColumn, type GameFairness, type GameText, type WebGame } from './web-game.ts';
