import { api } from '~/shared/api/client.ts';
import { readFlag } from '~/shared/client-flags.ts';
import { moveNoticeDue } from './domain.ts';
import { openMoveNotice, setDomain } from './domain-prompt.ts';

/**
 * Reads `GET /api/settings` (spec §3: its DOMAIN is the official address)
 * and opens the move notice when this page is on another address and the
 * player has not chosen to stay (`undomain`). Loaded once the page is idle.
 */
export async function checkDomain(): Promise<void> {
  const { response } = await api.get('/api/settings', { silent: true, track: false });
  setDomain(response.DOMAIN);
  if (moveNoticeDue({ domain: response.DOMAIN, host: window.location.host, dismissed: readFlag('undomain') })) openMoveNotice();
}
