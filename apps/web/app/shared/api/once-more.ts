import { ApiError } from './client.ts';

/**
 * Runs a money-moving call, and runs it once more when its answer was lost on
 * the way (the connection dropped: status 0). The call must carry one
 * Idempotency-Key for both tries, so the server answers the second with what
 * the first did instead of doing it twice or refusing it.
 */
export async function onceMoreIfLost<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    return call();
  }
}
