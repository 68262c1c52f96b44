import type { User } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { applyUser } from '~/shared/session/session.ts';

/** Demo mode (spec §6): while enabled, own games play with the demo balance only. Each answer carries the user, applied to the session. */
async function withUser<T extends { user: User }>(call: Promise<T>): Promise<T> {
  const response = await call;
  applyUser(response.user);
  return response;
}

export const enableDemo = () => withUser(api.post('/api/demo/enable'));
export const disableDemo = () => withUser(api.post('/api/demo/disable'));
/** +1 000 demo coins (DEMO_ADD_AMOUNT kopecks). */
export const addDemo = () => withUser(api.post('/api/demo/add'));
/** Sets the demo balance, in kopecks. */
export const setDemo = (amount: number) => withUser(api.post('/api/demo/set', { body: { amount } }));
