import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { STATUSES, type Status, type StatusesResponse } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import { formatCoins, formatDecimal } from '~/shared/money.ts';
import { formatCountdown, useNow } from '~/shared/use-now.ts';
import { activatePromo, loadStatuses, spinStatus } from '../api/statuses.ts';
import { statusesPageI18n } from '../i18n/statuses.ts';
import { PageHead } from '~/shared/ui/page-head.tsx';
import { formatDate } from '~/shared/dates.ts';

const useTexts = () => useLazyCatalogue('statusesPage', statusesPageI18n);
const formatX = (hundredths: number, locale: 'ru' | 'en') => formatDecimal(hundredths / 100, hundredths % 10 === 0 ? 1 : 2, locale);
const SPIN_MS = 2_600;
/** Reel cells are this wide (px), the reel runs this many table rounds before landing. */
const CELL = 88;
const ROUNDS = 5;

/** The status badge: a gem in the tier's colour and its name. */
function StatusBadge({ status, size = 'md' }: { status: Status; size?: 'md' | 'lg' }) {
  const { t } = useTexts();
  return (
    <span className={`status-badge status-badge--${status} status-badge--${size}`} data-testid="status-badge" data-status={status}>
      <svg viewBox="0 0 24 24" aria-hidden><path d="M6 3h12l4 6-10 12L2 9l4-6Z" /><path d="M2 9h20M12 21 8 9l4-6 4 6-4 12" /></svg>
      {t(`status_${status}`)}
    </span>
  );
}

/**
 * The multiplier reel (bonuses.md §4): the spin table's multipliers run by
 * and stop on the server's draw. It only shows the answer: the result is
 * the server's, drawn on the player's seeds.
 */
