import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiceBet } from '@azart/contracts';
import { openAuthModal } from '~/features/auth/index.ts';
import { loadBetFairnessDialog } from '~/features/fairness/lazy.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatChance, formatCoefficient, formatCoins, formatInteger } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { useMyBets } from '../hooks/my-bets.ts';

const BetFairnessDialog = lazy(loadBetFairnessDialog);

function time(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(locale === 'ru' ? 'ru-RU' : 'en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** The player's Dice history; each row opens its fairness check. */
export function MyBets() {
  const { t } = useTranslation(['dice', 'common']);
  const locale = useLocale();
  const { bets, signedIn, loading, loaded, nextBefore, loadMore } = useMyBets();
  const [open, setOpen] = useState<DiceBet | null>(null);

  return (
    <section className="card my-bets" aria-labelledby="my-bets-title" data-testid="my-bets">
      <h2 id="my-bets-title" className="card__title">{t('myBets')}</h2>
      {!signedIn ? (
        <p className="muted">
          {t('signInForHistory')}{' '}
          <button type="button" className="link-button" onClick={() => openAuthModal('login')}>{t('common:signIn')}</button>
        </p>
      ) : bets.length === 0 ? (
        <p className="muted">{loading || !loaded ? '…' : t('noBets')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col" className="col-wide">{t('time')}</th>
                <th scope="col" className="num">{t('bet')}</th>
                <th scope="col" className="col-wide">{t('target')}</th>
                <th scope="col" className="num">{t('number')}</th>
                <th scope="col" className="num">{t('result')}</th>
                <th scope="col"><span className="sr-only">{t('check')}</span></th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => {
                const won = bet.win > 0;
                return (
                  <tr key={bet.id} data-testid="my-bet-row" data-bet-id={bet.id}>
                    <td className="muted col-wide">{time(bet.createdAt, locale)}</td>
                    <td className="num money">
                      {formatCoins(bet.amount, locale)}
                      {bet.demo && <span className="badge badge--demo badge--xs col-wide">{t('demo')}</span>}
                    </td>
                    <td className="col-wide">{bet.side === 'less' ? '<' : '>'} {formatChance(Math.round(bet.chance * 100), locale)}%</td>
                    <td className="num mono">{formatInteger(bet.number)}</td>
                    <td className={`num money ${won ? 'text-win' : 'text-loss'}`}>
                      {won ? `+${formatCoins(bet.win, locale)}` : `−${formatCoins(bet.amount, locale)}`}
                      {won && <span className="muted col-wide"> ×{formatCoefficient(Math.round(bet.coefficient * 100), locale)}</span>}
                    </td>
                    <td>
                      <button type="button" className="icon-button icon-button--sm" aria-label={t('check')} title={t('check')} onClick={() => setOpen(bet)} data-testid="my-bet-check">
                        <IconShield width={16} height={16} />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {signedIn && nextBefore && (
        <button type="button" className="button button--ghost button--block" onClick={loadMore} disabled={loading}>{t('loadMore')}</button>
      )}
      {open && (
        <Suspense fallback={null}>
          <BetFairnessDialog bet={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
