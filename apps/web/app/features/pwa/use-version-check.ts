import { useEffect } from 'react';
import { api } from '~/shared/api/client.ts';
import { STORAGE_KEYS } from '~/shared/client-flags.ts';
import { afterVersionPoll, buildAtOf, initialVersionState, VERSION_POLL_MS, type VersionState } from './logic/version.ts';
import { openUpdatePrompt } from './update-prompt.ts';

/**
 * Update flow (spec §4): every 60 s (not in development) compare the server's
 * /version.json buildAt with the build this page was loaded from; a newer
 * build opens the update modal. Failures are ignored (spec §8).
 */
export function useVersionCheck(): void {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    let state: VersionState = initialVersionState;
    const check = async () => {
      try {
        // A background poll: no session, no toast on failure, not in the loading bar; never from a cache (the answer says no-store too).
        const body = await api.get('/version.json', { auth: false, silent: true, track: false, cache: 'no-store' });
        const first = state.known === null;
        const result = afterVersionPoll(state, buildAtOf(body));
        state = result.state;
        if (first && state.known !== null) localStorage.setItem(STORAGE_KEYS.buildAt, String(state.known));
        if (result.prompt) openUpdatePrompt(state.asked);
      } catch {
        // ignored (spec §8)
      }
    };
    void check();
    const timer = setInterval(check, VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, []);
}
