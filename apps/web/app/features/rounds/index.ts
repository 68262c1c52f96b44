/**
 * The multiplayer round games on the web (issue 12): x100, Mega Wheel and
 * Crazy Time. Their bindings (menus, catalogue, texts), the page
 * (routes/round-game.tsx renders it) and the round verifier of /fairness.
 */
export { ROUND_WEB_GAMES, type RoundGameTexts, type RoundWebGame } from './games/index.ts';
export { roundsI18n } from './i18n/index.ts';
export { RoundGamePage } from './components/round-game.tsx';
export { loadRoundPage } from './load.ts';
export { RoundFairness } from './components/round-fairness.tsx';
export { loadChains } from './api/rounds.ts';
