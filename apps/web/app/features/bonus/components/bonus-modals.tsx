import '../free-coins.css';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { FreeCoinsState } from '@azart/contracts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { useUser } from '~/shared/session/session.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { loadBonusOverview } from '../api/overview.ts';
import type { BonusModal } from '../bonus-modals.ts';
import { useFreeCoinsT } from '../i18n/free-coins.ts';
import { FreeCoinsClaim } from './free-coins-card.tsx';
import { usePageTexts } from './loyalty-cards.tsx';
import { PromoForm } from './promo-card.tsx';

/** The free coins or the promo code modal (bonus-modals-host.tsx opens them). */
export default function BonusModals({ modal, onClose }: { modal: BonusModal; onClose: () => void }) {
  return (
    <>
      <FreeCoinsModal open={modal?.kind === 'free-coins'} onClose={onClose} />
      <PromoModal open={modal?.kind === 'promo'} code={modal?.kind === 'promo' ? modal.code : ''} onClose={onClose} />
    </>
  );
}

/**
 * Free coins anywhere on the site (spec §2 "free coins (minutes bonus)"):
 * the countdown to the next claim, or the button that opens the captcha,
 * read from GET /api/bonus each time it opens and again after a claim.
 */
function FreeCoinsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useFreeCoinsT();
  const user = useUser();
  const [state, setState] = useState<FreeCoinsState | null>(null);
  const signedIn = user !== null;

  const reread = useCallback(() => {
    loadBonusOverview().then((overview) => setState(overview.freeCoins), () => setState(null));
  }, []);
  useEffect(() => {
    if (open && signedIn) reread();
    if (!open) setState(null);
  }, [open, signedIn, reread]);

  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} size="sm" testId="free-coins-modal">
      <p className="muted">{t('lead')}</p>
      <FreeCoinsClaim state={state} onClaimed={reread} />
    </Modal>
  );
}

/** A promo code anywhere on the site (spec §2), filled in when a link brought one. */
function PromoModal({ open, code, onClose }: { open: boolean; code: string; onClose: () => void }) {
  const { t } = usePageTexts();
  const paths = usePaths();
  const user = useUser();
  return (
    <Modal open={open} onClose={onClose} title={t('promoTitle')} closeLabel={t('close')} size="sm" testId="promo-modal">
      <p className="muted">{t('promoLead')}</p>
      {user ? (
        // Keyed by the code: a second link with another code fills the field anew.
        <PromoForm key={code} initialCode={code} autoFocus onActivated={onClose} />
      ) : (
        <button type="button" className="button button--primary button--block" onClick={() => openAuthModal('login')} data-testid="promo-sign-in">{t('promoSignIn')}</button>
      )}
      <Link to={paths.bonus()} className="panel-card__link" onClick={onClose}>{t('promoAllBonuses')}</Link>
    </Modal>
  );
}
