import { Link } from 'react-router';
import { adminPathTo } from '~/shared/admin-paths.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useUser } from '~/shared/session/session.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { isStaff } from '../access.ts';

/** Its own two words: the back office's catalogue loads with the back office, not with the site's header. */
const LABEL = { ru: 'Бэк-офис', en: 'Back office' } as const;

/**
 * A link from the site to the back office, shown only to staff (support,
 * finance or admin); nothing for players and visitors. Small on purpose: it
 * sits in the site's header, so it must not bring any of the back office in.
 */
export function BackofficeLink({ className = 'menu__item', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const user = useUser();
  const locale = useLocale();
  if (!isStaff(user?.scope)) return null;
  return (
    <Link to={adminPathTo(locale).overview()} className={className} onClick={onNavigate} data-testid="backoffice-link">
      <IconShield /> {LABEL[locale]}
    </Link>
  );
}
