import type { MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FaqList } from '~/features/faq/index.ts';
import { DemoControls } from '~/features/wallet/index.ts';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'faq');

export default function FaqPage() {
  const { t } = useTranslation('faq');
  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-lead">{t('lead')}</p>
        </div>
      </header>
      <div className="page-grid page-grid--aside">
        <FaqList />
        <DemoControls />
      </div>
    </div>
  );
}
