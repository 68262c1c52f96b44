import type { SpecOf } from '@azart/fairness';
import { defineWebGame } from '~/shared/game/index.ts';
import { SENT_WITH_THE_DOCUMENT } from '~/shared/i18n/catalog.ts';
import { popitI18n } from './i18n/index.ts';
import { PopitMark } from './mark.tsx';

/** Popit on the web (games.md §2): its texts, emblem, history column and verifier fields. */
export const game = defineWebGame<SpecOf<'popit'>>({
  id: 'popit',
  order: 50,
  Mark: PopitMark,
  i18n: import.meta.env.SSR ? popitI18n : SENT_WITH_THE_DOCUMENT,
  betColumns: (text) => [{ key: 'detail', label: text('picksCol'), cell: (bet) => <>{text(`risks.${bet.risk}`)} · {bet.hits}/{bet.picks.length}</> }],
  verifyFields: { picks: { input: 'list', default: '1,2,3' }, risk: { input: 'select', default: 'medium' } },
  verifyQueryOf: (bet) => ({ picks: bet.picks.join(','), risk: bet.risk }),
  fairness: () => import('./fairness.tsx'),
});
