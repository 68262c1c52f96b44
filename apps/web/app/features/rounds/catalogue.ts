/**
 * The light entry of the round games' feature: their bindings (id, order,
 * emblem, texts) for menus, the catalogue and the i18n instances, which every
 * page loads. The page and the verifier (index.ts) bring the games' maths and
 * stay in their route chunks.
 */
export { ROUND_WEB_GAMES, type RoundGameTexts, type RoundWebGame } from './games/index.ts';
