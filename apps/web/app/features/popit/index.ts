export { PopitGame } from './components/popit-game.tsx';
export { popitI18n } from './i18n/index.ts';
