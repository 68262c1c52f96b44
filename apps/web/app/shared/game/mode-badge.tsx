import { useTranslation } from 'react-i18next';
import { useUser } from '../session/session.ts';

/** Which balance a bet comes from (demo coins or the main balance), next to the amount. */
export function ModeBadge() {
  const { t } = useTranslation('game');
  const user = useUser();
  if (!user) return null;
  return <span className={`badge${user.demo ? ' badge--demo' : ''}`} data-testid="play-mode">{user.demo ? t('demoPlay') : t('realPlay')}</span>;
}
