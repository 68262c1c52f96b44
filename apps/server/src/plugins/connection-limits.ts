import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Caps the open connections (HTTP keep-alive and WebSocket alike) one client
 * address may hold, so that a single host cannot use up the process's sockets
 * and memory with idle or trickling connections; a connection over the cap is
 * closed at once. Together with the request, header and idle timeouts (see
 * `buildApp`) this bounds what a slow-loris client can hold.
 *
 * Connections from a trusted proxy (TRUST_PROXY) are not counted: behind a
 * load balancer every player arrives from its address, so the cap belongs on
 * the balancer there.
 */
export function limitConnectionsPerAddress(server: Server, max: number, trustProxy: boolean | string): void {
  if (max <= 0 || trustProxy === true) return;
  const trusted = typeof trustProxy === 'string' ? proxyAddr.compile(trustProxy.split(',').map((s) => s.trim())) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
