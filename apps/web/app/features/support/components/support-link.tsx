import './support-link.css';
import { Link } from 'react-router';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { useSupportUnread } from '../unread.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';

/** The header's support link for a signed-in player, with the count of unread agent messages. */
export function SupportLink() {
  const { t } = useTranslation('common');
  const paths = usePaths();
  const unread = useSupportUnread();
  const label = unread ? `${t('support')} · ${t('supportUnread', { count: unread })}` : t('support');
  return (
    <Link to={paths.support()} className={`nav-button nav-button--compact support-link${unread ? '' : ' is-idle'}`} title={label} aria-label={label} data-testid="nav-support">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      </svg>
      {unread ? <span className="support-badge" data-testid="support-unread">{unread > 99 ? '99+' : unread}</span> : null}
    </Link>
  );
}

/** Support in the profile menu (always there, also where the header has no room for the link). */
export function SupportMenuItem({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const paths = usePaths();
  return (
    <Link to={paths.support()} className="menu__item" onClick={onNavigate} data-testid="menu-support">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      </svg>
      {t('support')}
    </Link>
  );
}
