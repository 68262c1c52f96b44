export { DiceGame } from './components/dice-game.tsx';
export { diceI18n } from './i18n/index.ts';
export { loadDiceLimits, type GameLimits } from './api/limits.ts';
