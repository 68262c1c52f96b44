import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  notFoundCode: '404',
  notFoundTitle: 'Страница не найдена',
  notFound: 'Страница не найдена: {{path}}',
  forbiddenCode: '403',
  forbiddenTitle: 'Доступ запрещён',
  forbidden: 'Доступ запрещён — попробуйте обновить страницу.',
  errorTitle: 'Что-то пошло не так',
  error: 'Мы уже разбираемся. Обновите страницу или вернитесь на главную.',
  home: 'На главную',
  reload: 'Обновить страницу',
};

export const errorsI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    notFoundCode: '404',
    notFoundTitle: 'Page not found',
    notFound: 'Page not found: {{path}}',
    forbiddenCode: '403',
    forbiddenTitle: 'Access denied',
    forbidden: 'Access denied - try refreshing the page.',
    errorTitle: 'Something went wrong',
    error: 'We are on it. Refresh the page or go back home.',
    home: 'Go home',
    reload: 'Refresh the page',
  },
};
