import { useTranslation } from '~/shared/i18n/react.tsx';

const SECTIONS = {
  terms: ['age', 'account', 'referrals', 'play', 'money', 'block', 'responsible'],
  policy: ['data', 'why', 'cookies', 'share', 'rights', 'contact'],
} as const;

/** The user agreement and the privacy policy the registration form links to. */
export function LegalPage({ doc }: { doc: 'terms' | 'policy' }) {
  const { t } = useTranslation('legal');
  return (
    <article className="prose card">
      <h1 className="page-title">{t(`${doc}.title`)}</h1>
      <p className="lead">{t(`${doc}.lead`)}</p>
      <ol className="prose__sections">
        {SECTIONS[doc].map((key) => (
          <li key={key}>
            <h2>{t(`${doc}.sections.${key}.h` as 'terms.sections.age.h')}</h2>
            <p>{t(`${doc}.sections.${key}.p` as 'terms.sections.age.p')}</p>
          </li>
        ))}
      </ol>
      <p className="muted">{t('updated')}</p>
    </article>
  );
}
