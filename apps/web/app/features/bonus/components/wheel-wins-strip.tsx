import '../wheel.css';
import type { WheelWinsResponse } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { useRealtime } from '~/shared/realtime/socket.ts';
import { useWheelWins } from '../api/wheel.ts';
import { useWheelT } from '../i18n/wheel.ts';
import { formatX } from '../wheel-format.ts';

/** ×10 and up stand out in the strip. */
const BIG_X = 1000;

/**
 * The live strip of daily-wheel wins (spec §3 `luckywheel {allwin, winmoney,
 * x}`): what the wheel paid today, all players, and the latest wins, newest
 * first; every `luckywheel` push on `broadcast` adds one. `initial` is GET
 * /api/bonus/wheel/wins as a loader read it (`loadWheelWins`), optional:
 * without it the strip fetches it in the browser.
 */
export function WheelWinsStrip({ initial = null }: { initial?: WheelWinsResponse | null }) {
  const { t } = useWheelT();
  const locale = useLocale();
  const { wins, allwin, fresh } = useWheelWins(initial);
  const { state } = useRealtime();
  return (
    <section className="card wheel-wins" aria-labelledby="wheel-wins-title" data-testid="wheel-wins">
      <header className="wheel-wins__head">
        <h2 id="wheel-wins-title" className="card__title">{t('winsTitle')}</h2>
        <span className={`live-dot live-dot--${state}`}>{state === 'connected' ? t('live') : t('offline')}</span>
      </header>
      <p className="wheel-wins__total">
        {t('winsToday')} <strong className="money" data-testid="wheel-wins-allwin">{allwin === null ? '—' : formatCoins(allwin, locale)}</strong>
      </p>
      {wins.length === 0 ? (
        <p className="wheel-wins__empty muted">{t('winsEmpty')}</p>
      ) : (
        <ul className="wheel-wins__list" aria-live="polite">
          {wins.map((win) => (
            <li key={win.id} className={`wheel-wins__item${win.x >= BIG_X ? ' wheel-wins__item--big' : ''}${win.id === fresh ? ' is-fresh' : ''}`} data-testid="wheel-wins-item">
              <span className="wheel-wins__login">{win.login}</span>
              <span className="wheel-wins__prize">
                <strong className="money">+{formatCoins(win.win, locale)}</strong>
                <span>{`×${formatX(win.x, locale)}`}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
