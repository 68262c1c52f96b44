import { useState } from 'react';
import { toast } from 'sonner';
import { RAKEBACK_MIN_CLAIM, type BonusGrant, type BonusOverview } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import { formatCoins, formatInteger } from '~/shared/money.ts';
import { formatCountdown, useNow } from '~/shared/use-now.ts';
import { claimRakeback } from '../api/overview.ts';
import { bonusPageI18n } from '../i18n/page.ts';
import { formatDate } from '~/shared/dates.ts';

const usePageTexts = () => useLazyCatalogue('bonusPage', bonusPageI18n);


/** A progress bar with its share for screen readers. */
function Progress({ value, max, label, tone = 'primary' }: { value: number; max: number; label: string; tone?: 'primary' | 'bonus' }) {
  const share = max > 0 ? Math.min(1, value / max) : 1;
  return (
    <div className={`bonus-progress bonus-progress--${tone}`} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share * 100)}>
      <span style={{ width: `${share * 100}%` }} />
    </div>
  );
}

/** Level (lifetime real-money wagering), the next level's reward and the MaxWin points (bonuses.md §3). */
export function LevelCard({ overview }: { overview: BonusOverview }) {
  const { t } = usePageTexts();
  const locale = useLocale();
  const { level } = overview;
  const atTop = level.next === null;
  return (
    <section className="panel-card panel-card--level" data-testid="level-card" aria-labelledby="level-title">
      <header className="panel-card__head">
        <h2 id="level-title">{t('levelTitle')}</h2>
        <span className="bonus-level-badge" data-testid="level">{level.level}</span>
      </header>
      <p className="panel-card__lead">{t('levelLead')}</p>
      <Progress value={level.progress} max={level.next ?? level.progress} label={t('levelNow', { level: level.level })} />
      <p className="panel-card__row">
        <span>{atTop ? t('levelTop') : t('toNext', { level: level.level + 1, amount: formatCoins(Math.max(0, (level.next ?? 0) - level.progress), locale) })}</span>
        {!atTop && <span className="panel-card__reward" data-testid="level-reward">{t('nextReward', { level: level.level + 1 })}: <strong className="money">{formatCoins(level.reward, locale)}</strong></span>}
      </p>
      <dl className="bonus-stats">
        <div>
          <dt>{t('maxWinPoints')}</dt>
          <dd data-testid="maxwin-points">{formatInteger(overview.maxWinPoints)}</dd>
        </div>
        <div>
          <dt>{t('wagered')}</dt>
          <dd className="money">{formatCoins(level.progress, locale)}</dd>
        </div>
      </dl>
      <p className="panel-card__hint">{t('maxWinHint')}</p>
    </section>
  );
}

/** One grant: source, amount, wagering progress, share and expiry. */
function GrantRow({ grant }: { grant: BonusGrant }) {
  const { t } = usePageTexts();
  const locale = useLocale();
  return (
    <li className={`bonus-grant is-${grant.state}`} data-testid="bonus-grant" data-state={grant.state}>
      <div className="bonus-grant__top">
        <span className="bonus-grant__source">{t(`source_${grant.source}`)}</span>
        <strong className="money">{formatCoins(grant.amount, locale)}</strong>
      </div>
      <Progress value={grant.progress} max={grant.required} label={t('grantWagered', { done: formatCoins(grant.progress, locale), required: formatCoins(grant.required, locale) })} tone="bonus" />
      <div className="bonus-grant__meta">
        <span>{t('grantWagered', { done: formatCoins(grant.progress, locale), required: formatCoins(grant.required, locale) })}</span>
        <span className={`bonus-grant__state is-${grant.state}`}>{t(`state_${grant.state}`)}</span>
      </div>
      <div className="bonus-grant__meta bonus-grant__meta--muted">
        <span>{t('grantWithdrawable', { share: grant.withdrawable })} · ×{grant.wager}</span>
        {grant.state === 'active' && <span>{t('grantExpires', { date: formatDate(grant.expiresAt, locale) })}</span>}
      </div>
    </li>
  );
}

