export { HotlineGame } from './components/hotline-game.tsx';
export { hotlineI18n } from './i18n/index.ts';
