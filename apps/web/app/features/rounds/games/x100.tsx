import type { SVGProps } from 'react';
import { SENT_WITH_THE_DOCUMENT } from '~/shared/i18n/catalog.ts';
import { defineRoundWebGame } from './binding.ts';
import type { ResultOf } from './view.ts';

/** The x100 emblem: a strip of tape cells under the pointer, the x100 cell in gold. */
function X100Mark(p: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
      <rect x="4" y="18" width="56" height="30" rx="8" fill="#1c2145" />
      {[['#4fb3ff', 8], ['#b06bff', 21], ['#fbbf24', 34], ['#3ddc84', 47]].map(([fill, x]) => (
        <rect key={x} x={x as number} y="23" width="11" height="20" rx="3" fill={fill as string} />
      ))}
      <path d="M32 8 L38 16 L26 16 Z" fill="#ffffff" />
      <text x="32" y="60" textAnchor="middle" fontSize="11" fontWeight="800" fill="#ffffff">x100</text>
    </svg>
  );
}

const ru = {
  name: 'x100',
  blurb: 'Общий раунд для всех: лента из 318 ячеек, ставки на ×2, ×3, ×10, ×15, ×20 и ×100.',
  title: 'x100',
  subtitle: 'Лента крутится для всех игроков сразу — угадайте множитель',
  rules: [
    'Раунд общий для всех игроков: 15 секунд на ставки, затем лента крутится 7 секунд и останавливается на одной из 318 ячеек.',
    'На ленте ×2 — 150 ячеек, ×3 — 100, ×10 — 30, ×15 — 20, ×20 — 15, ×100 — 3. Порядок ячеек постоянный и опубликован в документации игры.',
    'Можно поставить на несколько множителей в одном раунде. Ставка на множитель m выигрывает ставка × m, если лента остановилась на m. Возврат игроку — 94,34\u00a0% на любой ставке.',
    'Результат каждого раунда заранее зафиксирован хеш-цепочкой: её последний хеш и соль опубликованы на странице честности до первого раунда, а хеш раунда показывается после его окончания — по нему результат можно пересчитать.',
  ],
  seo: { title: 'x100 — общий раунд с множителями до ×100 | Azart', description: 'Ставьте на множитель ленты x100 вместе со всеми игроками: ×2, ×3, ×10, ×15, ×20 и ×100. Каждый раунд проверяется по хеш-цепочке.' },
};

export const x100Game = defineRoundWebGame({
  id: 'x100',
  order: 60,
  Mark: X100Mark,
  colors: { 2: '#4fb3ff', 3: '#3ddc84', 10: '#b06bff', 15: '#ff8a3d', 20: '#ff4d5e', 100: '#fbbf24' },
  spotText: (spot) => `×${spot}`,
  // The label is the multiplier itself.
  pays: () => null,
  resultSpot(result: ResultOf<'x100'>) {
    return String(result.multiplier);
  },
  i18n: import.meta.env.SSR
    ? {
        ru,
        en: {
          name: 'x100',
          blurb: 'One round for everyone: a tape of 318 cells, bets on ×2, ×3, ×10, ×15, ×20 and ×100.',
          title: 'x100',
          subtitle: 'The tape spins for every player at once: guess the multiplier',
          rules: [
            'Every player shares the round: 15 seconds for bets, then the tape spins for 7 seconds and stops on one of its 318 cells.',
            'The tape has 150 cells of ×2, 100 of ×3, 30 of ×10, 20 of ×15, 15 of ×20 and 3 of ×100, in a fixed order published in the game\'s documentation.',
            'You may bet on several multipliers in one round. A bet on multiplier m pays amount × m when the tape stops on m. The return to player is 94.34\u00a0% on every bet.',
            'Each round\'s result is fixed in advance by a hash chain: its terminating hash and salt are on the fairness page before the first round, and a round\'s hash is shown once it has ended, so its result can be recomputed.',
          ],
          seo: { title: 'x100: a shared round with multipliers up to ×100 | Azart', description: 'Bet on the x100 tape\'s multiplier together with every player: ×2, ×3, ×10, ×15, ×20 and ×100. Every round is verifiable through its hash chain.' },
        },
      }
    : SENT_WITH_THE_DOCUMENT,
});

declare module '~/shared/i18n/catalog.ts' {
  interface GameNamespaces {
    x100: typeof ru;
  }
}