/** The bonus balance with each grant's wagering and the transfer of the wagered share (bonuses.md §1). */
export function BonusBalanceCard({ overview, playingBonus, onPlayBonus, onTransfer }: { overview: BonusOverview; playingBonus: boolean; onPlayBonus(): void; onTransfer(): void }) {
  const { t } = usePageTexts();
  const locale = useLocale();
  const shown = overview.grants.filter((g) => g.state !== 'expired').slice(0, 8);
  return (
    <section className="panel-card panel-card--balance" data-testid="bonus-balance-card" aria-labelledby="bonus-balance-title">
      <header className="panel-card__head">
        <h2 id="bonus-balance-title">{t('bonusTitle')}</h2>
        <strong className="panel-card__big money" data-testid="bonus-money">{formatCoins(overview.bonusMoney, locale)}</strong>
      </header>
      <p className="panel-card__lead">{t('bonusLead')}</p>
      <div className="panel-card__actions">
        {playingBonus ? (
          <span className="badge badge--bonus">{t('playingBonus')}</span>
        ) : (
          <button type="button" className="button button--ghost" onClick={onPlayBonus} data-testid="play-bonus-page">{t('playBonus')}</button>
        )}
        <button type="button" className="button button--primary" onClick={onTransfer} disabled={overview.transferable < 100} data-testid="bonus-transfer">
          {t('transfer')} · <span className="money" data-testid="bonus-transferable">{formatCoins(overview.transferable, locale)}</span>
        </button>
      </div>
      {shown.length ? <ul className="bonus-grants">{shown.map((grant) => <GrantRow key={grant.id} grant={grant} />)}</ul> : <p className="panel-card__empty">{t('noGrants')}</p>}
    </section>
  );
}

/** Deposit points and their exchange (bonuses.md §1). */
export function PointsCard({ points, onExchange }: { points: number; onExchange(): void }) {
  const { t } = usePageTexts();
  return (
    <section className="panel-card panel-card--points" aria-labelledby="points-title">
      <header className="panel-card__head">
        <h2 id="points-title">{t('pointsTitle')}</h2>
        <strong className="panel-card__big" data-testid="points">{formatInteger(points)}</strong>
      </header>
      <p className="panel-card__lead">{t('pointsLead')}</p>
      <button type="button" className="button button--ghost" onClick={onExchange} disabled={points < 10} data-testid="points-exchange">{t('exchange')}</button>
    </section>
  );
}

/** Rakeback: accrued, rate, boost, claim to main (bonuses.md §6). */
export function RakebackCard({ rakeback, onClaimed, onBoost }: { rakeback: BonusOverview['rakeback']; onClaimed(): void; onBoost(): void }) {
  const { t } = usePageTexts();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const now = useNow();
  const enough = rakeback.available >= RAKEBACK_MIN_CLAIM;
  const boostLeft = rakeback.boostUntil && now !== null ? new Date(rakeback.boostUntil).getTime() - now : null;
  async function claim() {
    setBusy(true);
    try {
      const answer = await claimRakeback();
      toast.success(t('rakebackDone', { amount: formatCoins(answer.amount, locale) }));
      onClaimed();
    } catch {
      // the API layer showed the refusal
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="panel-card panel-card--rakeback" data-testid="rakeback-card" aria-labelledby="rakeback-title">
      <header className="panel-card__head">
        <h2 id="rakeback-title">{t('rakebackTitle')}</h2>
        <strong className="panel-card__big money" data-testid="rakeback-available">{formatCoins(rakeback.available, locale)}</strong>
      </header>
      <p className="panel-card__lead">{t('rakebackLead')}</p>
      <p className="panel-card__row">
        <span>{t('rakebackRate', { rate: rakeback.rate })}</span>
        {rakeback.boostUntil && (
          <button type="button" className="badge badge--bonus bonus-boost-badge" onClick={onBoost} title={t('rakebackBoost', { date: formatDate(rakeback.boostUntil, locale) })} data-testid="rakeback-boost-open">
            {t('boostBadge', { left: boostLeft === null ? '…' : formatCountdown(boostLeft) })}
          </button>
        )}
      </p>
      <button type="button" className="button button--primary" onClick={claim} disabled={busy || !enough} data-testid="rakeback-claim">{t('rakebackClaim')}</button>
      {!enough && <p className="panel-card__hint">{t('rakebackMin')}</p>}
    </section>
  );
}

export { usePageTexts };
