import { useTranslation } from '~/shared/i18n/react.tsx';
import type { FeedBet } from '@azart/contracts';
import { useGameNames } from '~/shared/game/texts.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useRealtime } from '~/shared/realtime/socket.ts';
import { betOutcome } from '~/shared/bet-outcome.ts';
import { formatCoefficient, formatCoins, formatSignedCoins } from '~/shared/money.ts';
import { useFeed } from '../api/feed.ts';

/** History of bets (spec §2): game (its name from its own catalogue), nickname, amount, coefficient, payout and profit; live from `broadcast`. */
export function LiveFeed({ initial, title }: { initial: FeedBet[]; title?: string }) {
  const { t } = useTranslation('feed');
  const gameName = useGameNames();
  const locale = useLocale();
  const { bets, fresh } = useFeed(initial);
  const { state } = useRealtime();

  return (
    <section className="card feed" aria-labelledby="live-feed-title" data-testid="live-feed">
      <header className="feed__head">
        <h2 id="live-feed-title" className="card__title">{title ?? t('title')}</h2>
        <span className={`live-dot live-dot--${state}`} title={state === 'connected' ? t('live') : t('offline')}>
          {state === 'connected' ? t('live') : t('offlineShort')}
        </span>
      </header>
      {bets.length === 0 ? (
        <p className="feed__empty muted">{t('empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table feed__table">
            <thead>
              <tr>
                <th scope="col">{t('game')}</th>
                <th scope="col">{t('player')}</th>
                <th scope="col" className="num">{t('amount')}</th>
                <th scope="col" className="num col-wide col-xwide">{t('coefficient')}</th>
                <th scope="col" className="num col-wide">{t('payout')}</th>
                <th scope="col" className="num">{t('profit')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => {
                const outcome = betOutcome(bet.amount, bet.win);
                return (
                  <tr key={bet.id} className={bet.id === fresh ? 'is-fresh' : undefined}>
                    <td>{gameName(bet.game)}</td>
                    <td className="feed__nick">{bet.nickname}</td>
                    <td className="num money">{formatCoins(bet.amount, locale)}</td>
                    <td className="num col-wide col-xwide">{bet.win > 0 ? `×${formatCoefficient(Math.round(bet.coefficient * 100), locale)}` : '—'}</td>
                    <td className="num money col-wide">{formatCoins(outcome.payout, locale)}</td>
                    <td className={`num money text-${outcome.kind}`}>{formatSignedCoins(outcome.profit, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
