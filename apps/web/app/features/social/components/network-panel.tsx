import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { SocialGroup, SocialNetwork, SocialState } from '@azart/contracts';
import { startLink, unlinkAccount } from '../api/social.ts';
import { useSocialT } from '../i18n/index.ts';

/** A yes / no / unknown line of a checklist (a condition, a subscription). */
export function Check({ ok, children, testId }: { ok: boolean | null; children: ReactNode; testId?: string }) {
  const { t } = useSocialT();
  const mark = ok === null ? '?' : ok ? '✓' : '✕';
  const label = ok === null ? t('unknown') : ok ? t('yes') : t('no');
  return (
    <li className={`social-check social-check--${ok === null ? 'unknown' : ok ? 'ok' : 'no'}`} data-testid={testId} data-ok={ok === null ? 'unknown' : String(ok)}>
      <span className="social-check__mark" aria-hidden>{mark}</span>
      <span className="social-check__text">{children}</span>
      <span className="sr-only">{label}</span>
    </li>
  );
}

function GroupRow({ label, group, testId }: { label: string; group: SocialGroup; testId: string }) {
  const { t } = useSocialT();
  return (
    <li className="social-group" data-testid={testId} data-subscribed={group.subscribed === null ? 'unknown' : String(group.subscribed)}>
      <span className={`social-check__mark social-check--${group.subscribed === null ? 'unknown' : group.subscribed ? 'ok' : 'no'}`} aria-hidden>
        {group.subscribed === null ? '?' : group.subscribed ? '✓' : '✕'}
      </span>
      <span className="social-group__name">{label}</span>
      {group.subscribed ? (
        <span className="social-group__state">{t('subscribed')}</span>
      ) : group.url ? (
        <a className="button button--sm button--ghost" href={group.url} target="_blank" rel="noopener noreferrer">{t('subscribe')}</a>
      ) : (
        <span className="social-group__state">{t('unknown')}</span>
      )}
    </li>
  );
}

/**
 * One network in the socials modal and the accounts card: the linked account
 * (link through the network's sign-in, or unlink), the groups or channels to
 * subscribe to, and for VK the page settings the repost bonus asks about.
 */
export function NetworkPanel({ network, state, bot = false }: { network: SocialNetwork; state: SocialState; bot?: boolean }) {
  const { t } = useSocialT();
  const [busy, setBusy] = useState(false);
  const account = state[network].account;
  const name = t(network);

  async function link() {
    setBusy(true);
    try {
      await startLink(network);
      // The page goes to the network's sign-in; the button stays busy until it does.
    } catch {
      setBusy(false);
    }
  }
  async function unlink() {
    if (!window.confirm(t('unlinkConfirm', { network: name }))) return;
    setBusy(true);
    try {
      await unlinkAccount(network);
      toast.success(t('unlinkedToast', { network: name }));
    } catch {
      // the API layer showed why
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`social-network social-network--${network}`} data-testid={`social-network-${network}`} aria-label={name}>
      <header className="social-network__head">
        <span className={`social-badge social-badge--${network}`} aria-hidden>{network === 'vk' ? 'VK' : 'TG'}</span>
        <div className="social-network__who">
          <strong>{name}</strong>
          <span className="social-network__account" data-testid={`social-account-${network}`}>{account ? t('linked', { name: account.name }) : t('notLinked')}</span>
        </div>
        {account ? (
          <button type="button" className="button button--sm button--ghost" onClick={() => void unlink()} disabled={busy} data-testid={`social-unlink-${network}`}>{t('unlink')}</button>
        ) : (
          <button type="button" className="button button--sm button--primary" onClick={() => void link()} disabled={busy} data-testid={`social-link-${network}`}>
            {busy ? t('linking') : bot ? t('linkBot') : t('link')}
          </button>
        )}
      </header>
      <ul className="social-list">
        {network === 'vk' ? (
          <>
            <GroupRow label={t('group', { id: state.vk.group.id })} group={state.vk.group} testId="social-group-vk" />
            {account && <Check ok={state.vk.pagePublic} testId="social-vk-public">{t('pagePublic')}</Check>}
            {account && <Check ok={state.vk.messagesAllowed} testId="social-vk-messages">{t('messagesAllowed')}</Check>}
          </>
        ) : (
          state.tg.channels.map((channel) => (
            <GroupRow key={channel.id} label={t(channel.role === 'main' ? 'channelMain' : 'channelReserve', { id: channel.id })} group={channel} testId={`social-channel-${channel.role}`} />
          ))
        )}
      </ul>
    </section>
  );
}
