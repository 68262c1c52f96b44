import '../social.css';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SocialState } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins, formatInteger, formatPercent } from '~/shared/money.ts';
import { claimRepost, useSocialState } from '../api/social.ts';
import { useSocialT } from '../i18n/index.ts';
import { openSocials } from '../modals.ts';
import { Check } from './network-panel.tsx';
import { StateGate } from './state-gate.tsx';
import { formatDate } from '~/shared/dates.ts';

/** A post written in Russian (Cyrillic letters): marked `lang="ru"` so a screen reader reads it in Russian on the English page. */
export const isRussian = (text: string) => /[\u0400-\u04ff]/.test(text);

export type RepostCardProps = {
  /** After a repost was paid: the page may read again what depends on it (balances, grants). */
  onClaimed?: (amount: number) => void;
};


function Conditions({ state }: { state: SocialState }) {
  const { t } = useSocialT();
  const linked = state.vk.account !== null;
  const channels = state.tg.account ? (state.tg.channels.some((c) => c.subscribed === null) ? null : state.tg.channels.every((c) => c.subscribed)) : false;
  return (
    <ul className="social-list" aria-label={t('repostConditions')}>
      <Check ok={linked} testId="repost-cond-vk">{t('condVk')}</Check>
      <Check ok={linked ? state.vk.pagePublic : false} testId="repost-cond-public">{t('condPublic')}</Check>
      <Check ok={linked ? state.vk.messagesAllowed : false} testId="repost-cond-messages">{t('condMessages')}</Check>
      <Check ok={channels} testId="repost-cond-tg">{t('condTg')}</Check>
      <Check ok={linked ? state.vk.group.subscribed : false} testId="repost-cond-group">{t('condGroup')}</Check>
    </ul>
  );
}

function Body({ state, onClaimed }: { state: SocialState; onClaimed?: (amount: number) => void }) {
  const { t } = useSocialT();
  const locale = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const { repost } = state;

  async function claim(postId: string) {
    setBusy(postId);
    try {
      const answer = await claimRepost(postId);
      toast.success(t('repostDone', { amount: formatCoins(answer.amount, locale) }));
      onClaimed?.(answer.amount);
    } catch {
      // The API layer showed the refusal; a missing subscription opened the socials modal by its §8 key.
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p className="panel-card__row">
        <span data-testid="repost-today">{t('repostToday', { today: repost.today, perDay: repost.perDay })}</span>
        {repost.blocker && <button type="button" className="link-button" onClick={() => openSocials(['vk', 'tg'])}>{t('openSocials')}</button>}
      </p>
      {repost.blocker && <p className="social-note" role="status" data-testid="repost-blocker" data-code={repost.blocker.code}>{repost.blocker.message}</p>}
      <details className="social-details">
        <summary>{t('repostConditions')}</summary>
        <Conditions state={state} />
      </details>
      <details className="social-details">
        <summary>{t('reachTable')}</summary>
        <table className="social-table" data-testid="repost-tiers">
          <thead><tr><th scope="col">{t('reach')}</th><th scope="col">{t('amount')}</th><th scope="col">{t('withdrawable')}</th></tr></thead>
          <tbody>
            {repost.tiers.map((tier) => (
              <tr key={tier.minReach}><td>{formatInteger(tier.minReach)}</td><td>{formatCoins(tier.amount, locale)}</td><td>{formatPercent(tier.withdrawable, locale)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
      <h3 className="social-card__subtitle">{t('posts')}</h3>
      {/* The community writes in Russian; the English page says so rather than passing its posts off as English. */}
      {locale !== 'ru' && repost.posts.some((post) => isRussian(post.text)) && <p className="social-note" data-testid="repost-posts-language">{t('postsInRussian')}</p>}
      {repost.posts.length === 0 ? (
        <p className="social-note">{t('noPosts')}</p>
      ) : (
        <ol className="social-posts" data-testid="repost-posts">
          {repost.posts.map((post) => (
            <li key={post.id} className="social-post" data-testid="repost-post" data-post={post.id}>
              <p className="social-post__text" lang={isRussian(post.text) ? 'ru' : undefined}>{post.text}</p>
              <div className="social-post__foot">
                <span className="social-post__time">{formatDate(post.createdAt, locale)}</span>
                <a href={post.url} target="_blank" rel="noopener noreferrer">{t('openPost')}</a>
                {post.paid ? (
                  <span className="social-done" data-testid="repost-paid">{t('paid', { amount: formatCoins(post.paid.amount, locale), reach: formatInteger(post.paid.reach) })}</span>
                ) : (
                  <button type="button" className="button button--sm button--primary" onClick={() => void claim(post.id)} disabled={busy !== null || !repost.ready} data-testid="repost-claim">
                    {busy === post.id ? t('claiming') : t('reposted')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * The repost bonus (bonuses.md §7) for the bonuses page: the day's count,
 * the first unmet condition (spec §5) with the way to meet it, the reach
 * table, and the community's latest posts, each with "I reposted".
 */
export function RepostCard({ onClaimed }: RepostCardProps) {
  const { t } = useSocialT();
  const locale = useLocale();
  const social = useSocialState();
  const tiers = social.state?.repost.tiers ?? [];
  const max = tiers.length ? Math.max(...tiers.map((x) => x.amount)) : 0;
  return (
    <section className="panel-card social-card--repost" data-testid="repost-card" aria-labelledby="repost-title">
      <header className="panel-card__head">
        <h2 id="repost-title">{t('repostTitle')}</h2>
        <span className="social-badge social-badge--vk" aria-hidden>VK</span>
      </header>
      <p className="panel-card__lead">{t('repostLead', { count: social.state?.repost.posts.length || 5, max: formatCoins(max, locale) })}</p>
      <StateGate social={social}>{(state) => <Body state={state} onClaimed={onClaimed} />}</StateGate>
    </section>
  );
}
