import type { Catalogues } from '~/shared/i18n/catalog.ts';

/** The /tournaments page's words. */
const ru = {
  title: 'Турниры',
  // Only games the site has (rates.ts also knows Bonus Dice, slots and live games, which are to come: name them here when they do).
  lead: 'Каждая ставка с основного баланса приносит очки: 3\u00a0% суммы в Dice и Bubbles, 10\u00a0% в остальных играх. 1 очко — 1 монета.',
  loadFailed: 'Не удалось загрузить турниры. Обновите страницу.',
  name: {
    bank: { day: 'Турнир дня: общий банк', week: 'Турнир недели: общий банк', month: 'Турнир месяца: общий банк', other: 'Турнир: общий банк' },
    places: { day: 'Турнир дня: призы за места', week: 'Турнир недели: призы за места', month: 'Турнир месяца: призы за места', other: 'Турнир: призы за места' },
    referral: { day: 'Реферальный турнир дня', week: 'Реферальный турнир недели', month: 'Реферальный турнир месяца', other: 'Реферальный турнир' },
  },
  about_bank: 'Банк делится между всеми участниками по очкам: награда = очки × курс очка.',
  about_places: 'Два лучших игрока по очкам забирают призы из магазина наград.',
  about_referral: 'Места — по сумме депозитов ваших рефералов за месяц. Два призовых места.',
  bank: 'Банк',
  reward: 'Награда',
  endsIn: 'До конца',
  endsAt: 'Закончится {{date}}',
  ended: 'Завершён {{date}}',
  totalPoints: 'Всего очков',
  ratePerPoint: 'Курс очка',
  deposits: 'Депозиты рефералов',
  myPoints: 'Мои очки',
  myDeposits: 'Депозиты моих рефералов',
  myPlace: 'Моё место',
  myReward: 'Ожидаемая награда',
  signIn: 'Войдите, чтобы видеть свои очки и ожидаемую награду.',
  place: 'Место',
  nick: 'Ник',
  points: 'Очки',
  noPlaces: 'Пока никто не набрал очков — будьте первым!',
  award: 'Магазин наград',
  awardLead: 'Призы растут вместе со ставками недели. Банк — сумма призов.',
  prize1: '1 место',
  prize2: '2 место',
  history: 'История турниров',
  noHistory: 'Завершённых турниров пока нет.',
  paid: 'Выплачено',
  paying: 'Выплачивается',
  live: 'Обновляется в реальном времени',
  days: '{{count}} д',
};

export const tournamentsI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Tournaments',
    lead: 'Every bet from your main balance earns points: 3\u00a0% of the amount in Dice and Bubbles, 10\u00a0% in every other game. 1 point is 1 coin.',
    loadFailed: 'Could not load the tournaments. Please refresh the page.',
    name: {
      bank: { day: 'Daily tournament: shared bank', week: 'Weekly tournament: shared bank', month: 'Monthly tournament: shared bank', other: 'Tournament: shared bank' },
      places: { day: 'Daily tournament: place prizes', week: 'Weekly tournament: place prizes', month: 'Monthly tournament: place prizes', other: 'Tournament: place prizes' },
      referral: { day: 'Daily referral tournament', week: 'Weekly referral tournament', month: 'Monthly referral tournament', other: 'Referral tournament' },
    },
    about_bank: 'The bank is shared by every participant by points: reward = points × rate per point.',
    about_places: 'The two best players by points take the prizes of the award store.',
    about_referral: 'Ranked by your referrals\' deposits this month. Two prize places.',
    bank: 'Bank',
    reward: 'Reward',
    endsIn: 'Ends in',
    endsAt: 'Ends {{date}}',
    ended: 'Ended {{date}}',
    totalPoints: 'Total points',
    ratePerPoint: 'Rate per point',
    deposits: 'Referrals\' deposits',
    myPoints: 'My points',
    myDeposits: 'My referrals\' deposits',
    myPlace: 'My place',
    myReward: 'Expected reward',
    signIn: 'Sign in to see your points and expected reward.',
    place: 'Place',
    nick: 'Nick',
    points: 'Points',
    noPlaces: 'No points yet: be the first!',
    award: 'Award store',
    awardLead: 'The prizes grow with the week\'s bets. The bank is the sum of the prizes.',
    prize1: '1st place',
    prize2: '2nd place',
    history: 'Past tournaments',
    noHistory: 'No tournament has ended yet.',
    paid: 'Paid',
    paying: 'Being paid',
    live: 'Updates live',
    days: '{{count}}d',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    tournaments: typeof ru;
  }
}
