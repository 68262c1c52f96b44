import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  title: 'Последние ставки',
  live: 'В эфире',
  offlineShort: 'Нет связи',
  game: 'Игра',
  player: 'Игрок',
  amount: 'Ставка',
  coefficient: 'Коэф.',
  payout: 'Выигрыш',
  profit: 'Профит',
  empty: 'Ставок пока нет — сделайте первую!',
  offline: 'Нет соединения, переподключаемся…',
};

export const feedI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Latest bets',
    live: 'Live',
    offlineShort: 'Offline',
    game: 'Game',
    player: 'Player',
    amount: 'Bet',
    coefficient: 'Coef.',
    payout: 'Payout',
    profit: 'Profit',
    empty: 'No bets yet: be the first!',
    offline: 'Offline, reconnecting…',
  },
};
