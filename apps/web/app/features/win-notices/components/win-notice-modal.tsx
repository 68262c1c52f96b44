import '../win-notices.css';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { useGameNames } from '~/shared/game/texts.ts';
import { formatCoins, formatSignedCoins } from '~/shared/money.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { useWinNoticesT } from '../i18n/index.ts';
import type { WinNotice } from '../win-notice.ts';

/** The win notice: the game, what the round paid, the stake and the profit, and the way back to the game. */
export default function WinNoticeModal({ notice, onClose }: { notice: WinNotice | null; onClose: () => void }) {
  const { t } = useWinNoticesT();
  const locale = useLocale();
  const paths = usePaths();
  const gameName = useGameNames();
  // While it closes, the dialog keeps the figures it showed.
  const last = useRef(notice);
  if (notice) last.current = notice;
  const shown = last.current;
  if (!shown) return null;
  return (
    <Modal open={notice !== null} onClose={onClose} title={t('title', { game: gameName(shown.game) })} closeLabel={t('close')} size="sm" testId="win-notice">
      <p className="muted">{t('lead')}</p>
      <p className="win-notice__payout" data-testid="win-notice-payout">
        <span className="muted">{t('payout')}</span>
        <strong>{formatCoins(shown.win, locale)}</strong>
      </p>
      <dl className="win-notice__figures">
        <div><dt>{t('stake')}</dt><dd>{formatCoins(shown.amount, locale)}</dd></div>
        <div><dt>{t('profit')}</dt><dd className="win-notice__profit">{formatSignedCoins(shown.win - shown.amount, locale)}</dd></div>
      </dl>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>{t('close')}</button>
        <Link to={paths.game(shown.game)} className="button button--primary" onClick={onClose} data-testid="win-notice-play">{t('play')}</Link>
      </div>
    </Modal>
  );
}
