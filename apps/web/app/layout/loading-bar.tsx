import { useNavigation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useRequestsPending } from '~/shared/loading.ts';

/** Global loading indicator: API requests in flight or a page navigation (spec §7). */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  const requests = useRequestsPending();
  const active = navigating || requests;
  return (
    <div className={`loading-bar${active ? ' is-active' : ''}`} role="progressbar" aria-label={t('loading')} aria-hidden={!active} data-testid="loading-bar" data-active={active}>
      <span className="loading-bar__fill" />
    </div>
  );
}
