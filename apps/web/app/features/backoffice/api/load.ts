import { data } from 'react-router';
import { ApiError, type RequestOptions } from '~/shared/api/client.ts';

/**
 * Page loads of the back office: a refused or missing thing becomes the
 * route's error page with its status (403 "access denied, try refreshing",
 * 404), not a toast over an empty page. Other failures (the connection, a
 * 5xx) are thrown as they are: the error page offers a reload.
 */
export async function load<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 401)) throw data(null, { status: error.status });
    throw error;
  }
}

/**
 * Background refreshes (a queue that refreshes itself) run quietly: no
 * loading bar and no error toast every few seconds. `quietly(revalidate)`
 * marks the loads it starts; `loadOptions()` is what a loader passes to
 * its calls.
 */
let quiet = 0;
export async function quietly<T>(run: () => Promise<T>): Promise<T> {
  quiet += 1;
  try {
    return await run();
  } finally {
    quiet -= 1;
  }
}

export function loadOptions(): RequestOptions {
  // Loads report their failure on the error page, so never as a toast as well.
  return quiet > 0 ? { silent: true, track: false } : { silent: true };
}
