import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, sql, type Database, type Executor } from '@azart/db';
import type { Duty } from './leadership.ts';

/** What a job handler gets: its payload and the attempt number (1 on the first run). */
export type JobHandler = (payload: Record<string, unknown>, context: { attempt: number; db: Database; log: FastifyBaseLogger }) => Promise<void>;
/** A recurring job: enqueued by the scheduler every `everySeconds`. */
export type Schedule = { name: string; everySeconds: number; queue: string; payload?: Record<string, unknown> };

/** How long a taken job is ours before another process may take it again (a worker that died mid-job). */
const LEASE_S = 60;
const POLL_MS = 500;
const CONCURRENCY = 4;

/**
 * Enqueues a job inside the caller's transaction (so it exists exactly when
 * the change that needs it committed). A `dedupeKey` makes it idempotent.
 */
export async function enqueue(exec: Executor, queue: string, payload: Record<string, unknown> = {}, options: { runAt?: Date; dedupeKey?: string; maxAttempts?: number } = {}): Promise<void> {
  await exec.execute(sql`
    INSERT INTO jobs (queue, payload, run_at, dedupe_key, max_attempts)
    VALUES (${queue}, ${JSON.stringify(payload)}::jsonb, ${options.runAt ?? new Date()}, ${options.dedupeKey ?? null}, ${options.maxAttempts ?? 10})
    ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING`);
}

/**
 * Durable jobs in PostgreSQL (decision 012), run by every process that has
 * the runtime on: due jobs are taken with `FOR UPDATE SKIP LOCKED` for a
 * lease, so two processes never run one job at once and a job of a process
 * that died runs again when its lease ends (handlers must be idempotent).
 * A failure retries after 2^attempt seconds (at most an hour) until
 * max_attempts; the error stays on the row.
 */
export function createJobRunner(db: Database, log: FastifyBaseLogger, handlers: Record<string, JobHandler>) {
  const worker = `${hostname()}:${process.pid}`;
  const queues = Object.keys(handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function take(limit: number) {
    if (!queues.length) return [];
    return rowsOf<{ id: number; queue: string; payload: Record<string, unknown> | string; attempts: number }>(
      await db.execute(sql`
        UPDATE jobs SET attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_S}), locked_by = ${worker}
        WHERE id IN (
          SELECT id FROM jobs
          WHERE done_at IS NULL AND run_at <= now() AND attempts < max_attempts AND (locked_until IS NULL OR locked_until < now())
            AND queue IN (${sql.join(queues.map((q) => sql`${q}`), sql`, `)})
          ORDER BY run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, queue, payload, attempts`),
    );
  }

  async function runOne(job: { id: number; queue: string; payload: Record<string, unknown> | string; attempts: number }) {
    const payload = typeof job.payload === 'string' ? (JSON.parse(job.payload) as Record<string, unknown>) : job.payload;
    try {
      await handlers[job.queue]!(payload, { attempt: Number(job.attempts), db, log });
      await db.execute(sql`UPDATE jobs SET done_at = now(), locked_until = NULL WHERE id = ${job.id}`);
    } catch (error) {
      const delayS = Math.min(3600, 2 ** Number(job.attempts));
      log.warn({ err: error, job: job.id, queue: job.queue }, `job failed, retrying in ${delayS} s`);
      await db
        .execute(sql`UPDATE jobs SET locked_until = NULL, run_at = now() + make_interval(secs => ${delayS}), last_error = ${String((error as Error).message ?? error).slice(0, 2000)} WHERE id = ${job.id}`)
        .catch(() => undefined);
    }
  }

  async function poll(): Promise<void> {
    if (stopped) return;
    try {
      const due = await take(CONCURRENCY);
      running = Promise.all(due.map(runOne)).then(() => undefined);
      await running;
      // A full batch: there may be more due right away.
      if (due.length === CONCURRENCY && !stopped) return poll();
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, 'job runner cannot reach the database');
    }
    if (!stopped) {
      timer = setTimeout(() => void poll(), POLL_MS);
      timer.unref();
    }
  }

  return {
    start: () => void poll(),
    /** Runs due jobs now instead of at the next poll (after an enqueue in this process). */
    nudge(): void {
      if (stopped) return;
      clearTimeout(timer);
      void running.then(poll);
    },
    async close(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}

/**
 * The scheduler, a duty of one process at a time: enqueues each recurring job
 * when it is due (the schedule row moves forward in the same statement, so
 * a job is enqueued once per period even across a change of leader).
 */
export function schedulerDuty(db: Database, log: FastifyBaseLogger, schedules: readonly Schedule[]): Duty {
  return {
    name: 'scheduler',
    async run(signal) {
      for (const s of schedules) {
        await db.execute(sql`INSERT INTO schedules (name, every_seconds) VALUES (${s.name}, ${s.everySeconds}) ON CONFLICT (name) DO UPDATE SET every_seconds = EXCLUDED.every_seconds`);
      }
      const byName = new Map(schedules.map((s) => [s.name, s]));
      while (!signal.aborted && schedules.length) {
        try {
          await db.transaction(async (tx) => {
            const due = rowsOf<{ name: string; ran_at: string | Date }>(
              await tx.execute(sql`
                UPDATE schedules SET next_run_at = now() + make_interval(secs => every_seconds)
                WHERE next_run_at <= now() AND name IN (${sql.join(schedules.map((s) => sql`${s.name}`), sql`, `)})
                RETURNING name, now() AS ran_at`),
            );
            for (const row of due) {
              const schedule = byName.get(row.name)!;
              await enqueue(tx, schedule.queue, schedule.payload ?? {}, { dedupeKey: `schedule:${row.name}:${new Date(row.ran_at).toISOString()}` });
            }
          });
        } catch (error) {
          log.warn({ err: { message: (error as Error).message } }, 'scheduler pass failed');
        }
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 1_000);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
    },
  };
}
