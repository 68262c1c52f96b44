import { useTranslation } from '~/shared/i18n/react.tsx';
import { useUser } from '../session/session.ts';
import { playBalanceOf } from '../session/balance-in-play.ts';

/** Which balance a bet comes from (main, bonus or demo coins), next to the amount. */
export function ModeBadge() {
  const { t } = useTranslation('game');
  const user = useUser();
  if (!user) return null;
  const balance = playBalanceOf(user);
  const label = { main: t('realPlay'), bonus: t('bonusPlay'), demo: t('demoPlay') }[balance];
  return <span className={`badge${balance === 'main' ? '' : ` badge--${balance}`}`} data-testid="play-mode">{label}</span>;
}
