import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';

/**
 * The profile's words (issue 23 item 1). They come with the profile's code
 * (useLazyCatalogue): no page carries them until the profile opens. Refusals
 * the server sends (a wrong current password, a wrong code) are the server's
 * text (packages/contracts PROFILE_MESSAGES), shown under their fields.
 */
const ru = {
  title: 'Профиль',
  loadFailed: 'Не удалось получить информацию',
  retry: 'Повторить',
  loading: 'Загрузка…',
  passwordTitle: 'Смена пароля',
  passwordLead: 'После смены пароля все остальные устройства выйдут из аккаунта.',
  oldPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  repeatPassword: 'Повторите новый пароль',
  passwordHint: 'Не короче 8 символов, буква и цифра',
  totpCode: 'Код из приложения',
  totpCodeHint: 'Или один из кодов восстановления',
  changePassword: 'Сменить пароль',
  passwordChanged: 'Пароль изменён. Остальные устройства вышли из аккаунта',
  oldPasswordRequired: 'Введите текущий пароль',
  setPasswordTitle: 'Пароль для входа',
  setPasswordLead: 'Вы входите через VK или Telegram. Задайте пароль, чтобы входить и по логину. Остальные устройства выйдут из аккаунта.',
  setPassword: 'Задать пароль',
  passwordSetDone: 'Пароль задан: теперь можно входить и по логину',
  saving: 'Подождите…',
  sessionsTitle: 'Активные сеансы',
  sessionsLead: 'Устройства, на которых выполнен вход в аккаунт.',
  currentSession: 'Это устройство',
  lastSeen: 'Активность: {{when}}',
  address: 'IP {{ip}}',
  logoutOne: 'Выйти',
  logoutEverywhere: 'Выйти везде',
  logoutEverywhereConfirm: 'Выйти из аккаунта на всех устройствах, включая это?',
  sessionEnded: 'Сеанс завершён',
  loggedOutEverywhere: 'Вы вышли из аккаунта на всех устройствах',
  twoFactorTitle: 'Двухфакторный вход',
  twoFactorOffLead: 'При входе, смене пароля и выводе средств будет нужен код из приложения-аутентификатора (Google Authenticator, Яндекс Ключ и др.).',
  twoFactorOn: 'Включён. Осталось кодов восстановления: {{count}}',
  enable: 'Включить',
  disable: 'Отключить',
  scanQr: 'Отсканируйте QR-код в приложении или введите ключ вручную, затем введите код из приложения.',
  qrAlt: 'QR-код для приложения-аутентификатора',
  secretKey: 'Ключ: {{secret}}',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  recoveryTitle: 'Коды восстановления',
  recoveryLead: 'Сохраните их: каждый код можно использовать один раз вместо кода из приложения. Больше они показаны не будут.',
  recoveryDone: 'Я сохранил коды',
  enabledToast: 'Двухфакторный вход включён',
  disabledToast: 'Двухфакторный вход отключён',
  disableLead: 'Введите код из приложения или код восстановления, чтобы отключить.',
  socialTitle: 'Соцсети',
};
export type ProfileCatalog = typeof ru;

export const profileI18n: Catalogues<ProfileCatalog> = {
  ru,
  en: {
    title: 'Profile',
    loadFailed: 'Failed to get information',
    retry: 'Try again',
    loading: 'Loading…',
    passwordTitle: 'Change the password',
    passwordLead: 'After the change every other device is signed out.',
    oldPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    passwordHint: 'At least 8 characters, a letter and a digit',
    totpCode: 'Code from the app',
    totpCodeHint: 'Or one of your recovery codes',
    changePassword: 'Change the password',
    passwordChanged: 'The password has been changed. Other devices are signed out',
    oldPasswordRequired: 'Enter your current password',
    setPasswordTitle: 'A password to sign in',
    setPasswordLead: 'You sign in with VK or Telegram. Set a password to sign in with your login too. Other devices will be signed out.',
    setPassword: 'Set the password',
    passwordSetDone: 'The password is set: you can now sign in with your login too',
    saving: 'Please wait…',
    sessionsTitle: 'Active sessions',
    sessionsLead: 'Devices signed in to your account.',
    currentSession: 'This device',
    lastSeen: 'Active: {{when}}',
    address: 'IP {{ip}}',
    logoutOne: 'Log out',
    logoutEverywhere: 'Log out everywhere',
    logoutEverywhereConfirm: 'Sign out on every device, this one included?',
    sessionEnded: 'The session has ended',
    loggedOutEverywhere: 'You have signed out on every device',
    twoFactorTitle: 'Two-factor sign-in',
    twoFactorOffLead: 'Sign-in, a password change and a withdrawal will ask for a code from an authenticator app (Google Authenticator, Authy and others).',
    twoFactorOn: 'On. Recovery codes left: {{count}}',
    enable: 'Turn on',
    disable: 'Turn off',
    scanQr: 'Scan the QR code with the app or type the key in, then enter the code the app shows.',
    qrAlt: 'QR code for the authenticator app',
    secretKey: 'Key: {{secret}}',
    confirm: 'Confirm',
    cancel: 'Cancel',
    recoveryTitle: 'Recovery codes',
    recoveryLead: 'Keep them safe: each one works once instead of a code from the app. They will not be shown again.',
    recoveryDone: 'I have saved the codes',
    enabledToast: 'Two-factor sign-in is on',
    disabledToast: 'Two-factor sign-in is off',
    disableLead: 'Enter a code from the app or a recovery code to turn it off.',
    socialTitle: 'Social networks',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    profile: ProfileCatalog;
  }
}

/** The profile's words, added to the page's i18n instance on first use. */
export const useProfileT = () => useLazyCatalogue('profile', profileI18n);
