import type { UserResponse } from '@azart/contracts';
import { applyUser } from '~/features/auth/index.ts';
import { api } from '~/shared/api/client.ts';

/** Demo mode (spec §6): while enabled, own games play with the demo balance only. */
async function call(path: string, body?: unknown): Promise<UserResponse> {
  const response = await api<UserResponse>('POST', path, { body: body ?? {} });
  applyUser(response.user);
  return response;
}

export const enableDemo = () => call('/api/demo/enable');
export const disableDemo = () => call('/api/demo/disable');
/** +1 000 demo coins (DEMO_ADD_AMOUNT kopecks). */
export const addDemo = () => call('/api/demo/add');
/** Sets the demo balance, in kopecks. */
export const setDemo = (amount: number) => call('/api/demo/set', { amount });
