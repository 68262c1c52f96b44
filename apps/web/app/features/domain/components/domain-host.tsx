import { lazy, Suspense, useEffect } from 'react';
import { writeFlag } from '~/shared/client-flags.ts';
import { whenIdle } from '~/shared/when-idle.ts';
import { useSinceFirst } from '~/shared/use-since-first.ts';
import { closeDomainModal, useDomainState } from '../domain-prompt.ts';

const DomainModal = lazy(() => import('./domain-modal.tsx'));

/**
 * The domain modals' place in the layout (spec §2, shown to everyone). Once
 * the page is idle it checks the official address (check-domain.ts), which
 * may open the move notice. The modals' code and texts load when one first
 * opens.
 */
export function DomainHost() {
  const state = useDomainState();
  const wanted = useSinceFirst(state.open !== null);

  useEffect(
    () =>
      whenIdle(() => {
        // No notice without the settings; the address modal then names this page's host.
        import('../check-domain.ts').then(({ checkDomain }) => checkDomain()).catch(() => undefined);
      }),
    [],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DomainModal
        kind={state.open}
        domain={state.domain}
        onClose={closeDomainModal}
        onStay={() => {
          writeFlag('undomain', true);
          closeDomainModal();
        }}
      />
    </Suspense>
  );
}
