import { useTranslation } from '~/shared/i18n/react.tsx';
import { Link } from 'react-router';
import type { PublicRoundBet, RoundGame, RoundHistoryItem } from '@azart/contracts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { formatCoins } from '~/shared/money.ts';
import { ROUND_VIEWS } from '../games/views.ts';
import { SpotChip, resultSpot } from './result-chip.tsx';

/** The strip of the last results, newest first. */
export function ResultsStrip({ game, ended }: { game: RoundGame; ended: readonly RoundHistoryItem[] }) {
  const { t } = useTranslation('rounds');
  return (
    // Focusable: on a phone the strip scrolls sideways, and a keyboard has to reach what is out of view.
    <div className="results-strip" role="group" aria-label={t('lastResults')} tabIndex={0} data-testid="round-results">
      {ended.slice(0, 24).map((item) => <SpotChip key={item.id} game={game} spot={resultSpot(item.result)} size="sm" title={t('roundNumber', { number: item.number })} />)}
    </div>
  );
}

/** Everyone's bets in the current round, newest first, with each one's win once the round has ended. */
export function RoundBetsList({ game, bets }: { game: RoundGame; bets: readonly PublicRoundBet[] }) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  return (
    <section className="card round-list" aria-labelledby="round-bets" data-testid="round-bets">
      <h2 id="round-bets" className="card__title">{t('roundBets')}</h2>
      {bets.length === 0 ? (
        <p className="muted">{t('roundBetsEmpty')}</p>
      ) : (
        <div className="table-wrap round-list__scroll">
          <table className="table">
            <thead><tr><th scope="col">{t('columns.player')}</th><th scope="col">{t('columns.spot')}</th><th scope="col" className="num">{t('columns.amount')}</th><th scope="col" className="num">{t('columns.win')}</th></tr></thead>
            <tbody>
              {bets.map((bet) => (
                <tr key={bet.id} data-testid="round-bet-row">
                  <td className="round-list__nick">{bet.nickname}</td>
                  <td><SpotChip game={game} spot={bet.spot} size="sm" /></td>
                  <td className="num money">{formatCoins(bet.amount, locale)}</td>
                  <td className={`num money${bet.win ? ' text-win' : ''}`}>{bet.win === null ? '—' : formatCoins(bet.win, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Ended rounds with their hash and a link to check each one on /fairness. */
export function RoundHistory({ game, ended }: { game: RoundGame; ended: readonly RoundHistoryItem[] }) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  const paths = usePaths();
  const { HistoryDetail } = ROUND_VIEWS[game];
  return (
    <section className="card round-list" aria-labelledby="round-history" data-testid="round-history">
      <h2 id="round-history" className="card__title">{t('history')}</h2>
      {ended.length === 0 ? (
        <p className="muted">{t('historyEmpty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('columns.round')}</th>
                <th scope="col">{t('columns.result')}</th>
                <th scope="col" className="num col-wide">{t('columns.bets')}</th>
                <th scope="col" className="num">{t('columns.paid')}</th>
                <th scope="col" className="col-wide">{t('columns.hash')}</th>
                <th scope="col"><span className="sr-only">{t('check')}</span></th>
              </tr>
            </thead>
            <tbody>
              {ended.slice(0, 20).map((item) => (
                <tr key={item.id} data-testid="round-history-row">
                  <td className="muted">{item.number}</td>
                  <td><SpotChip game={game} spot={resultSpot(item.result)} size="sm" />{HistoryDetail && <HistoryDetail result={item.result} />}</td>
                  <td className="num col-wide">{item.totals.bets}</td>
                  <td className="num money">{formatCoins(item.payout, locale)}</td>
                  <td className="col-wide mono round-list__hash" title={item.hash}>{item.hash.slice(0, 12)}…</td>
                  <td><Link className="button button--ghost button--sm round-list__check" to={`${paths.fairness({ game, hash: item.hash })}#rounds`} aria-label={t('check')} title={t('check')}><IconShield width={16} height={16} /></Link></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
