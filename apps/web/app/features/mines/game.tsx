import type { SpecOf } from '@azart/fairness';
import { defineWebGame } from '~/shared/game/index.ts';
import { SENT_WITH_THE_DOCUMENT } from '~/shared/i18n/catalog.ts';
import { minesI18n } from './i18n/index.ts';
import { MinesMark } from './mark.tsx';

/** Mines on the web (games.md §2): its texts, emblem, history column and verifier field. */
export const game = defineWebGame<SpecOf<'mines'>>({
  id: 'mines',
  order: 20,
  Mark: MinesMark,
  i18n: import.meta.env.SSR ? minesI18n : SENT_WITH_THE_DOCUMENT,
  betColumns: (text) => [{ key: 'detail', label: text('detailLabel'), cell: (bet) => text('detail', { mines: bet.mines, revealed: bet.revealed.length }) }],
  verifyFields: { mines: { input: 'integer', default: '3' } },
  verifyQueryOf: (bet) => ({ mines: String(bet.mines) }),
  fairness: () => import('./fairness.tsx'),
});
