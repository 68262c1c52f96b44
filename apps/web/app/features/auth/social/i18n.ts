import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';

/**
 * Social sign-in's words (issue 23 item 2): the modal's network buttons and
 * the /auth/social landing page. They come with that code (useLazyCatalogue),
 * not with every page. The server's refusals (a stale or forged flow, a
 * taken account) are the server's text (packages/contracts
 * SOCIAL_SIGNIN_MESSAGES).
 */
const ru = {
  or: 'или через соцсеть',
  withVk: 'ВКонтакте',
  withTg: 'Telegram',
  withNetwork: 'Войти через {{network}}',
  vk: 'ВКонтакте',
  tg: 'Telegram',
  going: 'Переходим в {{network}}…',
  title: 'Вход через соцсеть',
  working: 'Проверяем ответ соцсети…',
  nothing: 'Здесь нечего завершать: вход через соцсеть начинается с кнопки ВКонтакте или Telegram в окне входа.',
  failedTitle: 'Не получилось',
  again: 'Попробовать снова',
  home: 'На главную',
  registerTitle: 'Новый аккаунт',
  registerLead: 'Аккаунт {{network}} «{{name}}» ещё не связан ни с одним игроком. Выберите логин, и мы создадим аккаунт, в который вы будете входить через {{network}}.',
  registerLeadNoName: 'Этот аккаунт {{network}} ещё не связан ни с одним игроком. Выберите логин, и мы создадим аккаунт, в который вы будете входить через {{network}}.',
  login: 'Логин',
  loginHint: 'Латинские буквы, цифры и _, от 3 до 20 символов, начиная с буквы',
  agreePrefix: 'Я принимаю',
  agreeTerms: 'пользовательское соглашение',
  agreeAnd: 'и',
  agreePolicy: 'политику конфиденциальности',
  agreeAge: 'Мне исполнилось 18 лет',
  create: 'Создать аккаунт',
  totpTitle: 'Двухфакторный вход',
  totpLead: 'В этом аккаунте включён двухфакторный вход. Введите код из приложения-аутентификатора.',
  totpCode: 'Код из приложения',
  totpHint: 'Или один из кодов восстановления',
  confirm: 'Войти',
  submitting: 'Подождите…',
  welcome: 'Добро пожаловать, {{login}}!',
  registered: 'Аккаунт создан. Удачной игры, {{login}}!',
  linked: 'Аккаунт {{network}} привязан',
  cancelled: 'Вход через {{network}} отменён',
};

export const socialSignInI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    or: 'or with a social network',
    withVk: 'VK',
    withTg: 'Telegram',
    withNetwork: 'Sign in with {{network}}',
    vk: 'VK',
    tg: 'Telegram',
    going: 'Going to {{network}}…',
    title: 'Social sign-in',
    working: 'Checking the network\'s answer…',
    nothing: 'Nothing to finish here: social sign-in starts with the VK or Telegram button of the sign-in window.',
    failedTitle: 'That did not work',
    again: 'Try again',
    home: 'Home page',
    registerTitle: 'New account',
    registerLead: 'The {{network}} account “{{name}}” is not linked to any player yet. Choose a login and we will create an account you sign in to with {{network}}.',
    registerLeadNoName: 'This {{network}} account is not linked to any player yet. Choose a login and we will create an account you sign in to with {{network}}.',
    login: 'Login',
    loginHint: 'Latin letters, digits and _, 3 to 20 characters, starting with a letter',
    agreePrefix: 'I accept the',
    agreeTerms: 'user agreement',
    agreeAnd: 'and the',
    agreePolicy: 'privacy policy',
    agreeAge: 'I am 18 or older',
    create: 'Create account',
    totpTitle: 'Two-factor sign-in',
    totpLead: 'This account has two-factor sign-in on. Enter the code from your authenticator app.',
    totpCode: 'Code from the app',
    totpHint: 'Or one of your recovery codes',
    confirm: 'Sign in',
    submitting: 'Please wait…',
    welcome: 'Welcome, {{login}}!',
    registered: 'Your account is ready. Good luck, {{login}}!',
    linked: 'Your {{network}} account is linked',
    cancelled: 'Signing in with {{network}} was cancelled',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    socialSignIn: typeof ru;
  }
}

export const useSocialSignInT = () => useLazyCatalogue('socialSignIn', socialSignInI18n);
