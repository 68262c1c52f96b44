import type { MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Verifier } from '~/features/fairness/index.ts';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'fairness');

export default function FairnessPage() {
  const { t } = useTranslation('fairness');
  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1 className="page-title">{t('verifierTitle')}</h1>
          <p className="page-lead">{t('verifierLead')}</p>
        </div>
      </header>
      <Verifier />
    </div>
  );
}
