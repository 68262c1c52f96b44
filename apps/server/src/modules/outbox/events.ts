import { rowsOf, sql, type Executor, type SQL } from '@azart/db';
import type { LiveMessage } from '@azart/contracts';

/**
 * Domain events, written in the transaction or statement of the change they
 * describe (decision 012). The relay turns them into live messages after the
 * change committed; a rolled-back change leaves none.
 */
export type DomainEvent =
  /** A bet was settled: the player's balance push and, for real money, the public feed. */
  | { type: 'bet_settled'; payload: { betId: number; userId: number } }
  /** Several bets settled together (a batch of instant bets): the same, for each, with what the pushes need. */
  | { type: 'bets_settled'; payload: { bets: SettledBet[] } }
  /** A player's balances or demo mode changed outside a bet. */
  | { type: 'balance_changed'; payload: { userId: number } }
  /** A ready-made live message for a channel. */
  | { type: 'push'; payload: { channel: string; data: LiveMessage } };

/** A settled instant bet as its batch's event carries it (games_settled_event, migration 0010). */
export type SettledBet = {
  betId: number; userId: number; login: string; demo: boolean; /** Played from the bonus balance. */ bonus?: boolean; game: string; amount: number; win: number; coefficient: number; createdAt: string;
  /** The player's balances right after the bet. */
  balances: Record<string, number>;
};

export type EventType = DomainEvent['type'];

/** The settled bets an event names (one for `bet_settled`, several for `bets_settled`). */
export function settledBetsOf(event: StoredEvent): ({ betId: number; userId: number } & Partial<SettledBet>)[] {
  if (event.type === 'bet_settled') return [{ betId: Number(event.payload.betId), userId: Number(event.payload.userId) }];
  if (event.type === 'bets_settled') return event.payload.bets.map((b) => ({ ...b, betId: Number(b.betId), userId: Number(b.userId) }));
  return [];
}
export type StoredEvent = DomainEvent & { id: number };

/** The insert of events as one step (CTE `outbox_events`) of a larger statement; `payload` may be SQL built from the statement's other steps. */
export function eventsStep(events: { type: EventType; payload: SQL }[]): SQL {
  const rows = sql.join(events.map((e) => sql`(${e.type}::text, ${e.payload})`), sql`, `);
  return sql`outbox_events AS (INSERT INTO outbox (type, payload) SELECT * FROM (VALUES ${rows}) AS v(type, payload) RETURNING id)`;
}

/** Writes events inside the caller's transaction. */
export async function emit(tx: Executor, events: DomainEvent[]): Promise<void> {
  if (!events.length) return;
  const rows = sql.join(events.map((e) => sql`(${e.type}, ${JSON.stringify(e.payload)}::jsonb)`), sql`, `);
  await tx.execute(sql`INSERT INTO outbox (type, payload) VALUES ${rows}`);
}

/**
 * The oldest events, deleted in the caller's transaction and returned in
 * order: they are gone only if that transaction commits (the relay commits
 * after publishing them).
 */
export async function takeEvents(tx: Executor, limit: number): Promise<StoredEvent[]> {
  const rows = rowsOf<{ id: number; type: EventType; payload: Record<string, unknown> | string }>(
    await tx.execute(sql`DELETE FROM outbox WHERE id IN (SELECT id FROM outbox ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED) RETURNING id, type, payload`),
  );
  return rows
    .map((r) => ({ id: Number(r.id), type: r.type, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }) as StoredEvent)
    .sort((a, b) => a.id - b.id);
}
