import '../free-coins.css';
import { useState } from 'react';
import type { FreeCoinsState } from '@azart/contracts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { useUser } from '~/shared/session/session.ts';
import { formatCountdown, useNow } from '~/shared/use-now.ts';
import { useFreeCoinsT } from '../i18n/free-coins.ts';
import { CaptchaDialog } from './captcha-dialog.tsx';

export type FreeCoinsCardProps = {
  /** The free coins' part of GET /api/bonus (`freeCoinsState`); null for a visitor or while unknown. */
  state: FreeCoinsState | null;
  /** After a paid claim (kopecks credited): the page reads its state again (the new wait, the balances). */
  onClaimed?: (amount: number) => void;
};

/**
 * Free coins, the "minutes bonus" (bonuses.md §2): while the 10-minute wait
 * runs, a countdown; when a claim is possible, a button that opens the
 * rotation captcha; otherwise the conditions. When the countdown ends the
 * button comes back on its own — the server checks the rest (balance, money
 * in play) and the dialog says why if it refuses.
 */
export function FreeCoinsCard({ state, onClaimed }: FreeCoinsCardProps) {
  const { t } = useFreeCoinsT();
  return (
    <section className="panel-card free-coins-card" aria-labelledby="free-coins-title" data-testid="free-coins-card">
      <header className="panel-card__head">
        <h2 id="free-coins-title">{t('title')}</h2>
        <span className="free-coins-card__coin" aria-hidden="true">₽</span>
      </header>
      <p className="panel-card__lead">{t('lead')}</p>
      <FreeCoinsClaim state={state} onClaimed={onClaimed} />
    </section>
  );
}

/**
 * The claim itself, in the card and in the free coins modal: the countdown,
 * the button that opens the captcha, or the conditions.
 */
export function FreeCoinsClaim({ state, onClaimed }: FreeCoinsCardProps) {
  const { t } = useFreeCoinsT();
  const user = useUser();
  const now = useNow();
  const [open, setOpen] = useState(false);

  const nextAt = state?.nextAt ?? null;
  const left = nextAt && now !== null ? Date.parse(nextAt) - now : 0;
  // Before the first tick (the server render, hydration) a known wait shows an empty countdown, not a button.
  const waiting = nextAt !== null && (now === null || left > 0);
  const claimable = state !== null && !waiting && (state.available || nextAt !== null);

  return (
    <>
      <div aria-live="polite">
        {!user ? (
          <button type="button" className="button button--primary button--block" onClick={() => openAuthModal('login')} data-testid="free-coins-sign-in">{t('signIn')}</button>
        ) : waiting ? (
          <div className="free-coins-card__countdown" data-testid="free-coins-countdown">
            <span className="muted">{t('nextIn')}</span>
            <strong className="mono">{now === null ? '––:––' : formatCountdown(left, 'minutes')}</strong>
          </div>
        ) : state === null ? (
          <button type="button" className="button button--primary button--block" disabled data-testid="free-coins-claim">{t('claim')}</button>
        ) : claimable ? (
          <div className="free-coins-card__ready">
            <p className="free-coins-card__ready-text">{t('ready')}</p>
            <button type="button" className="button button--primary button--block" onClick={() => setOpen(true)} data-testid="free-coins-claim">{t('claim')}</button>
          </div>
        ) : (
          <>
            <p className="panel-card__hint" data-testid="free-coins-conditions">{t('conditions')}</p>
            <button type="button" className="button button--primary button--block" disabled data-testid="free-coins-claim">{t('claim')}</button>
          </>
        )}
      </div>
      {user && <CaptchaDialog open={open} onClose={() => setOpen(false)} onClaimed={onClaimed} />}
    </>
  );
}
