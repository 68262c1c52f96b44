export { ErrorPage } from './components/error-page.tsx';
export { errorsI18n } from './i18n/index.ts';
