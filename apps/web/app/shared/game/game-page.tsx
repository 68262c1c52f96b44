import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useLocale, usePaths } from '../i18n/hooks.ts';
import { formatCoins, formatPercent } from '../money.ts';
import { IconHelp, IconShield } from '../ui/icons.tsx';
import { GameHead, type SeedsDialogComponent } from './game-head.tsx';
import { MIN_BET, useGameLimits } from './limits.ts';
import { GameMyBets, type BetDialogComponent } from './my-bets.tsx';
import { gameRules, useGameText } from './texts.ts';
import type { AnyWebGame } from './web-game.ts';

type Props = {
  game: AnyWebGame;
  /** The feed of everyone's bets (the live-feed feature's). */
  feed: ReactNode;
  SeedsDialog: SeedsDialogComponent;
  BetDialog: BetDialogComponent;
  /** The game's board and controls. */
  children: ReactNode;
};

/**
 * The frame of every own game's page: head, the game, my bets and all bets,
 * rules, limits and fairness. The page (routes/game.tsx) hands in what other
 * features provide (the feed, the seeds and bet dialogs); the texts are the
 * game's own (its catalogue, by id).
 */
export function GamePage({ game, feed, SeedsDialog, BetDialog, children }: Props) {
  const { t } = useTranslation('game');
  const text = useGameText(game.id);
  const locale = useLocale();
  const paths = usePaths();
  const limits = useGameLimits(game.id);

  return (
    <div className={`page page--game page--${game.id}`}>
      <GameHead title={text('title')} subtitle={text('subtitle')} rulesAnchor="rules" SeedsDialog={SeedsDialog} />
      {children}
      <div className="page-grid">
        <GameMyBets game={game} BetDialog={BetDialog} />
        {feed}
      </div>
      <div className="page-grid">
        <section className="card info-card rules" id="rules" aria-labelledby={`${game.id}-rules`} data-testid="game-rules">
          <h2 id={`${game.id}-rules`} className="card__title"><IconHelp /> {t('rules')}</h2>
          {gameRules(text).map((paragraph) => <p key={paragraph} className="rules__p">{paragraph}</p>)}
        </section>
        <section className="card info-card" aria-labelledby={`${game.id}-limits`} data-testid="game-limits">
          <h2 id={`${game.id}-limits`} className="card__title"><IconShield /> {t('limits')}</h2>
          <dl className="stats stats--3 stats--limits">
            <div className="stat"><dt>{t('minBet')}</dt><dd className="money" data-testid="limit-min">{formatCoins(limits?.minBet ?? MIN_BET, locale)}</dd></div>
            <div className="stat"><dt>{t('maxBet')}</dt><dd className="money" data-testid="limit-max">{limits ? formatCoins(limits.maxBet, locale) : '…'}</dd></div>
            <div className="stat"><dt>{t('maxWin')}</dt><dd className="money" data-testid="limit-max-win">{limits ? formatCoins(limits.maxWin, locale) : '…'}</dd></div>
          </dl>
          <p className="muted rules__p">
            {t('fairnessText', { rtp: limits ? formatPercent(100 - limits.edge, locale) : '…' })}{' '}
            <Link to={paths.fairness()}>{t('openVerifier')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
