import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';

/** The search modal's words; they load with the modal. */
const ru = {
  title: 'Поиск игр',
  label: 'Название игры',
  placeholder: 'Например, Dice или колесо',
  close: 'Закрыть',
  recent: 'Недавние запросы',
  clearRecent: 'Очистить',
  all: 'Все игры',
  none: 'Игры не найдены',
  found_one: 'Найдена {{count}} игра',
  found_few: 'Найдено {{count}} игры',
  found_many: 'Найдено {{count}} игр',
  found_other: 'Найдено {{count}} игры',
  shortcut: 'Открыть поиск: Ctrl+K или /',
};
type SearchCatalog = typeof ru;

export const searchI18n: Catalogues<SearchCatalog> = {
  ru,
  en: {
    title: 'Search games',
    label: 'Game name',
    placeholder: 'For example, Dice or wheel',
    close: 'Close',
    recent: 'Recent searches',
    clearRecent: 'Clear',
    all: 'All games',
    none: 'No games found',
    found_one: '{{count}} game found',
    found_few: '{{count}} games found',
    found_many: '{{count}} games found',
    found_other: '{{count}} games found',
    shortcut: 'Open search: Ctrl+K or /',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    search: SearchCatalog;
  }
}

export const useSearchT = () => useLazyCatalogue('search', searchI18n);
