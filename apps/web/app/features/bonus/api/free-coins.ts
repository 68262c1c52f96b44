import { api, newIdempotencyKey } from '~/shared/api/client.ts';
import { onceMoreIfLost } from '~/shared/api/once-more.ts';
import { applyUser } from '~/shared/session/session.ts';

/**
 * Free coins' calls (bonuses.md §2): a captcha picture, then the claim with
 * the turn the player gave it. Both are silent: the captcha dialog shows
 * refusals in place, next to the picture they are about.
 */

/** A new picture turned by a secret angle: `{id, image}` (a PNG data URL). */
export const loadFreeCoinsCaptcha = () => api.post('/api/bonus/free-coins/captcha', { silent: true });

/**
 * The claim with the captcha's answer (`angle`: the clockwise turn applied,
 * 0–359). One Idempotency-Key per confirmation: when the answer is lost on
 * the way (the connection dropped) it is asked again with the same key, and
 * the server answers with the coins it paid instead of refusing the captcha
 * it has already used.
 */
export async function claimFreeCoins(captchaId: string, angle: number) {
  const key = newIdempotencyKey();
  const response = await onceMoreIfLost(() => api.post('/api/bonus/free-coins/claim', { body: { captchaId, angle }, headers: { 'Idempotency-Key': key }, silent: true }));
  applyUser(response.user);
  return response;
}
