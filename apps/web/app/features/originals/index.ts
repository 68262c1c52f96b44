export { AmountField, amountProblem } from './components/amount-field.tsx';
export { GamePage } from './components/game-page.tsx';
export { GameMyBets } from './components/my-bets.tsx';
export { addMyGameBet, refreshMyGameBets } from './api/my-bets.ts';
export { MIN_BET, useGameLimits } from './api/originals.ts';
export { originalsI18n } from './i18n/index.ts';
export { GameMark } from './components/game-mark.tsx';
export { formatMultiplier } from './format.ts';
export { useStepRound } from './hooks/use-step-round.ts';
