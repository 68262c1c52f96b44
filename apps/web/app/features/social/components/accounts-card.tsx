import '../social.css';
import { useSocialState } from '../api/social.ts';
import { useSocialT } from '../i18n/index.ts';
import { NetworkPanel } from './network-panel.tsx';
import { StateGate } from './state-gate.tsx';

/**
 * The profile's social linking (spec §2), as a card that the profile (modal
 * and page) and the bonuses page carry: each network's linked account with
 * link or unlink, and the subscriptions the bonuses need.
 */
export function SocialAccountsCard() {
  const { t } = useSocialT();
  const social = useSocialState();
  return (
    <section className="panel-card social-card--accounts" data-testid="social-accounts-card" aria-labelledby="social-accounts-title">
      <header className="panel-card__head">
        <h2 id="social-accounts-title">{t('accountsTitle')}</h2>
        <button type="button" className="button button--sm button--ghost" onClick={() => void social.refresh()} disabled={social.loading}>{social.loading ? t('checking') : t('check')}</button>
      </header>
      <p className="panel-card__lead">{t('accountsLead')}</p>
      <StateGate social={social}>
        {(state) => (
          <div className="social-networks">
            <NetworkPanel network="vk" state={state} />
            <NetworkPanel network="tg" state={state} bot />
          </div>
        )}
      </StateGate>
    </section>
  );
}
