import './faq-catalogue.ts';
import type { MetaFunction } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FaqList } from '~/features/faq/index.ts';
import { DemoControls } from '~/features/wallet/index.ts';
import { pageMeta } from '~/seo/meta.ts';
import { PageHead } from '~/shared/ui/page-head.tsx';

export const meta: MetaFunction = (args) => pageMeta(args, 'faq');

export default function FaqPage() {
  const { t } = useTranslation('faq');
  return (
    <div className="page">
      <PageHead title={t('title')} lead={t('lead')} />
      <div className="page-grid page-grid--aside">
        <FaqList />
        <DemoControls />
      </div>
    </div>
  );
}
