import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { Bet, SeedBet } from '@azart/contracts';
import { betOutcome } from '../bet-outcome.ts';
import { useLocale } from '../i18n/hooks.ts';
import { formatCoefficient, formatCoins, formatSignedCoins } from '../money.ts';
import { openAuthModal } from '../session/auth-modal.ts';
import { IconShield } from '../ui/icons.tsx';
import { useMyGameBets } from './my-bets-store.ts';
import { useGameText } from './texts.ts';
import type { AnyWebGame } from './web-game.ts';

/** A bet's fairness dialog (the fairness feature's, handed in by the page). */
export type BetDialogComponent = ComponentType<{ game: AnyWebGame; bet: SeedBet; onClose: () => void }>;

/** The bets of a seed game's page are its own: they carry seeds and a nonce. */
const isSeedBet = (bet: Bet): bet is SeedBet => 'nonce' in bet;

function time(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(locale === 'ru' ? 'ru-RU' : 'en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/**
 * A player's bets in one game as a table. The game's own columns (its
 * binding's `betColumns`) go between the stake and the outcome. The outcome
 * is the profit (payout − stake, signed), with the coefficient and the payout
 * beside it on wider screens; a phone shows the stake, the game's column, the
 * profit and the check button, nothing cut off.
 */
export function MyBetsTable({ game, bets, onCheck }: { game: AnyWebGame; bets: readonly Bet[]; onCheck: (bet: Bet) => void }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const text = useGameText(game.id);
  const columns = useMemo(() => game.betColumns(text, locale), [game, text, locale]);
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="col-wide">{t('time')}</th>
            <th scope="col" className="num">{t('bet')}</th>
            {columns.map((column) => <th key={column.key} scope="col" className={column.className}>{column.label}</th>)}
            <th scope="col" className="num col-wide col-xwide">{t('coefShort')}</th>
            <th scope="col" className="num col-wide">{t('outcome.payout')}</th>
            <th scope="col" className="num">{t('outcome.profit')}</th>
            <th scope="col"><span className="sr-only">{t('check')}</span></th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => {
            const outcome = betOutcome(bet.amount, bet.win);
            return (
              <tr key={bet.id} data-testid="my-bet-row" data-bet-id={bet.id}>
                <td className="muted col-wide">{time(bet.createdAt, locale)}</td>
                <td className="num money">
                  {formatCoins(bet.amount, locale)}
                  {bet.demo && <span className="badge badge--demo badge--xs col-wide">{t('demo')}</span>}
                </td>
                {columns.map((column) => <td key={column.key} className={column.cellClassName ?? column.className}>{column.cell(bet)}</td>)}
                <td className="num col-wide col-xwide">{bet.win > 0 ? `×${formatCoefficient(Math.round(bet.coefficient * 100), locale)}` : '—'}</td>
                <td className="num money col-wide" data-testid="my-bet-payout">{formatCoins(outcome.payout, locale)}</td>
                <td className={`num money text-${outcome.kind}`} data-testid="my-bet-profit">{formatSignedCoins(outcome.profit, locale)}</td>
                <td>
                  <button type="button" className="icon-button icon-button--sm" aria-label={t('check')} title={t('check')} onClick={() => onCheck(bet)} data-testid="my-bet-check">
                    <IconShield width={16} height={16} />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The player's bets in one game, with paging; each row opens its fairness dialog. */
export function GameMyBets({ game, BetDialog }: { game: AnyWebGame; BetDialog: BetDialogComponent }) {
  const { t } = useTranslation(['game', 'common']);
  const { bets, signedIn, loading, loaded, nextBefore, loadMore } = useMyGameBets(game.id);
  const [open, setOpen] = useState<Bet | null>(null);

  return (
    <section className="card my-bets" aria-labelledby={`${game.id}-my-bets`} data-testid="my-bets">
      <h2 id={`${game.id}-my-bets`} className="card__title">{t('myBets')}</h2>
      {!signedIn ? (
        <p className="muted">
          {t('signInForHistory')}{' '}
          <button type="button" className="link-button" onClick={() => openAuthModal('login')}>{t('common:signIn')}</button>
        </p>
      ) : bets.length === 0 ? (
        <p className="muted">{loading || !loaded ? '…' : t('noBets')}</p>
      ) : (
        <MyBetsTable game={game} bets={bets} onCheck={setOpen} />
      )}
      {signedIn && nextBefore && (
        <button type="button" className="button button--ghost button--block" onClick={loadMore} disabled={loading} data-testid="my-bets-more">{t('loadMore')}</button>
      )}
      {open && isSeedBet(open) && (
        <Suspense fallback={null}>
          <BetDialog game={game} bet={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
