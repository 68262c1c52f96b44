export { LegalPage } from './components/legal-page.tsx';
export { legalI18n } from './i18n/index.ts';
