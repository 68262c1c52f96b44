// One client process of bench/rounds: holds its share of the anonymous
// socket.io players (websocket transport, one connection each, like a
// browser tab) and notes when each receives a round's result push. Driven by
// run.ts over the IPC channel (protocol.ts). The push handler only notes the
// arrival time, so that the client side adds as little as it can.
import { io, type Socket } from 'socket.io-client';
import { PUBLICATION_EVENT, type Publication } from '@azart/contracts';
import type { ToClients, FromClients } from './protocol.ts';

const send = (message: FromClients): void => {
  process.send?.(message);
};

const sockets: Socket[] = [];
/** Result pushes: round number → arrival delay (ms) per client index, NaN where none arrived. */
const results = new Map<number, Float64Array>();
let measuring = false;
let disconnects = 0;
const disconnectReasons = new Map<string, number>();

function onPublication(index: number, publication: Publication): void {
  if (!measuring) return;
  const round = publication.data.round;
  if (!round || round.state !== 'result') return;
  const delay = Date.now() - Date.parse(round.serverTime);
  let delays = results.get(round.number);
  if (!delays) {
    delays = new Float64Array(sockets.length).fill(NaN);
    results.set(round.number, delays);
  }
  if (Number.isNaN(delays[index])) delays[index] = delay;
}

/** Opens one client and resolves once it is connected or has failed (never rejects). */
function open(url: string, index: number, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = io(url, {
      transports: ['websocket'],
      // One connection per player (the default would share one Manager per URL).
      forceNew: true,
      reconnection: false,
      timeout: timeoutMs,
    });
    sockets[index] = socket;
    socket.on(PUBLICATION_EVENT, (publication: Publication) => onPublication(index, publication));
    socket.once('connect', () => {
      socket.on('disconnect', (reason) => {
        disconnects++;
        disconnectReasons.set(reason, (disconnectReasons.get(reason) ?? 0) + 1);
      });
      resolve(null);
    });
    socket.once('connect_error', (error: Error) => resolve(error.message || 'connect_error'));
  });
}

async function connect(url: string, count: number, batch: number, timeoutMs: number): Promise<void> {
  let ok = 0;
  const errors: Record<string, number> = {};
  for (let start = 0; start < count; start += batch) {
    const outcomes = await Promise.all(Array.from({ length: Math.min(batch, count - start) }, (_, i) => open(url, start + i, timeoutMs)));
    for (const error of outcomes) {
      if (error === null) ok++;
      else errors[error] = (errors[error] ?? 0) + 1;
    }
    send({ type: 'progress', opened: start + outcomes.length, ok });
  }
  send({ type: 'connected', ok, errors });
}

function report(rounds: number[]): void {
  const delays: number[] = [];
  const perClient = new Uint16Array(sockets.length);
  for (const number of rounds) {
    const got = results.get(number);
    if (!got) continue;
    got.forEach((delay, index) => {
      if (Number.isNaN(delay)) return;
      delays.push(delay);
      perClient[index]!++;
    });
  }
  let everyPush = 0;
  for (let i = 0; i < sockets.length; i++) if (sockets[i]?.connected && perClient[i] === rounds.length) everyPush++;
  send({
    type: 'report',
    clients: sockets.length,
    connectedNow: sockets.filter((s) => s.connected).length,
    delays,
    everyPush,
    disconnects,
    disconnectReasons: Object.fromEntries(disconnectReasons),
    perRound: rounds.map((number) => {
      const got = results.get(number);
      return { number, received: got ? got.reduce((n, d) => (Number.isNaN(d) ? n : n + 1), 0) : 0 };
    }),
  });
}

process.on('message', (message: ToClients) => {
  switch (message.type) {
    case 'connect':
      void connect(message.url, message.count, message.batch, message.timeoutMs);
      break;
    case 'measure':
      results.clear();
      measuring = true;
      send({ type: 'measuring' });
      break;
    case 'report':
      measuring = false;
      report(message.rounds);
      break;
    case 'close':
      for (const socket of sockets) socket.disconnect();
      // Let the close frames go out, then leave.
      setTimeout(() => process.exit(0), 500);
      break;
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', pid: process.pid });
