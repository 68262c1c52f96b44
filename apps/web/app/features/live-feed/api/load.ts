import type { ApiClient } from '~/shared/api/client.ts';

/** Server-side: the latest bets of everyone, for a page's loader (the server's client: page language and cookies forwarded); empty on any failure. */
export async function loadLatestBets(api: ApiClient) {
  try {
    const { bets } = await api.get('/api/bets/latest', { silent: true });
    return Array.isArray(bets) ? bets : [];
  } catch {
    return [];
  }
}
