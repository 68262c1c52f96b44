import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePaths } from '~/shared/i18n/hooks.ts';

/** 404 ("Page not found: {path}"), 403 ("access denied, try refreshing") and unexpected errors. */
export function ErrorPage({ status, path }: { status: number; path: string }) {
  const { t } = useTranslation('errors');
  const paths = usePaths();
  const kind = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'error';
  return (
    <section className="error-page" data-testid={`error-${status}`}>
      <p className="error-page__code" aria-hidden>{kind === 'error' ? status : t(`${kind}Code`)}</p>
      <h1 className="error-page__title">{t(`${kind}Title`)}</h1>
      <p className="error-page__text">{kind === 'notFound' ? t('notFound', { path }) : t(kind)}</p>
      <div className="error-page__actions">
        <Link className="button button--primary" to={paths.home()}>{t('home')}</Link>
        {kind !== 'notFound' && (
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>{t('reload')}</button>
        )}
      </div>
    </section>
  );
}
