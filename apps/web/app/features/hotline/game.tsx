import type { SpecOf } from '@azart/fairness';
import { defineWebGame } from '~/shared/game/index.ts';
import { SENT_WITH_THE_DOCUMENT } from '~/shared/i18n/catalog.ts';
import { hotlineI18n } from './i18n/index.ts';
import { HotlineMark } from './mark.tsx';

/** Hotline on the web (games.md §2): its texts, emblem, history column and verifier field. */
export const game = defineWebGame<SpecOf<'hotline'>>({
  id: 'hotline',
  order: 40,
  Mark: HotlineMark,
  i18n: import.meta.env.SSR ? hotlineI18n : SENT_WITH_THE_DOCUMENT,
  betColumns: (text) => [{ key: 'detail', label: text('difficulty'), cell: (bet) => <>{text(`levels.${bet.difficulty}`)} · {bet.picks.length}/10</> }],
  verifyFields: { difficulty: { input: 'select', default: 'easy' } },
  verifyQueryOf: (bet) => ({ difficulty: bet.difficulty }),
  fairness: () => import('./fairness.tsx'),
});
