import { useEffect, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Link } from 'react-router';
import type { RoundGame, RoundGameBet } from '@azart/contracts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { formatCoins, formatSignedCoins } from '~/shared/money.ts';
import { useUser } from '~/shared/session/session.ts';
import { loadMyRoundBets } from '../api/rounds.ts';
import { SpotChip, resultSpot } from './result-chip.tsx';

const isRoundBet = (bet: { game: string }): bet is RoundGameBet => 'roundId' in bet;

/**
 * The player's settled bets in this game, newest first: the spot, the stake,
 * the round's result and the profit, and a link that checks the round on
 * /fairness from its hash. Read again whenever a round ends (`endedRoundId`).
 */
export function MyRoundBets({ game, endedRoundId }: { game: RoundGame; endedRoundId: number | null }) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  const paths = usePaths();
  const user = useUser();
  const [bets, setBets] = useState<RoundGameBet[] | null>(null);
  const userId = user?.id ?? null;
  const demo = user?.demo ?? false;

  useEffect(() => {
    if (userId === null) return setBets(null);
    let live = true;
    // Settlement runs while the result shows: read a moment after the round ended.
    const timer = setTimeout(() => {
      loadMyRoundBets(game).then((answer) => live && setBets(answer.bets.filter(isRoundBet)), () => undefined);
    }, endedRoundId === null ? 0 : 1_200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [game, userId, endedRoundId, demo]);

  return (
    <section className="card round-list" aria-labelledby="my-round-bets" data-testid="my-round-bets">
      <h2 id="my-round-bets" className="card__title">{t('myBets')}</h2>
      {userId === null ? (
        <p className="muted">{t('signInForBets')}</p>
      ) : !bets || bets.length === 0 ? (
        <p className="muted">{t('myBetsEmpty')}</p>
      ) : (
        <div className="table-wrap round-list__scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('columns.round')}</th>
                <th scope="col">{t('columns.spot')}</th>
                <th scope="col" className="num">{t('columns.amount')}</th>
                <th scope="col" className="col-wide">{t('columns.result')}</th>
                <th scope="col" className="num">{t('columns.win')}</th>
                <th scope="col"><span className="sr-only">{t('check')}</span></th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => (
                <tr key={bet.id} data-testid="my-round-bet-row" data-round-id={bet.roundId}>
                  <td className="muted">{bet.roundNumber}</td>
                  <td><SpotChip game={game} spot={bet.spot} size="sm" /></td>
                  <td className="num money">{formatCoins(bet.amount, locale)}{bet.demo && <span className="badge badge--demo badge--xs col-wide">{t('demo')}</span>}</td>
                  <td className="col-wide"><SpotChip game={game} spot={resultSpot(bet.result)} size="sm" /></td>
                  <td className={`num money ${bet.win > bet.amount ? 'text-win' : 'text-loss'}`}>{formatSignedCoins(bet.win - bet.amount, locale)}</td>
                  <td><Link className="button button--ghost button--sm round-list__check" to={`${paths.fairness({ game, hash: bet.hash })}#rounds`} aria-label={t('check')} title={t('check')} data-testid="my-round-bet-check"><IconShield width={16} height={16} /></Link></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
