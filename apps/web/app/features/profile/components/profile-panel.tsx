import '../profile.css';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { SessionList, TotpStatus } from '@azart/contracts';
import { loadPasswordStatus, loadSessions, loadTwoFactor } from '../api/security.ts';
import { useProfileT } from '../i18n/index.ts';
import { PasswordForm } from './password-form.tsx';
import { SessionsList } from './sessions-list.tsx';
import { TwoFactor } from './two-factor.tsx';

type Loaded = { sessions: SessionList; twoFactor: TotpStatus; passwordSet: boolean } | 'loading' | 'failed';

/**
 * The profile (spec §2, issue 23 item 1) as the modal and the /profile page
 * show it: password change, active sessions, two-factor sign-in, and the
 * social accounts (`social`, the social feature's card, composed by the
 * caller). "Failed to get information" when the account's data cannot load.
 */
export function ProfilePanel({ social }: { social?: ReactNode }) {
  const { t } = useProfileT();
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const reload = useCallback(() => {
    Promise.all([loadSessions(), loadTwoFactor(), loadPasswordStatus()]).then(
      ([sessions, twoFactor, password]) => setLoaded({ sessions, twoFactor, passwordSet: password.passwordSet }),
      () => setLoaded('failed'),
    );
  }, []);
  useEffect(reload, [reload]);

  if (loaded === 'loading') return <p className="profile-note" aria-busy="true">{t('loading')}</p>;
  if (loaded === 'failed') {
    return (
      <div className="profile-note" role="alert" data-testid="profile-failed">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--sm button--ghost" onClick={() => { setLoaded('loading'); reload(); }}>{t('retry')}</button>
      </div>
    );
  }
  return (
    <div className="profile" data-testid="profile-panel">
      <PasswordForm twoFactor={loaded.twoFactor.enabled} passwordSet={loaded.passwordSet} onChanged={reload} />
      <SessionsList items={loaded.sessions.items} onChanged={reload} />
      <TwoFactor status={loaded.twoFactor} onChanged={reload} />
      {social}
    </div>
  );
}
