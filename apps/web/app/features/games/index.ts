export { GamesList } from './components/games-list.tsx';
export { Hero } from './components/hero.tsx';
export { GamesMenu } from './components/games-menu.tsx';
export { gamesI18n } from './i18n/index.ts';
