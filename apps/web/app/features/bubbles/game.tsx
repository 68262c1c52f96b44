import type { SpecOf } from '@azart/fairness';
import { defineWebGame } from '~/shared/game/index.ts';
import { SENT_WITH_THE_DOCUMENT } from '~/shared/i18n/catalog.ts';
import { formatCoefficient } from '~/shared/money.ts';
import { bubblesI18n } from './i18n/index.ts';
import { BubblesMark } from './mark.tsx';

/** Bubbles on the web (games.md §2): its texts, emblem, history column and verifier field. */
export const game = defineWebGame<SpecOf<'bubbles'>>({
  id: 'bubbles',
  order: 30,
  Mark: BubblesMark,
  i18n: import.meta.env.SSR ? bubblesI18n : SENT_WITH_THE_DOCUMENT,
  betColumns: (text, locale) => [
    { key: 'detail', label: text('result'), cell: (bet) => <span className={bet.win > 0 ? 'text-win' : 'text-loss'}>×{formatCoefficient(Math.round(bet.result * 100), locale)}</span> },
  ],
  verifyFields: { target: { input: 'decimal', default: '2' } },
  verifyQueryOf: (bet) => ({ target: String(bet.target) }),
  fairness: () => import('./fairness.tsx'),
});
