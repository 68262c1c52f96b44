import { api } from '~/shared/api/client.ts';
import { reachGoal } from '~/shared/analytics/goals.ts';
import { visitorId } from '~/shared/fingerprint/index.ts';

/** The player's link and statistics (GET /api/refs). */
export const loadRefs = () => api.get('/api/refs', { silent: true });

/**
 * The /refs/:id guard's calls (spec §7): the hit report (its answer sets the
 * 300-second referral cookie that registration reads) and, for a signed-in
 * player, the activation. Their failures are ignored (spec §8): the visitor
 * goes on to the root either way. The hit carries the browser's fingerprint
 * when it is known within a second and a half (issue 23 item 7).
 */
export async function reportRefHit(refCode: string, referer: string): Promise<void> {
  const visitor = await visitorId();
  reachGoal('referral_visit');
  await api.post('/api/ref/hit', { body: { refCode, referer, ...(visitor ? { visitorId: visitor } : {}) }, silent: true, track: false }).catch(() => undefined);
}

export async function activateRef(refCode: string): Promise<void> {
  await api.get('/api/ref/activate', { query: { refCode }, silent: true, track: false }).catch(() => undefined);
}
