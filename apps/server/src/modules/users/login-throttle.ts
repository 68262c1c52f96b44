import { rowsOf, sql, type Executor } from '@azart/db';

/** Attempts per key before any delay: enough for a player who mistypes a few times. */
export const FREE_ATTEMPTS = 5;
/** The longest wait between two attempts once the free ones are used (15 minutes). */
export const MAX_DELAY_S = 900;

export type AttemptGate = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Counts one sign-in attempt for `key` before its password is checked
 * (decision 009). The first FREE_ATTEMPTS go through at once; after that each
 * attempt that goes through sets the earliest time of the next one, doubling
 * from `firstDelayS` (1 s unless configured) up to MAX_DELAY_S (5 free tries, then 1, 2, 4 … s: about a dozen
 * checks in the first minute and some 40 a day, instead of unlimited). An
 * attempt inside that wait is refused without checking anything. The row lock
 * of the upsert orders parallel attempts, so a burst cannot all get through
 * before the first failure is counted. A key quiet for an hour starts over.
 */
export async function takeAttempt(exec: Executor, key: string, firstDelayS = 1): Promise<AttemptGate> {
  const taken = rowsOf<{ attempts: number }>(
    await exec.execute(sql`
      INSERT INTO login_throttle AS t (key, attempts, last_attempt_at) VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        attempts = CASE WHEN t.last_attempt_at < now() - interval '1 hour' THEN 1 ELSE t.attempts + 1 END,
        last_attempt_at = now(),
        blocked_until = CASE
          WHEN t.last_attempt_at < now() - interval '1 hour' OR t.attempts + 1 <= ${FREE_ATTEMPTS} THEN NULL
          ELSE now() + make_interval(secs => least(${MAX_DELAY_S}, ${firstDelayS} * power(2, t.attempts - ${FREE_ATTEMPTS})))
        END
      WHERE t.blocked_until IS NULL OR t.blocked_until <= now()
      RETURNING attempts`),
  );
  if (taken.length) return { allowed: true };
  const wait = rowsOf<{ seconds: number | string | null }>(
    await exec.execute(sql`SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS seconds FROM login_throttle WHERE key = ${key}`),
  )[0]?.seconds;
  return { allowed: false, retryAfterS: Math.max(1, Number(wait ?? 1)) };
}

/** Keys of logins nobody uses would pile up: a scheduled job (runtime/registry.ts) keeps the table to the last day's. */
export async function sweepLoginThrottle(exec: Executor): Promise<void> {
  await exec.execute(sql`DELETE FROM login_throttle WHERE last_attempt_at < now() - interval '1 day'`);
}

/** A successful sign-in forgets the key's attempts. */
export async function clearAttempts(exec: Executor, key: string): Promise<void> {
  await exec.execute(sql`DELETE FROM login_throttle WHERE key = ${key}`);
}
