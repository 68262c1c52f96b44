import { useState } from 'react';
import type { SessionItem } from '@azart/contracts';
import { formatDate } from '~/shared/dates.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { toast } from '~/shared/ui/toasts.tsx';
import { endOneSession, logoutEverywhere } from '../api/security.ts';
import { useProfileT } from '../i18n/index.ts';
import { formErrorsOf } from './field.tsx';

/** The signed-in sessions (device, address, last activity) with "log out this one" and "log out everywhere". */
export function SessionsList({ items, onChanged }: { items: SessionItem[]; onChanged: () => void }) {
  const { t } = useProfileT();
  const locale = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(key: string, action: () => Promise<void>, done: string) {
    setBusy(key);
    setError(null);
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (failure) {
      setError(Object.values(formErrorsOf(failure)).flat().join(' '));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="panel-card profile-section" aria-labelledby="profile-sessions-title" data-testid="profile-sessions">
      <h3 id="profile-sessions-title" className="profile-section__title">{t('sessionsTitle')}</h3>
      <p className="panel-card__lead">{t('sessionsLead')}</p>
      <ul className="profile-sessions">
        {items.map((session) => (
          <li key={session.id} className="profile-session" data-testid="profile-session">
            <div className="profile-session__about">
              <p className="profile-session__device">
                {session.device}
                {session.current && <span className="profile-badge">{t('currentSession')}</span>}
              </p>
              <p className="profile-session__meta">
                {session.ip ? `${t('address', { ip: session.ip })} · ` : ''}
                {t('lastSeen', { when: formatDate(session.lastSeenAt, locale) })}
              </p>
            </div>
            <button type="button" className="button button--sm button--ghost" disabled={busy !== null} onClick={() => void act(session.id, () => endOneSession(session.id, session.current), t('sessionEnded'))}>
              {t('logoutOne')}
            </button>
          </li>
        ))}
      </ul>
      {error && <p className="form__error" role="alert">{error}</p>}
      <button
        type="button"
        className="button button--ghost button--sm profile-section__action"
        data-testid="logout-everywhere"
        disabled={busy !== null}
        onClick={() => {
          if (window.confirm(t('logoutEverywhereConfirm'))) void act('all', logoutEverywhere, t('loggedOutEverywhere'));
        }}
      >
        {t('logoutEverywhere')}
      </button>
    </section>
  );
}
