import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';

/**
 * The daily wheel's words (the wheel card and the wins strip). They come with
 * the components' code (useLazyCatalogue), so the page that shows them needs
 * no registration and no other page carries them. Refusals the server sends
 * (a spin within 24 hours) are the server's text (packages/contracts
 * WHEEL_MESSAGES), shown by the API layer.
 */
const ru = {
  title: 'Колесо фортуны',
  lead: 'Раз в сутки — бесплатное вращение. Выигрыш зачисляется на бонусный баланс.',
  level: 'Уровень',
  points: 'Баллы MaxWin',
  maxWin: 'Макс. выигрыш',
  spin: 'Крутить',
  spinning: 'Крутится…',
  signIn: 'Войдите, чтобы крутить колесо',
  nextIn: 'Следующее вращение через',
  ready: 'Колесо готово!',
  won: 'Выигрыш',
  wonToast: 'Колесо: ×{{x}} — {{amount}} на бонусный баланс',
  wheelLabel: 'Колесо фортуны из 20 секторов с множителями',
  landed: 'Выпал сектор ×{{x}}',
  odds: 'Шансы секторов',
  oddsLead: 'Множитель умножает вашу базу: 0,5 % баллов MaxWin в монетах, не меньше 1 монеты и не больше лимита уровня. Сектора на колесе равны по размеру, шансы — нет:',
  multiplier: 'Множитель',
  segments: 'Секторов',
  chance: 'Шанс',
  expected: 'В среднем вращение приносит ×{{x}} базы.',
  mySpins: 'Мои вращения и проверка честности',
  mySpinsEmpty: 'Вы ещё не крутили колесо.',
  mySpinsLead: 'Каждое вращение — как ставка: nonce вашей пары сидов. Серверный сид раскрывается после смены пары, тогда вращение можно пересчитать на странице проверки.',
  when: 'Когда',
  result: 'Результат',
  nonce: 'Nonce',
  check: 'Проверить',
  hidden: 'Сид скрыт',
  reveal: 'Сменить сиды и раскрыть',
  revealed: 'Сиды сменены, серверный сид раскрыт',
  loading: 'Загрузка…',
  winsTitle: 'Выигрыши колеса',
  winsToday: 'Сегодня выплачено',
  winsEmpty: 'Сегодня колесо ещё никто не крутил — будьте первым!',
  live: 'LIVE',
  offline: 'офлайн',
};

export const wheelI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Wheel of fortune',
    lead: 'A free spin every 24 hours. The win goes to your bonus balance.',
    level: 'Level',
    points: 'MaxWin points',
    maxWin: 'Max win',
    spin: 'Spin',
    spinning: 'Spinning…',
    signIn: 'Sign in to spin the wheel',
    nextIn: 'Next spin in',
    ready: 'The wheel is ready!',
    won: 'You won',
    wonToast: 'Wheel: ×{{x}} — {{amount}} to your bonus balance',
    wheelLabel: 'Wheel of fortune with 20 multiplier segments',
    landed: 'Landed on ×{{x}}',
    odds: 'Segment odds',
    oddsLead: 'The multiplier applies to your base: 0.5 % of your MaxWin points in coins, at least 1 coin and at most your level\'s limit. The segments look equal on the wheel; their chances are not:',
    multiplier: 'Multiplier',
    segments: 'Segments',
    chance: 'Chance',
    expected: 'On average a spin pays ×{{x}} of the base.',
    mySpins: 'My spins and fairness check',
    mySpinsEmpty: 'You have not spun the wheel yet.',
    mySpinsLead: 'Every spin is like a bet: a nonce of your seed pair. The server seed is revealed when you rotate the pair; then the spin can be recomputed on the fairness page.',
    when: 'When',
    result: 'Result',
    nonce: 'Nonce',
    check: 'Verify',
    hidden: 'Seed hidden',
    reveal: 'Rotate seeds and reveal',
    revealed: 'Seeds rotated, the server seed is revealed',
    loading: 'Loading…',
    winsTitle: 'Wheel wins',
    winsToday: 'Paid today',
    winsEmpty: 'Nobody has spun the wheel today yet — be the first!',
    live: 'LIVE',
    offline: 'offline',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    wheel: typeof ru;
  }
}

/** The wheel's words, added to the page's i18n instance on first use. */
export const useWheelT = () => useLazyCatalogue('wheel', wheelI18n);
