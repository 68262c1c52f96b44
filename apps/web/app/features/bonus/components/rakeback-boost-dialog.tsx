import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatDecimal } from '~/shared/money.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { formatCountdown, useNow } from '~/shared/use-now.ts';
import { usePageTexts } from './loyalty-cards.tsx';

/**
 * The rakeback boost modal (spec §2, bonuses.md §6): the doubled rate, the
 * time it has left, and where boosts come from. Opened from the rakeback
 * card while a boost lasts, and by itself when a promo code gives one.
 */
export function RakebackBoostDialog({ open, onClose, boostUntil, rate }: { open: boolean; onClose: () => void; boostUntil: string | null; rate: number }) {
  const { t } = usePageTexts();
  const locale = useLocale();
  const now = useNow();
  const left = boostUntil && now !== null ? new Date(boostUntil).getTime() - now : null;
  const percent = (value: number) => formatDecimal(value, value % 1 === 0 ? 0 : 1, locale);
  return (
    <Modal open={open} onClose={onClose} title={t('boostTitle')} closeLabel={t('close')} size="sm" testId="rakeback-boost">
      <div className="boost-dialog">
        <div className="boost-dialog__x" aria-hidden>×2</div>
        <p>{t('boostLead', { rate: percent(rate), base: percent(rate / 2) })}</p>
        <p className="boost-dialog__left">
          <span className="muted">{t('boostLeft')}</span> <strong className="countdown" data-testid="boost-left">{left === null ? '' : formatCountdown(left)}</strong>
        </p>
        <p className="muted">{t('boostHow')}</p>
        <button type="button" className="button button--primary button--block" onClick={onClose}>{t('boostOk')}</button>
      </div>
    </Modal>
  );
}
