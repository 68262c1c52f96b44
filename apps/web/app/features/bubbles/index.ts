export { BubblesGame } from './components/bubbles-game.tsx';
export { bubblesI18n } from './i18n/index.ts';
