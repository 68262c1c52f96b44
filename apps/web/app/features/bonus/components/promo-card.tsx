import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PROMO_CODE_PATTERN, type PromoActivateResponse } from '@azart/contracts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { activatePromo } from '../api/statuses.ts';
import { usePageTexts } from './loyalty-cards.tsx';
import { formatDate } from '~/shared/dates.ts';

/**
 * Promo code activation (bonuses.md §5): the code as typed (the server
 * ignores case), every refusal the server's own message (unknown, expired,
 * used up, already used, level or status too low, subscription needed —
 * whose answer opens the socials modal by itself).
 */
export function PromoCard({ onActivated }: { onActivated(answer: PromoActivateResponse): void }) {
  const { t } = usePageTexts();
  const paths = usePaths();
  return (
    <section className="panel-card panel-card--promo" aria-labelledby="promo-title" data-testid="promo-card">
      <header className="panel-card__head">
        <h2 id="promo-title">{t('promoTitle')}</h2>
        <Link to={paths.statuses()} className="panel-card__link">{t('statusesLink')}</Link>
      </header>
      <p className="panel-card__lead">{t('promoLead')}</p>
      <PromoForm onActivated={onActivated} />
    </section>
  );
}

/** The code's field and button, in the card and in the promo code modal; `initialCode` fills it from a link. */
export function PromoForm({ onActivated, initialCode = '', autoFocus = false }: { onActivated(answer: PromoActivateResponse): void; initialCode?: string; autoFocus?: boolean }) {
  const { t } = usePageTexts();
  const locale = useLocale();
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState(false);
  const valid = PROMO_CODE_PATTERN.test(code.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      const answer = await activatePromo(code.trim());
      toast.success(answer.kind === 'boost' && answer.boostUntil
        ? t('promoBoostDone', { date: formatDate(answer.boostUntil, locale) })
        : t('promoDone', { amount: formatCoins(answer.amount, locale) }));
      setCode('');
      onActivated(answer);
    } catch {
      // the API layer showed the refusal
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="promo-form" onSubmit={submit} noValidate>
      <label className="sr-only" htmlFor="promo-code">{t('promoLabel')}</label>
      <input id="promo-code" className="input" autoComplete="off" spellCheck={false} maxLength={32} placeholder={t('promoPlaceholder')} value={code} onChange={(e) => setCode(e.target.value)} autoFocus={autoFocus} data-testid="promo-input" />
      <button type="submit" className="button button--primary" disabled={busy || !valid} data-testid="promo-submit">{t('promoSubmit')}</button>
    </form>
  );
}
