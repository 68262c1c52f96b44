/**
 * The fairness feature's dialogs as lazy components: other features and pages
 * import them from here (not from index.ts, which also holds the verifier),
 * so the dialogs, their texts (catalogue.ts) and the HMAC code load only
 * when a player opens one.
 */
/** Seed management (it also brings the shared zod schemas). */
export const loadSeedsDialog = () => Promise.all([import('./catalogue.ts'), import('./components/seeds-dialog.tsx')]).then(([, m]) => ({ default: m.SeedsDialog }));
/** A bet's fairness dialog. */
export const loadBetFairnessDialog = () => Promise.all([import('./catalogue.ts'), import('./components/bet-fairness-dialog.tsx')]).then(([, m]) => ({ default: m.BetFairnessDialog }));
