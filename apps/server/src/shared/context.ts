import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '@azart/db';
import type { LiveMessage } from '@azart/contracts';
import type { Config } from '../config.ts';
import type { TokenService } from './tokens.ts';

/** What modules get from the app: no globals, so tests build as many apps as they like. */
export type AppContext = {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  log: FastifyBaseLogger;
  tokens: TokenService;
  redis: Redis | undefined;
  /**
   * Sends a live message to a channel (`broadcast` or `usr#{id}`) on every
   * process, now. Domain changes do not use this: they write outbox events in
   * their own transaction (modules/outbox) and call `eventsWritten()`.
   */
  publish(channel: string, data: LiveMessage): void;
  /** After a commit that wrote outbox events: lets this process's relay (if it leads) publish them at once. */
  eventsWritten(): void;
  /** The runtime duties this process leads now (health reports them). */
  leading(): string[];
  /** Tells the sockets of one ended session (and only those) that it is over, and drops their private channel. */
  endSession(userId: number, sessionId: string): void;
};
