import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';

/** The win notice's words; they load with the notice. */
const ru = {
  title: 'Победа в {{game}}!',
  lead: 'Раунд, в котором вы играли, закончился выигрышем.',
  payout: 'Выплата',
  stake: 'Ставка',
  profit: 'Чистый выигрыш',
  play: 'Играть ещё',
  close: 'Закрыть',
};
type WinNoticesCatalog = typeof ru;

export const winNoticesI18n: Catalogues<WinNoticesCatalog> = {
  ru,
  en: {
    title: 'You won in {{game}}!',
    lead: 'A round you played in has ended with a win.',
    payout: 'Payout',
    stake: 'Stake',
    profit: 'Profit',
    play: 'Play again',
    close: 'Close',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    winNotices: WinNoticesCatalog;
  }
}

export const useWinNoticesT = () => useLazyCatalogue('winNotices', winNoticesI18n);
