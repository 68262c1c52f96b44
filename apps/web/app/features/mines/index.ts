export { MinesGame } from './components/mines-game.tsx';
export { minesI18n } from './i18n/index.ts';