function Reel({ table, landed, spinning }: { table: StatusesResponse['spinTable']; landed: number | null; spinning: boolean }) {
  const locale = useLocale();
  const cells = Array.from({ length: ROUNDS + 2 }, () => table).flat();
  const target = landed === null ? 0 : ROUNDS * table.length + Math.max(0, table.findIndex((e) => e.x === landed));
  return (
    <div className="status-reel" aria-hidden>
      <div className="status-reel__window" />
      <div
        className="status-reel__strip"
        style={{ transform: `translateX(calc(50% - ${(target + 0.5) * CELL}px))`, transition: spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.1, 1)` : 'none' }}
      >
        {cells.map((cell, i) => (
          <span key={i} className={`status-reel__cell${cell.x >= 175 ? ' is-hot' : ''}`} style={{ width: CELL }}>×{formatX(cell.x, locale)}</span>
        ))}
      </div>
    </div>
  );
}

export function StatusesPage({ initial }: { initial: StatusesResponse | null }) {
  const { t } = useTexts();
  const locale = useLocale();
  const now = useNow();
  const [view, setView] = useState<StatusesResponse | null>(initial);
  const [busy, setBusy] = useState<'spin' | 'code' | null>(null);
  const [landed, setLanded] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reread = useCallback(async () => {
    try {
      setView(await loadStatuses());
    } catch {
      // the page keeps what it shows; the next action reads again
    }
  }, []);
  useEffect(() => {
    if (!initial) void reread();
    return () => {
      if (settle.current) clearTimeout(settle.current);
    };
  }, [initial, reread]);

  if (!view) return <div className="page-loading" aria-busy="true" />;
  const rank = STATUSES.indexOf(view.status);
  const next = view.levels[rank + 1];
  const current = view.levels[rank]!;
  const multiplierLeft = view.multiplier.until && now !== null ? new Date(view.multiplier.until).getTime() - now : null;
  const spinLeft = view.nextSpinAt && now !== null ? new Date(view.nextSpinAt).getTime() - now : null;
  const canSpin = view.perks.spin && (view.nextSpinAt === null || (spinLeft !== null && spinLeft <= 0));

  async function spin() {
    setBusy('spin');
    try {
      const answer = await spinStatus();
      setSpinning(false);
      setLanded(null);
      // Next frame: the reel starts from its rest and runs to the drawn multiplier.
      requestAnimationFrame(() => {
        setSpinning(true);
        setLanded(answer.spin.x);
      });
      settle.current = setTimeout(() => {
        setView(answer.statuses);
        toast.success(answer.spin.boostUntil ? t('spunBoost') : t('spun', { x: formatX(answer.spin.x, locale) }));
        setBusy(null);
      }, SPIN_MS);
    } catch {
      setBusy(null);
    }
  }

  async function activateWeekly(code: string) {
    setBusy('code');
    try {
      const answer = await activatePromo(code);
      toast.success(t('activated', { amount: formatCoins(answer.amount, locale) }));
      await reread();
    } catch {
      // the API layer showed why
    } finally {
      setBusy(null);
    }
  }

  const progressTo = next ? Math.min(1, view.weekDeposits / next.from) : 1;
  return (
    <div className="page statuses-page">
      <PageHead title={t('title')} lead={t('lead')} />
      <div className="statuses-grid">
        <section className={`panel-card status-hero status-hero--${view.status}`} aria-labelledby="status-title" data-testid="status-card">
          <header className="panel-card__head">
            <h2 id="status-title">{t('yourStatus')}</h2>
            <StatusBadge status={view.status} size="lg" />
          </header>
          <dl className="bonus-stats">
            <div>
              <dt>{t('weekDeposits')}</dt>
              <dd className="money" data-testid="week-deposits">{formatCoins(view.weekDeposits, locale)}</dd>
            </div>
            <div>
              <dt>{t('weekEnds')}</dt>
              <dd>{formatDate(view.weekEndsAt, locale, 'weekdayTime')}</dd>
            </div>
          </dl>
          <div className="bonus-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progressTo * 100)} aria-label={t('weekDeposits')}>
            <span style={{ width: `${progressTo * 100}%` }} />
          </div>
          <p className="panel-card__row">{next ? t('toNext', { status: t(`status_${next.status}`), amount: formatCoins(next.from - view.weekDeposits, locale) }) : t('topReached')}</p>
          <h3 className="status-subtitle">{t('perks')}</h3>
          {rank === 0 ? (
            <p className="panel-card__hint">{t('perkNone')}</p>
          ) : (
            <ul className="status-perks">
              <li>{t('perkPoints', { percent: current.perks.pointsPercent })}</li>
              <li>{t('perkPromo', { percent: formatDecimal(current.perks.promoRewardPercent, 1, locale) })}</li>
              <li>{t('perkSpin')}</li>
            </ul>
          )}
        </section>

        <section className="panel-card status-spin" aria-labelledby="spin-title" data-testid="status-spin-card">
          <header className="panel-card__head">
            <h2 id="spin-title">{t('spinTitle')}</h2>
          </header>
          <p className="panel-card__lead">{t('spinLead')}</p>
          <Reel table={view.spinTable} landed={landed ?? (view.multiplier.until ? view.multiplier.x : null)} spinning={spinning} />
          <div className="status-multiplier" data-testid="status-multiplier">
            <span className="muted">{t('multiplier')}</span>
            {multiplierLeft !== null && multiplierLeft > 0 ? (
              <strong>{t('multiplierActive', { x: formatX(view.multiplier.x, locale) })} <span className="countdown">{formatCountdown(multiplierLeft)}</span></strong>
            ) : (
              <span>{t('multiplierNone')}</span>
            )}
          </div>
          {!view.perks.spin ? (
            <p className="panel-card__hint">{t('spinNeedsStatus')}</p>
          ) : canSpin || busy === 'spin' ? (
            <button type="button" className="button button--primary button--block button--lg" onClick={() => void spin()} disabled={busy !== null} data-testid="status-spin">
              {busy === 'spin' ? t('spinning') : t('spin')}
            </button>
          ) : (
            <p className="status-next" data-testid="status-next-spin">
              <span className="muted">{t('nextSpin')}</span> <strong className="countdown">{spinLeft === null ? '' : formatCountdown(spinLeft)}</strong>
            </p>
          )}
          <details className="status-chances">
            <summary>{t('chances')}</summary>
            <ul>
              {view.spinTable.map((e) => (
                <li key={e.x}><span>×{formatX(e.x, locale)}</span><span>{formatDecimal(e.chance, e.chance % 1 === 0 ? 0 : 3, locale)} %</span></li>
              ))}
            </ul>
          </details>
        </section>

        {view.weeklyCode && (
          <section className="panel-card status-code" aria-labelledby="code-title" data-testid="weekly-code">
            <header className="panel-card__head">
              <h2 id="code-title">{t('weeklyCode')}</h2>
              <code className="status-code__code">{view.weeklyCode.code}</code>
            </header>
            <p className="panel-card__lead">
              {t('weeklyCodeLead', { amount: formatCoins(view.weeklyCode.amount, locale), date: formatDate(view.weeklyCode.endsAt, locale, 'day') })}
            </p>
            {view.weeklyCode.activated ? (
              <span className="badge badge--bonus">{t('weeklyCodeUsed')}</span>
            ) : (
              <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void activateWeekly(view.weeklyCode!.code)}>{t('activate')}</button>
            )}
          </section>
        )}

        <section className="panel-card status-table" aria-labelledby="table-title">
          <h2 id="table-title">{t('table')}</h2>
          <div className="status-table__scroll">
            <table>
              <thead>
                <tr><th scope="col" /><th scope="col">{t('from')}</th><th scope="col">{t('points')}</th><th scope="col">{t('promo')}</th></tr>
              </thead>
              <tbody>
                {view.levels.map((level) => (
                  <tr key={level.status} className={level.status === view.status ? 'is-current' : ''}>
                    <th scope="row"><StatusBadge status={level.status} /></th>
                    <td className="money">{formatCoins(level.from, locale)}</td>
                    <td>{level.perks.pointsPercent} %</td>
                    <td>{level.perks.promoRewardPercent ? `${formatDecimal(level.perks.promoRewardPercent, 1, locale)} %` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
