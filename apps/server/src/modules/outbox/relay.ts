import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@azart/db';
import type { Publication } from '@azart/contracts';
import type { Duty } from '../../runtime/leadership.ts';
import { takeEvents, type StoredEvent } from './events.ts';

/** Turns a batch of events into live messages (reads what it needs in the relay's transaction). */
export type Projector = (events: StoredEvent[], exec: Executor) => Promise<Publication[]>;

/** Events per relay pass: one statement takes (deletes, uncommitted) up to this many. */
const BATCH = 500;
/**
 * Without a nudge (events written by another process), the relay looks this
 * often. On the embedded database no other process can write (it is this
 * process's own), so the poll is only a safety net for a write that did not
 * nudge, and a slower one: each pass is a transaction in the same thread as
 * the requests, and at 20 a second an idle server spent a tenth of a core on
 * them.
 */
const POLL_MS = { postgres: 50, pglite: 250 } as const;
/**
 * At most one pass per this many milliseconds, however often commits nudge it:
 * under load every pass carries the events of many commits (each pass is three
 * round trips, and a round trip is a socket write each way), and a push waits
 * at most this long.
 */
const MIN_INTERVAL_MS = 20;

/**
 * The outbox relay, a duty of one process at a time: takes the oldest events
 * (locked), publishes what the projectors make of them, then deletes them in
 * the same transaction. A crash between publishing and committing publishes
 * those events again after the restart: delivery is at least once (clients
 * treat pushes as idempotent: a balance is a state, a feed bet has an id).
 * `nudge()` wakes it at once after a local commit.
 */
export function createOutboxRelay(
  db: Database,
  log: FastifyBaseLogger,
  projectors: Projector[],
  publish: (publication: Publication) => void,
  dbKind: keyof typeof POLL_MS = 'postgres',
) {
  const pollMs = POLL_MS[dbKind];
  let wake: (() => void) | null = null;

  let nudged = false;

  /** Takes the oldest events (deleted, not yet committed), publishes them, commits: a crash before the commit leaves them for the next pass. */
  async function pass(): Promise<number> {
    return db.transaction(async (tx) => {
      const events = await takeEvents(tx, BATCH);
      if (!events.length) return 0;
      const publications = (await Promise.all(projectors.map((project) => project(events, tx)))).flat();
      for (const publication of publications) publish(publication);
      return events.length;
    });
  }

  const duty: Duty = {
    name: 'outbox',
    async run(signal) {
      while (!signal.aborted) {
        const started = Date.now();
        nudged = false;
        let published = 0;
        try {
          published = await pass();
        } catch (error) {
          log.warn({ err: { message: (error as Error).message } }, 'outbox relay pass failed');
        }
        // Wait for news (a nudge, or the poll for other processes' events) unless some is already in: a full
        // batch, or a commit nudged while this pass ran. Then keep to the minimum interval between passes.
        if (published < BATCH && !nudged) await wakeOrTimeout(pollMs, signal);
        const elapsed = Date.now() - started;
        if (elapsed < MIN_INTERVAL_MS && !signal.aborted) await wakeOrTimeout(MIN_INTERVAL_MS - elapsed, signal, false);
      }
    },
  };

  /** Resolves after `ms`, on abort, or (when `byNudge`) on the next nudge. */
  function wakeOrTimeout(ms: number, signal: AbortSignal, byNudge = true): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        if (wake === done) wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      if (byNudge) wake = done;
      signal.addEventListener('abort', done);
    });
  }

  return {
    duty,
    nudge: () => {
      nudged = true;
      wake?.();
    },
  };
}

/** Projector of ready-made `push` events. */
export const directPushes: Projector = async (events) => events.flatMap((e) => (e.type === 'push' ? [{ channel: e.payload.channel, data: e.payload.data }] : []));
