import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';

/** The update modal's words (spec §8 "Update prompt: refresh the page to get new functionality"); they load with the modal. */
const ru = {
  title: 'Доступно обновление',
  text: 'Вышла новая версия сайта. Обновите страницу, чтобы получить новые функции.',
  note: 'Страница перезагрузится; сохранённые копии файлов сайта удалятся и скачаются заново.',
  update: 'Обновить',
  updating: 'Обновляем…',
  later: 'Позже',
};
type PwaCatalog = typeof ru;

export const pwaI18n: Catalogues<PwaCatalog> = {
  ru,
  en: {
    title: 'Update available',
    text: 'A new version of the site is out. Refresh the page to get the new features.',
    note: 'The page will reload; the saved copies of the site\'s files are removed and downloaded again.',
    update: 'Update',
    updating: 'Updating…',
    later: 'Later',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    pwa: PwaCatalog;
  }
}

export const usePwaT = () => useLazyCatalogue('pwa', pwaI18n);
