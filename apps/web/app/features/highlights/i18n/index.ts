import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  title: 'Больше, чем игры',
  bonus: { title: 'Бонусы', text: 'Ежедневное колесо, рейкбек и бесплатные монеты, когда баланс на нуле.', cta: 'К бонусам' },
  tournaments: { title: 'Турниры', text: 'Банк каждый день и призы недели: очки за каждую ставку на реальные деньги.', cta: 'К турнирам' },
  refs: { title: 'Рефералы', text: '3\u00a0% с каждого пополнения приглашённых друзей, сразу на основной баланс.', cta: 'Пригласить друзей' },
  support: { title: 'Поддержка', text: 'Чат с сотрудником поддержки: ответ придёт сюда же, без перезагрузки страницы.', cta: 'Написать в поддержку' },
};

export const highlightsI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'More than games',
    bonus: { title: 'Bonuses', text: 'A daily wheel, rakeback and free coins when your balance runs dry.', cta: 'See bonuses' },
    tournaments: { title: 'Tournaments', text: 'A bank every day and weekly prizes: points for every real-money bet.', cta: 'See tournaments' },
    refs: { title: 'Referrals', text: '3\u00a0% of every deposit your friends make, straight to your main balance.', cta: 'Invite friends' },
    support: { title: 'Support', text: 'Chat with a support agent: the answer arrives right here, no page reload.', cta: 'Contact support' },
  },
};
