import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { BROADCAST_CHANNEL, PUBLICATION_EVENT, REALTIME_PERMISSION_DENIED, REALTIME_REFRESH_TOKEN, TOKEN_EXPIRED_EVENT, userChannel, type LiveMessage, type Publication, type RealtimeErrorData } from '@azart/contracts';
import type { TokenService } from '../shared/tokens.ts';

/**
 * A refused handshake with the code of spec §8 in `data` (socket.io hands it to the client's connect_error):
 * 109 for an expired token (refresh it and come back), 103 for any other refusal (permission denied).
 */
function refusal(reason: 'token_expired' | 'unauthorized'): Error & { data: RealtimeErrorData } {
  return Object.assign(new Error(reason), { data: { code: reason === 'token_expired' ? REALTIME_REFRESH_TOKEN : REALTIME_PERMISSION_DENIED } as RealtimeErrorData });
}

/** Server-side room of the sockets opened with one session's tokens; never a publication channel. */
const sessionRoom = (sessionId: string): string => `sess:${sessionId}`;

/**
 * socket.io on the app's own HTTP server (architecture.md "Real time").
 * Everyone is in `broadcast`; a socket that authenticated with a valid
 * real-time token is also in `usr#{id}` until the token expires or its
 * session ends. With Redis the adapter fans publications out to every
 * process, so a push from one reaches a client of another.
 */
export async function startRealtime(
  app: FastifyInstance,
  tokens: TokenService,
  redis: Redis | undefined,
  /** Prefix of the adapter's Redis channels (config REDIS_KEY_PREFIX). */
  keyPrefix: string,
  /** Whether the token's session is still open and the player not blocked (checked once per connection). */
  sessionIsOpen: (userId: number, sessionId: string) => Promise<boolean>,
  /** With a forced API domain (API_ORIGIN) the site's origin, whose pages connect from there; null: same origin only. */
  siteOrigin: string | null = null,
) {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // spec §9: ping 25 s, pong wait 5 s.
    pingInterval: 25_000,
    pingTimeout: 5_000,
    cors: siteOrigin ? { origin: siteOrigin, credentials: true } : { origin: false },
  });
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (redis) {
    publisher = adapterClient(redis.duplicate(), 'publisher', app.log);
    subscriber = adapterClient(redis.duplicate(), 'subscriber', app.log);
    io.adapter(createAdapter(publisher, subscriber, { key: `${keyPrefix}socket.io` }));
  }

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === '') return next();
    if (typeof token !== 'string') return next(refusal('unauthorized'));
    const claims = tokens.verifyRealtime(token);
    if (!claims) return next(refusal(tokens.realtimeRefusal(token) === 'expired' ? 'token_expired' : 'unauthorized'));
    sessionIsOpen(claims.userId, claims.sessionId).then(
      (open) => {
        if (!open) return next(refusal('unauthorized'));
        socket.data.userId = claims.userId;
        socket.data.sessionId = claims.sessionId;
        socket.data.expiresAt = claims.expiresAt;
        next();
      },
      // The database is down: the client retries with its backoff.
      () => next(new Error('unavailable')),
    );
  });

  io.on('connection', (socket: Socket) => {
    void socket.join(BROADCAST_CHANNEL);
    const userId = socket.data.userId as number | undefined;
    if (!userId) return;
    const channel = userChannel(userId);
    void socket.join([channel, sessionRoom(socket.data.sessionId as string)]);
    // The private channel lasts as long as the token; the client reconnects with a fresh one.
    const timer = setTimeout(() => {
      void socket.leave(channel);
      socket.emit(TOKEN_EXPIRED_EVENT, { code: REALTIME_REFRESH_TOKEN } satisfies RealtimeErrorData);
    }, Math.max(0, (socket.data.expiresAt as number) - Date.now()));
    timer.unref();
    socket.on('disconnect', () => clearTimeout(timer));
  });

  function publish(channel: string, data: LiveMessage): void {
    const publication: Publication = { channel, data };
    io.to(channel).emit(PUBLICATION_EVENT, publication);
  }

  /**
   * A session ended (logout, or revoked for refresh-token reuse): its sockets,
   * and only its sockets, are told `{logout: true}` and leave the player's
   * private channel at once, on every process. Other sessions of the same
   * player (another device or browser) keep their live updates.
   */
  function endSession(userId: number, sessionId: string): void {
    const channel = userChannel(userId);
    const room = sessionRoom(sessionId);
    io.to(room).emit(PUBLICATION_EVENT, { channel, data: { logout: true } } satisfies Publication);
    // Locally at once (so nothing published after this reaches them), and through the adapter on the others.
    io.local.in(room).socketsLeave(channel);
    io.in(room).socketsLeave(channel);
  }

  async function close(): Promise<void> {
    await io.close();
    for (const client of [subscriber, publisher]) if (client) await closeRedis(client);
  }

  return { io, publish, endSession, close };
}

/**
 * Closes a Redis client. A client still connecting is given a moment to
 * finish, since the socket.io adapter queued (un-awaited) SUBSCRIBE commands
 * on it that a hard disconnect would reject; once connected, a PING answered
 * means every earlier reply arrived, so quitting rejects nothing. A client
 * whose server is down is disconnected at once.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'connecting' || client.status === 'connect' || client.status === 'wait') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', done);
      client.once('end', done);
      client.once('error', done);
    });
  }
  if (client.status !== 'ready') return client.disconnect();
  await client.ping().catch(() => undefined);
  await client.quit().catch(() => undefined);
}

/**
 * The adapter publishes and subscribes without handling the returned
 * promises, so such a command while Redis is down (rejected after ioredis's
 * retries) would be an unhandled rejection. Those failures are logged
 * instead: a lost publish reaches the other processes no more than if they
 * had been briefly disconnected, and a lost subscription is made again by
 * ioredis when it reconnects (autoResubscribe).
 */
const ADAPTER_COMMANDS = { publisher: ['publish'], subscriber: ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] } as const;

function adapterClient(client: Redis, role: keyof typeof ADAPTER_COMMANDS, log: FastifyBaseLogger): Redis {
  client.on('error', (error: Error) => log.warn({ err: { message: error.message } }, `redis ${role} error`));
  const commands = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of ADAPTER_COMMANDS[role]) {
    const command = commands[name]!.bind(client);
    commands[name] = (...args: unknown[]) => {
      const sent = command(...args);
      sent.catch((error: Error) => log.warn({ err: { message: error.message }, command: name }, 'live fan-out command failed: redis unavailable'));
      return sent;
    };
  }
  return client;
}
