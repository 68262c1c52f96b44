import type { SpecOf } from '@azart/fairness';
import { defineWebGame } from '~/shared/game/index.ts';
import { SENT_WITH_THE_DOCUMENT } from '~/shared/i18n/catalog.ts';
import { formatInteger, formatPercent } from '~/shared/money.ts';
import { DiceMark } from './mark.tsx';
import { diceI18n } from './i18n/index.ts';

/** Dice on the web (games.md §2): its texts, emblem, history columns and verifier fields. */
export const game = defineWebGame<SpecOf<'dice'>>({
  id: 'dice',
  order: 10,
  Mark: DiceMark,
  i18n: import.meta.env.SSR ? diceI18n : SENT_WITH_THE_DOCUMENT,
  betColumns: (text, locale) => [
    { key: 'target', label: text('target'), className: 'col-wide', cell: (bet) => <>{bet.side === 'less' ? '<' : '>'}{'\u00a0'}{formatPercent(bet.chance, locale, 2)}</> },
    { key: 'number', label: text('number'), className: 'num', cellClassName: 'num', cell: (bet) => formatInteger(bet.number) },
  ],
  verifyFields: { chance: { input: 'decimal', default: '49.5' }, side: { input: 'select', default: 'less' } },
  verifyQueryOf: (bet) => ({ chance: String(bet.chance), side: bet.side }),
  fairness: () => import('./fairness.tsx'),
});
