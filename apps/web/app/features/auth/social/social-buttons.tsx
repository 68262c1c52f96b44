import './social-signin.css';
import { useState } from 'react';
import type { SocialNetwork } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { sharedMessage } from '~/shared/messages.ts';
import { peekAuthTarget } from '~/shared/session/auth-modal.ts';
import { currentReturnPath, startSocialSignIn } from './api.ts';
import { useSocialSignInT } from './i18n.ts';

const NETWORKS: SocialNetwork[] = ['vk', 'tg'];

/**
 * The auth modal's VK and Telegram buttons (issue 23 item 2): the browser
 * goes to the network's sign-in and comes back to /auth/social, which signs
 * the player in (or registers them) and returns them to this page, or to the
 * page a guard kept for after the sign-in.
 */
export function SocialSignInButtons() {
  const { t } = useSocialSignInT();
  const [going, setGoing] = useState<SocialNetwork | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  async function go(network: SocialNetwork) {
    setGoing(network);
    setErrors([]);
    try {
      await startSocialSignIn(network, currentReturnPath(peekAuthTarget()));
      // The page is leaving for the network; the button stays busy until it does.
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [sharedMessage('internal')]);
      setGoing(null);
    }
  }

  return (
    <div className="social-signin" data-testid="social-signin">
      <p className="social-signin__or">{t('or')}</p>
      <div className="social-signin__buttons">
        {NETWORKS.map((network) => (
          <button
            key={network}
            type="button"
            className="button social-signin__button"
            onClick={() => void go(network)}
            disabled={going !== null}
            aria-label={going === network ? undefined : t('withNetwork', { network: t(network) })}
            data-testid={`social-signin-${network}`}
          >
            <span className={`social-signin__mark social-signin__mark--${network}`} aria-hidden>{network === 'vk' ? 'VK' : 'TG'}</span>
            {going === network ? t('going', { network: t(network) }) : t(network === 'vk' ? 'withVk' : 'withTg')}
          </button>
        ))}
      </div>
      {errors.length > 0 && <p className="form__error" role="alert">{errors.join(' ')}</p>}
    </div>
  );
}
