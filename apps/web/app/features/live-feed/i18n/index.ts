import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  title: 'Последние ставки',
  live: 'Live',
  game: 'Игра',
  player: 'Игрок',
  amount: 'Ставка',
  coefficient: 'Коэф.',
  result: 'Результат',
  empty: 'Ставок пока нет — сделайте первую!',
  offline: 'Нет соединения, переподключаемся…',
};

export const feedI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Latest bets',
    live: 'Live',
    game: 'Game',
    player: 'Player',
    amount: 'Bet',
    coefficient: 'Coef.',
    result: 'Result',
    empty: 'No bets yet: be the first!',
    offline: 'Offline, reconnecting…',
  },
};
