import { createElement, type ComponentType } from 'react';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import type { fairnessI18n } from './i18n/index.ts';

/**
 * The fairness feature's dialogs as lazy components: other features and pages
 * import them from here (not from index.ts, which also holds the verifier),
 * so the dialogs, their texts and the HMAC code load only when a player opens
 * one.
 */
type Texts = typeof fairnessI18n;

/** The dialog with the fairness texts added to the page's i18n instance before it renders. */
function withTexts<P extends object>(Dialog: ComponentType<P>, texts: Texts): ComponentType<P> {
  return function WithFairnessTexts(props: P) {
    useLazyCatalogue('fairness', texts);
    return createElement(Dialog, props);
  };
}

/** Seed management (it also brings the shared zod schemas). */
export const loadSeedsDialog = () =>
  Promise.all([import('./i18n/index.ts'), import('./components/seeds-dialog.tsx')]).then(([{ fairnessI18n }, m]) => ({ default: withTexts(m.SeedsDialog, fairnessI18n) }));
/** A bet's fairness dialog. */
export const loadBetFairnessDialog = () =>
  Promise.all([import('./i18n/index.ts'), import('./components/bet-fairness-dialog.tsx')]).then(([{ fairnessI18n }, m]) => ({ default: withTexts(m.BetFairnessDialog, fairnessI18n) }));

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    fairness: Texts['ru'];
  }
}
