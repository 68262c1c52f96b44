import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePaths } from '~/shared/i18n/hooks.ts';

export type LegalDoc = 'terms' | 'policy' | 'aml' | 'kyc' | 'responsible';

const SECTIONS = {
  terms: ['age', 'account', 'referrals', 'play', 'money', 'block', 'responsible'],
  policy: ['data', 'why', 'cookies', 'share', 'rights', 'contact'],
  aml: ['operator', 'who', 'money', 'review', 'suspicion', 'screening', 'refuse', 'records'],
  kyc: ['operator', 'always', 'when', 'documents', 'how', 'screening', 'outcome', 'keep'],
  responsible: ['adults', 'rules', 'signs', 'account'],
} as const satisfies Record<LegalDoc, readonly string[]>;

/** Organisations that help with problem gambling (the responsible gambling page), with their own sites where they have one. */
const HELP = [
  { key: 'narcology' },
  { key: 'moscow' },
  { key: 'ga', href: 'https://www.gamblersanonymous.org' },
  { key: 'therapy', href: 'https://www.gamblingtherapy.org' },
  { key: 'gamcare', href: 'https://www.gamcare.org.uk' },
  { key: 'gambleaware', href: 'https://www.begambleaware.org' },
] as const;

/**
 * The site's legal pages: the user agreement and the privacy policy the
 * registration form links to, the AML and KYC policies and the responsible
 * gambling page the footer links to.
 */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('legal');
  return (
    <article className="prose card" data-testid={`legal-${doc}`}>
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
      {doc === 'responsible' && <PlayerProtection />}
      <p className="muted">{t('updated')}</p>
    </article>
  );
}

/**
 * The responsible gambling page's own parts: the place the player
 * protection tools will take (limits, self-exclusion: a later issue; until
 * then support arranges a break), and where to get help.
 */
function PlayerProtection() {
  const { t } = useTranslation('legal');
  const paths = usePaths();
  return (
    <>
      <section className="prose__block prose__tools" aria-labelledby="protection-tools" data-testid="protection-tools">
        <h2 id="protection-tools">
          {t('responsible.tools.h')} <span className="chip">{t('responsible.tools.badge')}</span>
        </h2>
        <p>{t('responsible.tools.p')}</p>
        <Link to={paths.support('create')} className="button button--ghost button--sm">{t('responsible.tools.support')}</Link>
      </section>
      <section className="prose__block" aria-labelledby="gambling-help">
        <h2 id="gambling-help">{t('responsible.help.h')}</h2>
        <p>{t('responsible.help.lead')}</p>
        <ul className="help-list" data-testid="gambling-help">
          {HELP.map((item) => (
            <li key={item.key}>
              <strong>
                {'href' in item
                  ? <a href={item.href} target="_blank" rel="noopener noreferrer">{t(`responsible.help.items.${item.key}.name`)}</a>
                  : t(`responsible.help.items.${item.key}.name`)}
              </strong>
              <span>{t(`responsible.help.items.${item.key}.p`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
