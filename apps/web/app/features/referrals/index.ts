/**
 * The referral programme on the web (issue 14 item 4): the /refs page (link
 * with copy, counts, earnings per period, the monthly chart) and the calls of
 * the /refs/:id guard.
 */
export { RefsPage } from './components/refs-page.tsx';
export { activateRef, loadRefs, reportRefHit } from './api/refs.ts';
