import { useEffect } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from '~/shared/ui/toasts.tsx';
import { api } from '~/shared/api/client.ts';
import { STORAGE_KEYS } from '~/shared/client-flags.ts';

const INTERVAL_MS = 60_000;
const STORAGE_KEY = STORAGE_KEYS.buildAt;

/**
 * Update flow (spec §4): every 60 s (not in development) compare the server's
 * /version.json buildAt with the stored one; a newer build asks to refresh.
 * Failures are ignored (spec §8).
 */
export function VersionCheck() {
  const { t } = useTranslation();
  useEffect(() => {
    if (import.meta.env.DEV) return;
    let prompted = false;
    let known: number | null = null; // the build this page was loaded from
    const check = async () => {
      try {
        // A background poll: no session, no toast on failure, not in the loading bar; never from a cache (the answer says no-store too).
        const { buildAt } = await api.get('/version.json', { auth: false, silent: true, track: false, cache: 'no-store' });
        if (typeof buildAt !== 'number') return;
        if (known === null) {
          known = buildAt;
          localStorage.setItem(STORAGE_KEY, String(buildAt));
          return;
        }
        if (buildAt > known && !prompted) {
          prompted = true;
          toast.info(t('updateAvailable'), {
            duration: Infinity,
            action: {
              label: t('refresh'),
              onClick: () => {
                localStorage.setItem(STORAGE_KEY, String(buildAt));
                window.location.reload();
              },
            },
          });
        }
      } catch {
        // ignored
      }
    };
    void check();
    const timer = setInterval(check, INTERVAL_MS);
    return () => clearInterval(timer);
  }, [t]);
  return null;
}
