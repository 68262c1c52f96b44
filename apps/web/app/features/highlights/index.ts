export { Highlights } from './components/highlights.tsx';
export { highlightsI18n } from './i18n/index.ts';
