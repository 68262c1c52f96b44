import { useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { RefMonth } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import type { Locale } from '~/shared/locale.ts';
import { formatCoins, formatInteger } from '~/shared/money.ts';
import { refsPageI18n } from '../i18n/page.ts';

/** The series' colours: canvas cannot read CSS variables, so these are app.css's --gold, --primary and --win, and a blue for visits. */
const COLORS = { earned: '#fbbf24', hits: '#60a5fa', registrations: '#8b5cf6', depositors: '#22d39a' } as const;
const AXIS = '#8a8fb9';
const GRID = 'rgba(255, 255, 255, 0.06)';
const HEIGHT = 240;
/** Under this width every other month is labelled: twelve labels do not fit a phone's 390 px. */
const NARROW = 520;

function monthLabel(month: string, locale: Locale, withYear: boolean): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 15));
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date);
}

/**
 * The monthly statistics (bonuses.md §9): earnings as bars on the right-hand
 * axis (coins), visits, sign-ups and depositors as lines on the left (counts),
 * drawn by uPlot (decision 020) once the page runs in the browser; touching
 * or hovering a month shows its figures above the chart, and the same
 * numbers are in a table under it for screen readers and exact values.
 */
export function MonthlyChart({ months }: { months: RefMonth[] }) {
  const { t } = useLazyCatalogue('refsPage', refsPageI18n);
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const shown = months[picked ?? months.length - 1];
  const labels = useMemo(() => months.map((m) => monthLabel(m.month, locale, false)), [months, locale]);
  const empty = months.every((m) => !m.hits && !m.registrations && !m.depositors && !m.earned);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    // Loaded with the chart, not with the page's first bytes: the library is only needed once there is a chart to draw.
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const xs = months.map((_, i) => i);
      const step = () => (element.clientWidth < NARROW ? 2 : 1);
      const font = '12px Inter Variable, system-ui, sans-serif';
      const options: uPlot.Options = {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        scales: {
          x: { time: false, range: [-0.6, months.length - 0.4] },
          n: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
          money: { range: (_u, _min, max) => [0, Math.max(10_000, max * 1.15)] },
        },
        axes: [
          { stroke: AXIS, font, grid: { show: false }, ticks: { show: false }, size: 28, gap: 4, splits: () => xs.filter((i) => (months.length - 1 - i) % step() === 0), values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
          { scale: 'n', stroke: AXIS, font, size: 36, gap: 4, grid: { stroke: GRID }, ticks: { show: false }, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatInteger(v) : '')) },
          { scale: 'money', side: 1, stroke: AXIS, font, size: 52, gap: 4, grid: { show: false }, ticks: { show: false }, values: (_u, splits) => splits.map((v) => formatInteger(Math.round(v / 100))) },
        ],
        series: [
          {},
          { label: t('earnedSeries'), scale: 'money', stroke: COLORS.earned, fill: 'rgba(251, 191, 36, 0.35)', width: 1, paths: UPlot.paths.bars!({ size: [0.6, 32] }), points: { show: false } },
          { label: t('hits'), scale: 'n', stroke: COLORS.hits, width: 2 },
          { label: t('registrations'), scale: 'n', stroke: COLORS.registrations, width: 2 },
          { label: t('depositors'), scale: 'n', stroke: COLORS.depositors, width: 2 },
        ],
        hooks: { setCursor: [(u) => setPicked(u.cursor.idx ?? null)] },
      };
      const data: uPlot.AlignedData = [xs, months.map((m) => m.earned), months.map((m) => m.hits), months.map((m) => m.registrations), months.map((m) => m.depositors)];
      chart = new UPlot(options, data, element);
      observer = new ResizeObserver(() => {
        if (chart && element.clientWidth !== chart.width) chart.setSize({ width: element.clientWidth, height: HEIGHT });
      });
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [months, labels, t]);

  return (
    <div className="refs-chart">
      {shown && (
        <p className="refs-chart__readout" aria-live="polite" data-testid="refs-chart-readout">
          <strong>{monthLabel(shown.month, locale, true)}</strong>
          <span><i style={{ background: COLORS.hits }} />{t('hits')}: {formatInteger(shown.hits)}</span>
          <span><i style={{ background: COLORS.registrations }} />{t('registrations')}: {formatInteger(shown.registrations)}</span>
          <span><i style={{ background: COLORS.depositors }} />{t('depositors')}: {formatInteger(shown.depositors)}</span>
          <span><i style={{ background: COLORS.earned }} />{t('earnedSeries')}: {formatCoins(shown.earned, locale)}</span>
        </p>
      )}
      <div ref={box} className="refs-chart__canvas" role="img" aria-label={t('chartLabel')} data-testid="refs-chart" />
      {empty && <p className="refs-card__hint">{t('emptyChart')}</p>}
      <details className="refs-chart__table">
        <summary>{t('table')}</summary>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('monthColumn')}</th>
                <th scope="col">{t('hits')}</th>
                <th scope="col">{t('registrations')}</th>
                <th scope="col">{t('depositors')}</th>
                <th scope="col">{t('earnedSeries')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthLabel(m.month, locale, true)}</th>
                  <td>{formatInteger(m.hits)}</td>
                  <td>{formatInteger(m.registrations)}</td>
                  <td>{formatInteger(m.depositors)}</td>
                  <td>{formatCoins(m.earned, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
