import type { ReactNode } from 'react';
import type { SocialState } from '@azart/contracts';
import type { useSocialState } from '../api/social.ts';
import { useSocialT } from '../i18n/index.ts';

/** The children once the state is there; until then a loading line, or the failure with a retry. */
export function StateGate({ social, children }: { social: ReturnType<typeof useSocialState>; children: (state: SocialState) => ReactNode }) {
  const { t } = useSocialT();
  if (social.state) {
    return (
      <>
        {!social.state.available && <p className="social-note" role="status">{t('unavailable')}</p>}
        {children(social.state)}
      </>
    );
  }
  if (social.failed) {
    return (
      <div className="social-note" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--sm button--ghost" onClick={() => void social.refresh()}>{t('retry')}</button>
      </div>
    );
  }
  return <p className="social-note" aria-busy="true">{t('checking')}</p>;
}
