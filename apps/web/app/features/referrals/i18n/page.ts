import type { Catalogues } from '~/shared/i18n/catalog.ts';

/** The /refs page's own words (bonuses.md §9). */
const ru = {
  title: 'Реферальная программа',
  lead: 'Приглашайте друзей по своей ссылке и получайте 3 % с каждого их пополнения — сразу на основной баланс.',
  loadFailed: 'Не удалось загрузить статистику. Обновите страницу.',
  retry: 'Повторить',
  linkTitle: 'Ваша ссылка',
  copy: 'Копировать',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать. Выделите ссылку и скопируйте вручную',
  rules: 'Регистрация по своей ссылке не засчитывается: с того же устройства или адреса, что и у вас, приглашение не сработает.',
  count: 'Рефералов',
  earned: 'Заработано всего',
  periodsTitle: 'Заработок',
  day: 'Сегодня',
  week: 'За неделю',
  month: 'За месяц',
  chartTitle: 'Статистика по месяцам',
  chartLabel: 'График за последние 12 месяцев: переходы, регистрации, пополнившие и заработок',
  hits: 'Переходы',
  registrations: 'Регистрации',
  depositors: 'Пополнили',
  earnedSeries: 'Заработок',
  monthColumn: 'Месяц',
  table: 'Таблица по месяцам',
  emptyChart: 'Пока нет данных: поделитесь ссылкой, и статистика появится здесь.',
};

export const refsPageI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Referral programme',
    lead: 'Invite friends with your link and get 3 % of every deposit they make, straight to your main balance.',
    loadFailed: 'Could not load the statistics. Refresh the page.',
    retry: 'Retry',
    linkTitle: 'Your link',
    copy: 'Copy',
    copied: 'Link copied',
    copyFailed: 'Could not copy. Select the link and copy it by hand',
    rules: 'Signing up through your own link does not count: an invitation from your device or address does not work.',
    count: 'Referrals',
    earned: 'Earned in total',
    periodsTitle: 'Earnings',
    day: 'Today',
    week: 'This week',
    month: 'This month',
    chartTitle: 'Monthly statistics',
    chartLabel: 'Chart of the last 12 months: visits, sign-ups, depositors and earnings',
    hits: 'Visits',
    registrations: 'Sign-ups',
    depositors: 'Depositors',
    earnedSeries: 'Earnings',
    monthColumn: 'Month',
    table: 'Monthly table',
    emptyChart: 'No data yet: share your link and the statistics will appear here.',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    refsPage: typeof ru;
  }
}
