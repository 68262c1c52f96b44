import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { BROADCAST_CHANNEL, PUBLICATION_EVENT, userChannel, type LiveMessage, type Publication } from '@azart/contracts';
import type { TokenService } from '../shared/tokens.ts';

/**
 * socket.io on the app's own HTTP server (architecture.md "Real time").
 * Everyone is in `broadcast`; a socket that authenticated with a valid
 * real-time token is also in `usr#{id}` until the token expires or the
 * player logs out. With Redis the adapter fans publications out to every
 * process, so a push from one reaches a client of another.
 */
export async function startRealtime(
  app: FastifyInstance,
  tokens: TokenService,
  redis: Redis | undefined,
  /** Whether the token's session is still open and the player not blocked (checked once per connection). */
  sessionIsOpen: (userId: number, sessionId: string) => Promise<boolean>,
) {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // spec §9: ping 25 s, pong wait 5 s.
    pingInterval: 25_000,
    pingTimeout: 5_000,
    cors: { origin: false },
  });
  let subscriber: Redis | undefined;
  if (redis) {
    subscriber = redis.duplicate();
    io.adapter(createAdapter(redis, subscriber, { key: 'azart:socket.io' }));
  }

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === '') return next();
    if (typeof token !== 'string') return next(new Error('unauthorized'));
    const claims = tokens.verifyRealtime(token);
    if (!claims) return next(new Error('unauthorized'));
    sessionIsOpen(claims.userId, claims.sessionId).then(
      (open) => {
        if (!open) return next(new Error('unauthorized'));
        socket.data.userId = claims.userId;
        socket.data.expiresAt = claims.expiresAt;
        next();
      },
      () => next(new Error('unavailable')),
    );
  });

  io.on('connection', (socket: Socket) => {
    void socket.join(BROADCAST_CHANNEL);
    const userId = socket.data.userId as number | undefined;
    if (!userId) return;
    const channel = userChannel(userId);
    void socket.join(channel);
    // The private channel lasts as long as the token; the client reconnects with a fresh one.
    const timer = setTimeout(() => {
      void socket.leave(channel);
      socket.emit('token_expired');
    }, Math.max(0, (socket.data.expiresAt as number) - Date.now()));
    timer.unref();
    socket.on('disconnect', () => clearTimeout(timer));
  });

  function publish(channel: string, data: LiveMessage): void {
    const publication: Publication = { channel, data };
    io.to(channel).emit(PUBLICATION_EVENT, publication);
    // After a logout the player's sockets leave the private channel on every process.
    // Locally at once (so nothing published after this reaches them), and through the adapter on the others.
    if (data.logout) {
      io.local.in(channel).socketsLeave(channel);
      io.in(channel).socketsLeave(channel);
    }
  }

  async function close(): Promise<void> {
    await io.close();
    // The adapter unsubscribes without awaiting; a PING answered means those replies arrived, so quitting rejects nothing.
    await subscriber?.ping().catch(() => undefined);
    await subscriber?.quit().catch(() => undefined);
  }

  return { io, publish, close };
}
