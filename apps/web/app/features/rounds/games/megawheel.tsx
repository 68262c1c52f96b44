import type { SVGProps } from 'react';
import { MEGA_WHEEL_COLORS } from '@azart/contracts';
import { SENT_WITH_THE_DOCUMENT } from '~/shared/i18n/catalog.ts';
import { defineRoundWebGame } from './binding.ts';
import type { ResultOf } from './view.ts';

const SLICES = ['1', '2', '5', '8', '10', '15', '20', '30', '40'];

/** The Mega Wheel emblem: a wheel in the spots' colours with its pointer. */
function MegaWheelMark(p: SVGProps<SVGSVGElement>) {
  const r = 26;
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
      <g transform="translate(32 34)">
        {SLICES.map((spot, i) => {
          const a0 = (i / SLICES.length) * 2 * Math.PI;
          const a1 = ((i + 1) / SLICES.length) * 2 * Math.PI;
          const d = `M0 0 L${(r * Math.sin(a0)).toFixed(2)} ${(-r * Math.cos(a0)).toFixed(2)} A${r} ${r} 0 0 1 ${(r * Math.sin(a1)).toFixed(2)} ${(-r * Math.cos(a1)).toFixed(2)} Z`;
          return <path key={spot} d={d} fill={MEGA_WHEEL_COLORS[spot]} />;
        })}
        <circle r="8" fill="#151935" stroke="#ffffff" strokeWidth="2" />
      </g>
      <path d="M32 2 L38 10 L26 10 Z" fill="#ffffff" />
    </svg>
  );
}

const ru = {
  name: 'Mega Wheel',
  blurb: 'Колесо из 54 сегментов, мега-спот с множителем до ×500 перед каждым вращением.',
  title: 'Mega Wheel',
  subtitle: 'Общее колесо для всех игроков и мега-множитель в каждом раунде',
  rules: [
    'Раунд общий для всех игроков: 15 секунд на ставки, затем объявляется мега-спот и колесо крутится.',
    'На колесе 54 сегмента: 1 — 20 раз, 2 — 13, 5 — 7, 8 — 4, 10 — 4, 15 и 20 — по 2, 30 и 40 — по одному. Ставка на число n выигрывает ставка × (n + 1), если колесо остановилось на n.',
    'Перед вращением одно из девяти чисел становится мега-спотом и получает множитель M (для 1 — до ×100, для 2 — до ×200, для 5, 8 и 10 — до ×250, для 15–40 — до ×500). Выигрыш на мега-споте — ставка × (n × M + 1). Возврат игроку — 96,5\u00a0% на каждом числе.',
    'Мега-спот, множитель и сегмент заранее зафиксированы хеш-цепочкой; хеш раунда показывается после его окончания, и результат можно пересчитать на странице честности.',
  ],
  seo: { title: 'Mega Wheel — колесо с мега-множителем до ×500 | Azart', description: 'Играйте в Mega Wheel: общее колесо из 54 сегментов, ставки на девять чисел и мега-спот с множителем до ×500. Честность проверяется по хеш-цепочке.' },
};

export const megaWheelGame = defineRoundWebGame({
  id: 'megawheel',
  order: 70,
  Mark: MegaWheelMark,
  colors: MEGA_WHEEL_COLORS,
  spotText: (spot) => spot,
  // A bet on n pays n + 1 times the stake (before a mega spot).
  pays: (spot) => `×${Number(spot) + 1}`,
  resultSpot(result: ResultOf<'megawheel'>) {
    return String(result.value);
  },
  i18n: import.meta.env.SSR
    ? {
        ru,
        en: {
          name: 'Mega Wheel',
          blurb: 'A wheel of 54 segments and a mega spot with a multiplier up to ×500 before every spin.',
          title: 'Mega Wheel',
          subtitle: 'One wheel for every player and a mega multiplier every round',
          rules: [
            'Every player shares the round: 15 seconds for bets, then the mega spot is announced and the wheel spins.',
            'The wheel has 54 segments: 1 twenty times, 2 thirteen, 5 seven, 8 and 10 four each, 15 and 20 twice, 30 and 40 once. A bet on number n pays amount × (n + 1) when the wheel stops on n.',
            'Before the spin one of the nine numbers becomes the mega spot with a multiplier M (up to ×100 for 1, ×200 for 2, ×250 for 5, 8 and 10, ×500 for 15–40). A win on the mega spot pays amount × (n × M + 1). The return to player is 96.5\u00a0% on every number.',
            'The mega spot, its multiplier and the segment are fixed in advance by a hash chain; a round\'s hash is shown once it has ended and its result can be recomputed on the fairness page.',
          ],
          seo: { title: 'Mega Wheel: a wheel with a mega multiplier up to ×500 | Azart', description: 'Play Mega Wheel: one wheel of 54 segments, bets on nine numbers and a mega spot with a multiplier up to ×500. Verifiable through its hash chain.' },
        },
      }
    : SENT_WITH_THE_DOCUMENT,
});

declare module '~/shared/i18n/catalog.ts' {
  interface GameNamespaces {
    megawheel: typeof ru;
  }
}
