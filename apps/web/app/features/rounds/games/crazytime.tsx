import type { SVGProps } from 'react';
import { SENT_WITH_THE_DOCUMENT } from '~/shared/i18n/catalog.ts';
import { defineRoundWebGame } from './binding.ts';
import type { ResultOf } from './view.ts';

const SLICES = ['#4fb3ff', '#f5c542', '#ff7ab6', '#b06bff', '#3d7bff', '#d946ef', '#22d39a', '#ff4d5e'];

/** The Crazy Time emblem: a wheel with a top slot above it. */
function CrazyTimeMark(p: SVGProps<SVGSVGElement>) {
  const r = 24;
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
      <rect x="14" y="2" width="36" height="10" rx="4" fill="#fbbf24" />
      <g transform="translate(32 38)">
        {SLICES.map((fill, i) => {
          const a0 = (i / SLICES.length) * 2 * Math.PI;
          const a1 = ((i + 1) / SLICES.length) * 2 * Math.PI;
          const d = `M0 0 L${(r * Math.sin(a0)).toFixed(2)} ${(-r * Math.cos(a0)).toFixed(2)} A${r} ${r} 0 0 1 ${(r * Math.sin(a1)).toFixed(2)} ${(-r * Math.cos(a1)).toFixed(2)} Z`;
          return <path key={fill} d={d} fill={fill} />;
        })}
        <circle r="7" fill="#151935" stroke="#ffffff" strokeWidth="2" />
      </g>
    </svg>
  );
}

const ru = {
  name: 'Crazy Time',
  blurb: 'Колесо с верхним слотом и четырьмя бонусными играми: Coin Flip, Pachinko, Cash Hunt и Crazy Time.',
  title: 'Crazy Time',
  subtitle: 'Колесо, верхний слот и четыре бонусные игры для всех, кто на них поставил',
  rules: [
    'Раунд общий для всех игроков: 15 секунд на ставки, затем верхний слот выбирает спот и множитель, и колесо крутится.',
    'На колесе 54 сегмента: 1 — 21 раз, 2 — 13, 5 — 7, 10 — 4, Coin Flip — 4, Pachinko, Cash Hunt — по 2, Crazy Time — 1. Ставка на число n выигрывает ставка × (n + 1); если верхний слот выбрал этот спот, выигрыш умножается на его множитель.',
    'Бонусные игры играют все, кто поставил на выпавший бонус. Coin Flip: монета с красным и синим множителем. Pachinko: шайба падает в один из 16 слотов, DOUBLE удваивает все множители. Cash Hunt: каждый игрок выбирает одну из 108 скрытых ячеек. Crazy Time: большое колесо из 64 сегментов, каждый игрок выбирает цвет флаппера. Кто не успел выбрать — получает выбор по умолчанию.',
    'Выигрыш игрока за раунд не больше 500\u00a0000 монет. Всё, включая бонусы, заранее зафиксировано хеш-цепочкой: хеш раунда показывается после его окончания, и результат можно пересчитать на странице честности.',
  ],
  seo: { title: 'Crazy Time — колесо с четырьмя бонусными играми | Azart', description: 'Играйте в Crazy Time: колесо из 54 сегментов, верхний слот и бонусы Coin Flip, Pachinko, Cash Hunt и Crazy Time. Каждый раунд проверяется по хеш-цепочке.' },
};

export const crazyTimeGame = defineRoundWebGame({
  id: 'crazytime',
  order: 80,
  Mark: CrazyTimeMark,
  colors: { 1: '#4fb3ff', 2: '#f5c542', 5: '#ff7ab6', 10: '#b06bff', coinflip: '#3d7bff', pachinko: '#d946ef', cashhunt: '#22d39a', crazytime: '#ff4d5e' },
  spotText: (spot) => spot,
  // A number n pays n + 1 times the stake (before a top slot); a bonus spot pays what its bonus game gives.
  pays: (spot) => (/^\d+$/.test(spot) ? `×${Number(spot) + 1}` : null),
  resultSpot(result: ResultOf<'crazytime'>) {
    return result.spot;
  },
  i18n: import.meta.env.SSR
    ? {
        ru,
        en: {
          name: 'Crazy Time',
          blurb: 'A wheel with a top slot and four bonus games: Coin Flip, Pachinko, Cash Hunt and Crazy Time.',
          title: 'Crazy Time',
          subtitle: 'A wheel, a top slot and four bonus games for everyone who bet on them',
          rules: [
            'Every player shares the round: 15 seconds for bets, then the top slot picks a spot and a multiplier and the wheel spins.',
            'The wheel has 54 segments: 1 twenty-one times, 2 thirteen, 5 seven, 10 four, Coin Flip four, Pachinko and Cash Hunt twice, Crazy Time once. A bet on number n pays amount × (n + 1); when the top slot picked that spot, the win is multiplied by its multiplier.',
            'Everyone who bet on the bonus that comes up plays it. Coin Flip: a coin with a red and a blue multiplier. Pachinko: a puck drops into one of 16 slots, DOUBLE doubles every multiplier. Cash Hunt: each player picks one of 108 hidden cells. Crazy Time: a big wheel of 64 segments, each player picks a flapper colour. A player who does not choose in time gets the default choice.',
            'A player wins at most 500\u00a0000 coins per round. Everything, the bonuses included, is fixed in advance by a hash chain: a round\'s hash is shown once it has ended and its result can be recomputed on the fairness page.',
          ],
          seo: { title: 'Crazy Time: a wheel with four bonus games | Azart', description: 'Play Crazy Time: a wheel of 54 segments, a top slot and the Coin Flip, Pachinko, Cash Hunt and Crazy Time bonuses. Every round is verifiable through its hash chain.' },
        },
      }
    : SENT_WITH_THE_DOCUMENT,
});

declare module '~/shared/i18n/catalog.ts' {
  interface GameNamespaces {
    crazytime: typeof ru;
  }
}
