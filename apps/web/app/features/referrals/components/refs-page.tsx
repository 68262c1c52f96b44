import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { RefsResponse } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import { formatCoins, formatInteger } from '~/shared/money.ts';
import { IconCopy } from '~/shared/ui/icons.tsx';
import { PageHead } from '~/shared/ui/page-head.tsx';
import { loadRefs } from '../api/refs.ts';
import { refsPageI18n } from '../i18n/page.ts';
import { MonthlyChart } from './monthly-chart.tsx';

const useTexts = () => useLazyCatalogue('refsPage', refsPageI18n);

/** The link in a read-only field (selectable by hand where the clipboard is not allowed) and its copy button. */
function LinkCard({ link }: { link: string }) {
  const { t } = useTexts();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const done = () => {
      setCopied(true);
      toast.success(t('copied'));
      setTimeout(() => setCopied(false), 1500);
    };
    if (!navigator.clipboard) return void toast.error(t('copyFailed'));
    navigator.clipboard.writeText(link).then(done, () => toast.error(t('copyFailed')));
  };
  return (
    <section className="refs-card refs-link" aria-labelledby="refs-link-title">
      <h2 id="refs-link-title">{t('linkTitle')}</h2>
      <div className="refs-link__row">
        <input className="input refs-link__input" readOnly value={link} aria-label={t('linkTitle')} data-testid="refs-link" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--primary refs-link__copy" onClick={copy} data-testid="refs-copy">
          <IconCopy width={16} height={16} aria-hidden />
          <span>{copied ? t('copied') : t('copy')}</span>
        </button>
      </div>
      <p className="refs-card__hint">{t('rules')}</p>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="refs-figure">
      <span className="refs-figure__label">{label}</span>
      <span className="refs-figure__value" data-testid={testId}>{value}</span>
    </div>
  );
}

/** /refs (bonuses.md §9): the player's link, referrals, earnings and the monthly chart. */
export function RefsPage({ initial }: { initial: RefsResponse | null }) {
  const { t } = useTexts();
  const locale = useLocale();
  const [view, setView] = useState<RefsResponse | null>(initial);
  const [failed, setFailed] = useState(false);
  const reread = useCallback(async () => {
    try {
      setView(await loadRefs());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    if (!initial) void reread();
  }, [initial, reread]);

  return (
    <div className="page refs-page" data-testid="refs-page">
      <PageHead title={t('title')} lead={t('lead')} />
      {!view ? (
        failed ? (
          <div className="refs-card">
            <p>{t('loadFailed')}</p>
            <button type="button" className="button" onClick={() => void reread()}>{t('retry')}</button>
          </div>
        ) : (
          <div className="page-loading" aria-busy="true" />
        )
      ) : (
        <>
          <div className="refs-top">
            <LinkCard link={view.link} />
            <section className="refs-card refs-figures" aria-label={t('periodsTitle')}>
              <Figure label={t('count')} value={formatInteger(view.count)} testId="refs-count" />
              <Figure label={t('earned')} value={formatCoins(view.earned, locale)} testId="refs-earned" />
              <Figure label={t('day')} value={formatCoins(view.periods.day, locale)} testId="refs-day" />
              <Figure label={t('week')} value={formatCoins(view.periods.week, locale)} testId="refs-week" />
              <Figure label={t('month')} value={formatCoins(view.periods.month, locale)} testId="refs-month" />
            </section>
          </div>
          <section className="refs-card" aria-labelledby="refs-chart-title">
            <h2 id="refs-chart-title">{t('chartTitle')}</h2>
            <MonthlyChart months={view.monthly} />
          </section>
        </>
      )}
    </div>
  );
}
