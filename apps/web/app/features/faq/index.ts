export { FaqList } from './components/faq-list.tsx';
export { faqI18n } from './i18n/index.ts';
