import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeedBet, Game } from '@azart/contracts';
import { LiveFeed } from '~/features/live-feed/index.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatCoins, formatPercent } from '~/shared/money.ts';
import { IconHelp, IconShield } from '~/shared/ui/icons.tsx';
import { MIN_BET, useGameLimits } from '../api/originals.ts';
import { GameHead } from './game-head.tsx';

type Props = {
  game: Game;
  title: string;
  subtitle: string;
  /** Rules, one paragraph each. */
  rules: string[];
  latest: FeedBet[];
  myBets: ReactNode;
  children: ReactNode;
};

/** The frame of an own game's page: head, the game, my bets + all bets, limits, rules and fairness. */
export function GamePage({ game, title, subtitle, rules, latest, myBets, children }: Props) {
  const { t } = useTranslation('originals');
  const locale = useLocale();
  const paths = usePaths();
  const limits = useGameLimits(game);

  return (
    <div className={`page page--game page--${game}`}>
      <GameHead title={title} subtitle={subtitle} howTo={{ to: '#rules', label: t('howTo') }} />
      {children}
      <div className="page-grid">
        {myBets}
        <LiveFeed initial={latest} title={t('allBets')} />
      </div>
      <div className="page-grid">
        <section className="card info-card rules" id="rules" aria-labelledby={`${game}-rules`} data-testid="game-rules">
          <h2 id={`${game}-rules`} className="card__title"><IconHelp /> {t('rules')}</h2>
          {rules.map((text) => <p key={text} className="rules__p">{text}</p>)}
        </section>
        <section className="card info-card" aria-labelledby={`${game}-limits`} data-testid="game-limits">
          <h2 id={`${game}-limits`} className="card__title"><IconShield /> {t('limits')}</h2>
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
