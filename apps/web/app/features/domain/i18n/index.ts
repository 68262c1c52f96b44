import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';

/** The domain modals' words; they load with the modals (the menu's entry is in the layout's catalogue). */
const ru = {
  moveTitle: 'Мы переехали',
  moveText: 'Азарт теперь работает по новому адресу:',
  moveAccount: 'Аккаунт, баланс и история ставок — там же: войдите с тем же логином и паролем.',
  moveNote: 'Сохраните новый адрес в закладках. Этот адрес может перестать открываться.',
  moveGo: 'Перейти на {{domain}}',
  moveStay: 'Остаться здесь',
  addressTitle: 'Официальный адрес',
  addressText: 'Актуальный адрес Азарта:',
  addressNote: 'Сохраните его в закладках. Если сайт не открывается, новый адрес публикуем в нашем Telegram-канале, а поддержка пришлёт его по запросу. Мы никогда не просим пароль и не принимаем платежи на других сайтах.',
  copy: 'Скопировать адрес',
  copied: 'Адрес скопирован',
  copyFailed: 'Не удалось скопировать: выделите адрес и скопируйте вручную',
  open: 'Открыть',
  close: 'Закрыть',
};
type DomainCatalog = typeof ru;

export const domainI18n: Catalogues<DomainCatalog> = {
  ru,
  en: {
    moveTitle: 'We have moved',
    moveText: 'Azart now lives at a new address:',
    moveAccount: 'Your account, balance and bet history are there too: sign in with the same login and password.',
    moveNote: 'Bookmark the new address. This one may stop opening.',
    moveGo: 'Go to {{domain}}',
    moveStay: 'Stay here',
    addressTitle: 'Official address',
    addressText: 'Azart\'s current address:',
    addressNote: 'Bookmark it. If the site does not open, we post the new address in our Telegram channel, and support sends it on request. We never ask for your password or take payments on other sites.',
    copy: 'Copy the address',
    copied: 'Address copied',
    copyFailed: 'Could not copy: select the address and copy it by hand',
    open: 'Open',
    close: 'Close',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    domain: DomainCatalog;
  }
}

export const useDomainT = () => useLazyCatalogue('domain', domainI18n);
