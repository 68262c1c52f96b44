import type { SocialNetwork } from '@azart/contracts';
import { Modal } from '~/shared/ui/modal.tsx';
import { useSocialState } from '../api/social.ts';
import { useSocialT } from '../i18n/index.ts';
import { NetworkPanel } from './network-panel.tsx';
import { StateGate } from './state-gate.tsx';

/**
 * The socials modal (spec §2, §8): opened by hand or by an answer that
 * carries `vksub:`/`tgsub:` keys, for the networks it asks about; with
 * `telegram` it is the Telegram modal (`tg_bot`: link through the bot, then
 * the channels). "Check again" reads the networks' answers anew after the
 * player subscribed in another tab.
 */
export function SocialsModal({ networks, telegram = false, onClose }: { networks: readonly SocialNetwork[]; telegram?: boolean; onClose: () => void }) {
  const { t } = useSocialT();
  const social = useSocialState();
  return (
    <Modal open onClose={onClose} title={telegram ? t('telegramTitle') : t('socialsTitle')} closeLabel={t('close')} testId={telegram ? 'telegram-modal' : 'socials-modal'}>
      <p className="social-lead">{telegram && social.state ? t('telegramLead', { bot: `@${social.state.tg.bot}` }) : t('socialsLead')}</p>
      <StateGate social={social}>
        {(state) => (
          <div className="social-networks">
            {networks.map((network) => <NetworkPanel key={network} network={network} state={state} bot={network === 'tg'} />)}
          </div>
        )}
      </StateGate>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={() => void social.refresh()} disabled={social.loading} data-testid="social-check">
          {social.loading ? t('checking') : t('check')}
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>{t('close')}</button>
      </div>
    </Modal>
  );
}
