import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, DatabaseSession } from '@azart/db';

/**
 * A duty only one process may perform at a time (the outbox relay, the
 * scheduler, a game's round loop). It runs while this process leads it and
 * stops when the signal aborts.
 */
export type Duty = { name: string; run(signal: AbortSignal): Promise<void> };

/** How often a follower tries to take over a duty (a dead leader's duty moves within about this long). */
export const TAKEOVER_INTERVAL_MS = 1_000;
/** classid of our advisory locks: duties never collide with the migration lock or anyone else's. */
const LOCK_SPACE = 7260002;

/**
 * Leader election per duty with PostgreSQL advisory locks (architecture.md
 * "Storage and scale"): each process holds one dedicated session and takes
 * `pg_try_advisory_lock(space, hashtext(duty))` for every duty it can. The
 * lock lives as long as the session: when the leader dies or its connection
 * breaks, PostgreSQL releases it and another process takes the duty on its
 * next attempt (at most TAKEOVER_INTERVAL_MS later). A process that loses its
 * session stops its duties at once and competes again with a new one.
 */
export function createLeadership(database: DatabaseHandle, log: FastifyBaseLogger, duties: Duty[]) {
  const leading = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let session: DatabaseSession | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const stopAll = async (reason: string) => {
    const running = [...leading.entries()];
    leading.clear();
    for (const [name, { controller }] of running) {
      log.warn({ duty: name }, `stopping duty: ${reason}`);
      controller.abort();
    }
    await Promise.allSettled(running.map(([, d]) => d.done));
  };

  const attempt = async () => {
    if (stopped) return;
    try {
      if (!session) {
        const opened = await database.session();
        opened.onLost((error) => {
          if (session !== opened) return;
          session = null;
          void stopAll(`leadership session lost (${error.message})`);
        });
        session = opened;
      }
      for (const duty of duties) {
        if (leading.has(duty.name) || stopped) continue;
        const [row] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [LOCK_SPACE, duty.name]);
        if (!row?.locked) continue;
        const controller = new AbortController();
        log.info({ duty: duty.name }, 'leading duty');
        const done = duty.run(controller.signal).catch((error: unknown) => log.error({ err: error, duty: duty.name }, 'duty failed'));
        leading.set(duty.name, { controller, done });
        // A duty that ends by itself gives its lock back so that someone can run it again.
        void done.then(async () => {
          if (leading.get(duty.name)?.controller !== controller) return;
          leading.delete(duty.name);
          await session?.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, duty.name]).catch(() => undefined);
        });
      }
    } catch (error) {
      // The database is unreachable: keep trying, the duties stay stopped until a session is back.
      log.warn({ err: { message: (error as Error).message } }, 'leadership: cannot reach the database');
      const broken = session;
      session = null;
      await broken?.close();
      await stopAll('database unreachable');
    } finally {
      if (!stopped) timer = setTimeout(() => void attempt(), TAKEOVER_INTERVAL_MS);
    }
  };

  return {
    start(): void {
      void attempt();
    },
    /** The duties this process leads right now. */
    leading: (): string[] => [...leading.keys()].sort(),
    async close(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await stopAll('shutting down');
      await session?.close();
      session = null;
    },
  };
}

export type Leadership = ReturnType<typeof createLeadership>;
