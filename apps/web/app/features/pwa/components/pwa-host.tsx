import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '~/shared/when-idle.ts';
import { useSinceFirst } from '~/shared/use-since-first.ts';
import { takeResetFlag, unregisterAll } from '../recovery.ts';
import { closeUpdatePrompt, openUpdatePrompt, useUpdatePrompt } from '../update-prompt.ts';
import { useVersionCheck } from '../use-version-check.ts';

const UpdateModal = lazy(() => import('./update-modal.tsx'));

/**
 * The installable site's part of the layout (spec §4 update flow): the
 * version check, the service worker registered once the page is idle (in
 * production; development has no /sw.js), and the update modal, whose code
 * and texts load when it first opens. Shown to everyone (spec §2).
 */
export function PwaHost() {
  const prompt = useUpdatePrompt();
  const wanted = useSinceFirst(prompt.open);
  useVersionCheck();

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    return whenIdle(() => {
      // A code file failed to load on the last page (recovery.ts): this page load stays without a service worker.
      if (takeResetFlag()) return void unregisterAll(navigator.serviceWorker);
      import('../service-worker.ts')
        .then(({ registerServiceWorker }) => registerServiceWorker(() => openUpdatePrompt(null)))
        .catch(() => undefined); // the site works the same without it
    });
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UpdateModal open={prompt.open} buildAt={prompt.buildAt} onClose={closeUpdatePrompt} />
    </Suspense>
  );
}
