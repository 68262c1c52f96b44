import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@azart/db';
import type { Publication } from '@azart/contracts';
import type { Duty } from '../../runtime/leadership.ts';
import { deleteEvents, takeEvents, type StoredEvent } from './events.ts';

/** Turns a batch of events into live messages (reads what it needs in the relay's transaction). */
export type Projector = (events: StoredEvent[], exec: Executor) => Promise<Publication[]>;

/** Events per relay pass: one read, one delete and a few projector queries for up to this many. */
const BATCH = 500;
/** Without a nudge (events written by another process), the relay looks this often. */
const POLL_MS = 50;

/**
 * The outbox relay, a duty of one process at a time: takes the oldest events
 * (locked), publishes what the projectors make of them, then deletes them in
 * the same transaction. A crash between publishing and committing publishes
 * those events again after the restart: delivery is at least once (clients
 * treat pushes as idempotent: a balance is a state, a feed bet has an id).
 * `nudge()` wakes it at once after a local commit.
 */
export function createOutboxRelay(db: Database, log: FastifyBaseLogger, projectors: Projector[], publish: (publication: Publication) => void) {
  let wake: (() => void) | null = null;

  async function pass(): Promise<number> {
    return db.transaction(async (tx) => {
      const events = await takeEvents(tx, BATCH);
      if (!events.length) return 0;
      const publications = (await Promise.all(projectors.map((project) => project(events, tx)))).flat();
      for (const publication of publications) publish(publication);
      await deleteEvents(tx, events.map((e) => e.id));
      return events.length;
    });
  }

  const duty: Duty = {
    name: 'outbox',
    async run(signal) {
      while (!signal.aborted) {
        let published = 0;
        try {
          published = await pass();
        } catch (error) {
          log.warn({ err: { message: (error as Error).message } }, 'outbox relay pass failed');
        }
        // A full batch means more are waiting: go on at once.
        if (published >= BATCH) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, POLL_MS);
          function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            wake = null;
            resolve();
          }
          wake = done;
          signal.addEventListener('abort', done);
        });
      }
    },
  };

  return { duty, nudge: () => wake?.() };
}

/** Projector of ready-made `push` events. */
export const directPushes: Projector = async (events) => events.flatMap((e) => (e.type === 'push' ? [{ channel: e.payload.channel, data: e.payload.data }] : []));
