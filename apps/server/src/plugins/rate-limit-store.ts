import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** The store contract of @fastify/rate-limit (its stores are callback-based classes). */
type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): Store;
}
type StoreClass = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
// The plugin's own stores, so counting behaves exactly as it does without this wrapper.
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/**
 * Rate-limit counters in Redis (shared by every process) that fall back to
 * this process's memory while Redis cannot answer, instead of failing the
 * request: a Redis restart must not turn every rate-limited route (login,
 * bets) into a 500, and skipping the limit altogether would open the login
 * to guessing for as long as Redis is down. When Redis is back the shared
 * counters take over again; the local ones only cover the gap.
 */
export function resilientStore(redis: Redis, nameSpace: string, onFallback: (error: Error) => void): FastifyRateLimitStoreCtor {
  class ResilientStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(params: { continueExceeding: boolean; exponentialBackoff: boolean } | { shared: Store; local: Store }) {
      if ('shared' in params) {
        this.shared = params.shared;
        this.local = params.local;
      } else {
        this.shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
        this.local = new LocalStore(params.continueExceeding, params.exponentialBackoff);
      }
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.withFallback('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.withFallback('read', key, cb, timeWindow, max);
    }

    child(routeOptions: Record<string, unknown>): Store {
      return new ResilientStore({ shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }

    private withFallback(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
      // ioredis queues commands while it reconnects; with Redis down they would wait for its retries.
      if (redis.status !== 'ready') return this.local[method](key, cb, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return cb(null, result);
          onFallback(error);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  }
  return ResilientStore as unknown as FastifyRateLimitStoreCtor;
}
