export { Verifier } from './components/verifier.tsx';
export { fairnessI18n } from './i18n/index.ts';
export { loadBetFairnessDialog, loadSeedsDialog } from './lazy.ts';
