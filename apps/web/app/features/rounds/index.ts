/**
 * The multiplayer round games on the web (issue 12): x100, Mega Wheel and
 * Crazy Time: the page (routes/round-game.tsx renders it), its texts (added
 * by the routes that show them) and the round verifier of /fairness. The
 * bindings every page needs come from the light entry, catalogue.ts.
 */
export { ROUND_WEB_GAMES } from './games/index.ts';
export { roundsI18n } from './i18n/index.ts';
export { RoundGamePage } from './components/round-game.tsx';
export { loadRoundPage } from './load.ts';
export { RoundFairness } from './components/round-fairness.tsx';
export { loadChains } from './api/rounds.ts';
