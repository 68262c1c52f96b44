import '../social.css';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SocialState } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { claimNewYear, useSocialState } from '../api/social.ts';
import { useSocialT } from '../i18n/index.ts';
import { openNewYear } from '../modals.ts';
import { StateGate } from './state-gate.tsx';
import { formatDate } from '~/shared/dates.ts';

/** A day of the season as Moscow has it (the season's dates are Moscow days). */

function Gift({ gift, onDone }: { gift: SocialState['newyear']; onDone: () => void }) {
  const { t } = useSocialT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const amount = formatCoins(gift.amount, locale);
  const dates = { from: formatDate(gift.startsAt, locale, 'day'), to: formatDate(gift.endsAt, locale, 'day') };

  async function claim() {
    setBusy(true);
    try {
      const answer = await claimNewYear();
      toast.success(t('newyearDone', { amount: formatCoins(answer.amount, locale) }));
      onDone();
    } catch {
      // The API layer showed why; a missing subscription opened the socials modal (Telegram only) by its §8 key.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="social-gift" data-testid="newyear-gift">
      <svg className="social-gift__box" width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
        <rect x="3" y="8" width="18" height="4" rx="1" /><path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
      </svg>
      <p className="social-gift__amount">{amount}</p>
      <p className="social-lead">{t('newyearLead', { amount })}</p>
      <p className="social-note">{gift.open ? t('newyearDates', dates) : t('newyearClosed', dates)}</p>
      {gift.claimed ? (
        <p className="social-done" data-testid="newyear-claimed">{t('newyearClaimed')}</p>
      ) : (
        <button type="button" className="button button--primary button--lg" onClick={() => void claim()} disabled={busy || !gift.open} data-testid="newyear-claim">{t('newyearClaim')}</button>
      )}
    </div>
  );
}

/** The new-year gift modal (spec §2): the gift, its dates and the claim; opened from its card, the header's `?gift=newyear` or anywhere through `openNewYear()`. */
export function NewYearModal({ onClose }: { onClose: () => void }) {
  const { t } = useSocialT();
  const social = useSocialState();
  return (
    <Modal open onClose={onClose} title={t('newyearTitle')} closeLabel={t('close')} size="sm" testId="newyear-modal">
      <StateGate social={social}>{(state) => <Gift gift={state.newyear} onDone={onClose} />}</StateGate>
    </Modal>
  );
}

/** For the bonuses page: the season's gift while it runs (nothing outside its dates). */
export function NewYearGiftCard() {
  const { t } = useSocialT();
  const locale = useLocale();
  const { state } = useSocialState();
  if (!state?.newyear.open) return null;
  const gift = state.newyear;
  return (
    <section className="panel-card social-card--newyear" data-testid="newyear-card" aria-labelledby="newyear-title">
      <header className="panel-card__head">
        <h2 id="newyear-title">{t('newyearTitle')}</h2>
        <strong className="panel-card__big">{formatCoins(gift.amount, locale)}</strong>
      </header>
      <p className="panel-card__lead">{t('newyearDates', { from: formatDate(gift.startsAt, locale, 'day'), to: formatDate(gift.endsAt, locale, 'day') })}</p>
      {gift.claimed ? (
        <p className="social-done">{t('newyearClaimed')}</p>
      ) : (
        <button type="button" className="button button--primary" onClick={openNewYear} data-testid="newyear-open">{t('newyearOpen')}</button>
      )}
    </section>
  );
}
