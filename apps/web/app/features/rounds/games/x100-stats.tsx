import { useTranslation } from '~/shared/i18n/react.tsx';
import { X100_MULTIPLIERS } from '@azart/fairness';
import type { RoundHistoryItem } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatPercent } from '~/shared/money.ts';
import { SpotChip } from '../components/result-chip.tsx';
import { spotColor } from '../spots.ts';

/** x100: how often each multiplier came in the last rounds (at most 100), against its share of the tape. */
export function X100Stats({ ended }: { ended: readonly RoundHistoryItem[] }) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  const rounds = ended.slice(0, 100);
  const counts = new Map<number, number>();
  for (const item of rounds) if (item.result.game === 'x100') counts.set(item.result.multiplier, (counts.get(item.result.multiplier) ?? 0) + 1);
  const most = Math.max(1, ...counts.values());
  return (
    <section className="card info-card" aria-labelledby="x100-stats" data-testid="x100-stats">
      <h2 id="x100-stats" className="card__title">{t('stats', { count: rounds.length })}</h2>
      <ul className="x100-stats">
        {X100_MULTIPLIERS.map((m) => {
          const count = counts.get(m) ?? 0;
          return (
            <li key={m} className="x100-stats__row" data-multiplier={m} data-count={count}>
              <SpotChip game="x100" spot={String(m)} size="sm" />
              <span className="x100-stats__bar"><span style={{ width: `${(count / most) * 100}%`, background: spotColor('x100', m) }} /></span>
              <span className="x100-stats__count">{count}</span>
              <span className="muted x100-stats__share">{rounds.length ? formatPercent((count / rounds.length) * 100, locale, 0) : '—'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
