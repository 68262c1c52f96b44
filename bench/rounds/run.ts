// Round-game live pushes to many players (not a test: it prints figures).
// `npm run bench:rounds`, settings by environment:
//
//   BENCH_CLIENTS=2000,5000,10000   steps: connected players per step
//   BENCH_ROUNDS=5                  result pushes measured per step
//   BENCH_CLIENT_PROCS=2            client processes the players live in
//   BENCH_CONNECT_BATCH=200         connections opened at once (all processes)
//   BENCH_TIME_SCALE=0.25           the server's ROUND_TIME_SCALE (x100: 26 s × scale a round)
//   BENCH_PORT=3400                 step i listens on BENCH_PORT + i (3400–3409)
//   BENCH_DATABASE_URL, REDIS_URL   PostgreSQL (used as it is: give a scratch
//                                   database) and Redis; default PGlite, no Redis
//
// For each step K:
//   1. starts the production server (apps/server/src/main.ts) as a process of
//      its own: ROUND_GAMES=x100, no per-IP connection cap, API only, its
//      open-file limit raised to fit K sockets when the hard limit allows;
//   2. opens K anonymous socket.io clients (websocket transport, one
//      connection each, in the `broadcast` room like every visitor) from
//      BENCH_CLIENT_PROCS child processes (clients.ts), in batches;
//   3. for BENCH_ROUNDS rounds, notes for every client when the `round` push
//      with state `result` arrives: delay = arrival − the push's serverTime
//      (one machine, one clock), and counts pushes that never arrived;
//   4. samples the server's CPU (% of one core) and RSS from /proc;
//   5. closes everything; a step that fails (a connection refused or failed,
//      p99 over 2 s, no round seen) ends the run.
// A table of all steps is printed at the end. Exit 1 when the bench could not
// run (server did not start, a client process died); a step that misses the
// target is a result, not a failure to run.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { PUBLICATION_EVENT, type Publication } from '@azart/contracts';
import { machineTicks, openFileLimit, Sampler } from './proc.ts';
import type { ClientsReport, FromClients, ToClients } from './protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

// ─── settings ────────────────────────────────────────────────────────────────
function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}
function intEnv(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) fail(`${name} must be an integer ≥ ${min}`);
  return n;
}
const STEPS = (process.env.BENCH_CLIENTS ?? '2000,5000,10000').split(',').map((s) => Number(s.trim()));
if (!STEPS.length || STEPS.some((k) => !Number.isInteger(k) || k < 1)) fail('BENCH_CLIENTS must be a comma-separated list of positive integers');
const ROUNDS = intEnv('BENCH_ROUNDS', 5);
const PROCS = intEnv('BENCH_CLIENT_PROCS', 2);
const CONNECT_BATCH = intEnv('BENCH_CONNECT_BATCH', 200);
const BASE_PORT = intEnv('BENCH_PORT', 3400);
if (BASE_PORT + STEPS.length - 1 > 65535) fail('BENCH_PORT + steps exceeds 65535');
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? '0.25');
if (!(TIME_SCALE >= 0.01 && TIME_SCALE <= 10)) fail('BENCH_TIME_SCALE must be within 0.01–10');
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const REDIS_URL = process.env.REDIS_URL || undefined;
/** A step with p99 above this fails (and ends the run). */
const P99_FAIL_MS = 2000;
/** The target: this many clients with p99 under TARGET_P99_MS. */
const TARGET_CLIENTS = 10_000;
const TARGET_P99_MS = 500;
/** After the last measured result push, late arrivals are awaited this long (later: missed). */
const GRACE_MS = 5000;
const CONNECT_TIMEOUT_MS = 30_000;
/** x100's round (games.md §3: 15 + 7 + 3 + 1 s) at the chosen speed. */
const ROUND_MS = 26_000 * TIME_SCALE;

const log = (message: string): void => {
  process.stdout.write(`${message}\n`);
};
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number, digits = 0): string => (Number.isFinite(n) ? n.toFixed(digits) : '–');

// ─── processes ───────────────────────────────────────────────────────────────
const running = new Set<ChildProcess>();
/** Each server's scratch directory (PGlite data, log), removed when its step ends or the run is stopped. */
const scratch = new Set<string>();

function removeScratch(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  scratch.delete(dir);
}

/** Stopped from outside or out of time: kill what is left, remove scratch directories. */
function abandon(): void {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of scratch) removeScratch(dir);
}

/**
 * Starts the repository's Node on a script. Node raises its own soft
 * open-file limit to the hard one at start; when a process needs more than
 * the hard limit, it is started through bash with `ulimit -n` raised, which
 * only root (CAP_SYS_RESOURCE) may do: otherwise bash says so and the start
 * fails.
 */
function spawnNode(script: string, env: NodeJS.ProcessEnv, stdio: StdioOptions, nofile: number | null): ChildProcess {
  const child =
    nofile === null
      ? spawn(process.execPath, [script], { cwd: root, env, stdio })
      : spawn('bash', ['-c', `ulimit -n ${nofile} && exec "$@"`, 'bash', process.execPath, script], { cwd: root, env, stdio });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** The open-file limit a child needs set for `files` open files: null when the inherited hard limit suffices. */
function fileLimitFor(files: number): number | null {
  return openFileLimit().hard >= files ? null : files;
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', waitMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), waitMs);
  await exited;
  clearTimeout(timer);
}

/** Waits for a child to exit, killing it after `waitMs`. */
async function exited(child: ChildProcess, waitMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timer = setTimeout(() => child.kill('SIGKILL'), waitMs);
  await done;
  clearTimeout(timer);
}

// ─── the server under test ───────────────────────────────────────────────────
type Server = { child: ChildProcess; pid: number; url: string; logFile: string; tmpDir: string };

async function startServer(port: number, clients: number): Promise<Server> {
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'azart-bench-rounds-'));
  scratch.add(tmpDir);
  const logFile = path.join(tmpDir, 'server.log');
  const out = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    // No real providers here: production runs on the sandboxes only by this explicit opt-in.
    SANDBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(tmpDir, 'data'),
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PAYMENTS_DATA_KEY: randomBytes(48).toString('base64url'),
    // Every client comes from 127.0.0.1: no per-address cap.
    MAX_CONNECTIONS_PER_IP: '0',
    ROUND_GAMES: 'x100',
    ROUND_TIME_SCALE: String(TIME_SCALE),
    // A short chain: it is written whole at the game's first start, and a few rounds are played.
    ROUND_CHAIN_LENGTH: '1000',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    ...(REDIS_URL ? { REDIS_URL } : {}),
  };
  const nofile = fileLimitFor(clients + 1024);
  if (nofile !== null) log(`  the server needs ${nofile} open files, over the hard limit ${openFileLimit().hard}: starting it with ulimit -n ${nofile} (needs root with CAP_SYS_RESOURCE)`);
  const child = spawnNode(path.join(root, 'apps', 'server', 'src', 'main.ts'), env, ['ignore', out, out], nofile);
  closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  const server: Server = { child, pid: child.pid ?? 0, url, logFile, tmpDir };
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited during start-up (code ${child.exitCode}, signal ${child.signalCode})\n${logTail(server)}`);
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status === 200, () => false);
      if (ok) return server;
      if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within 120 s\n${logTail(server)}`);
      await sleep(250);
    }
  } catch (error) {
    await stop(child);
    removeScratch(tmpDir);
    throw error;
  }
}

function logTail(server: Server, lines = 20): string {
  try {
    return `--- server log (last lines) ---\n${readFileSync(server.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')}`;
  } catch {
    return '(no server log)';
  }
}

// ─── client processes ────────────────────────────────────────────────────────
type ClientProc = { child: ChildProcess; pid: number; next<T extends FromClients['type']>(type: T, timeoutMs: number): Promise<Extract<FromClients, { type: T }>>; send(message: ToClients): void; progress: number };

async function startClients(count: number): Promise<ClientProc> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' };
  const child = spawnNode(path.join(here, 'clients.ts'), env, ['ignore', 'inherit', 'inherit', 'ipc'], fileLimitFor(count + 256));
  const waiting = new Map<string, { resolve: (m: FromClients) => void }>();
  const inbox: FromClients[] = [];
  let died: Error | null = null;
  const proc: ClientProc = {
    child,
    pid: child.pid ?? 0,
    progress: 0,
    send: (message) => {
      child.send(message);
    },
    next: (type, timeoutMs) =>
      new Promise((resolve, reject) => {
        const queued = inbox.findIndex((m) => m.type === type);
        if (queued >= 0) return resolve(inbox.splice(queued, 1)[0] as never);
        if (died) return reject(died);
        const timer = setTimeout(() => {
          waiting.delete(type);
          reject(new Error(`client process ${child.pid}: no '${type}' within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        waiting.set(type, {
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as never);
          },
        });
        child.once('exit', () => {
          clearTimeout(timer);
          reject(died ?? new Error('client process exited'));
        });
      }),
  };
  child.on('message', (message: FromClients) => {
    if (message.type === 'progress') {
      proc.progress = message.ok;
      return;
    }
    const waiter = waiting.get(message.type);
    if (waiter) {
      waiting.delete(message.type);
      waiter.resolve(message);
    } else inbox.push(message);
  });
  child.once('exit', (code, signal) => {
    died = new Error(`client process ${child.pid} exited (code ${code}, signal ${signal})`);
  });
  await proc.next('ready', 30_000);
  return proc;
}

// ─── one step ────────────────────────────────────────────────────────────────
type Step = {
  clients: number;
  connected: number;
  connectErrors: Record<string, number>;
  connectSeconds: number;
  rounds: number[];
  expected: number;
  received: number;
  everyPush: number;
  disconnects: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  probe: number[];
  serverCpuAvg: number;
  serverCpuMax: number;
  serverRssMax: number;
  clientsCpuAvg: number[];
  machineBusy: number;
  serverFileLimit: number;
  failure: string | null;
};

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function runStep(clients: number, port: number): Promise<Step> {
  log(`\n── ${clients} clients ──`);
  const server = await startServer(port, clients);
  const serverFileLimit = openFileLimit(server.pid).soft;
  log(`  server pid ${server.pid} on ${server.url}, ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${REDIS_URL ? ' + Redis' : ''}, open-file limit ${serverFileLimit}`);
  const procs: ClientProc[] = [];
  let probe: Socket | undefined;
  let sampler: Sampler | undefined;
  try {
    // A probe of our own: it tells which rounds were played and when, and is one more (early) client.
    const probeResults: { number: number; serverTime: number; delay: number }[] = [];
    let sawRound = false;
    probe = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    probe.on(PUBLICATION_EVENT, (publication: Publication) => {
      const round = publication.data.round;
      if (!round) return;
      sawRound = true;
      const serverTime = Date.parse(round.serverTime);
      if (round.state === 'result') probeResults.push({ number: round.number, serverTime, delay: Date.now() - serverTime });
    });
    const roundDeadline = Date.now() + 120_000;
    while (!sawRound) {
      if (Date.now() > roundDeadline) throw new Error(`no round push within 120 s of the start\n${logTail(server)}`);
      await sleep(100);
    }
    log(`  x100 is running (a round every ${fmt(ROUND_MS / 1000, 1)} s); ${PROCS} client processes`);

    const shares = Array.from({ length: PROCS }, (_, i) => Math.floor(clients / PROCS) + (i < clients % PROCS ? 1 : 0)).filter((n) => n > 0);
    for (const share of shares) procs.push(await startClients(share));
    sampler = new Sampler([server.pid, ...procs.map((p) => p.pid)]);

    // ── connect, in batches ──
    const connectStart = performance.now();
    const batch = Math.max(1, Math.ceil(CONNECT_BATCH / procs.length));
    procs.forEach((p, i) => p.send({ type: 'connect', url: server.url, count: shares[i]!, batch, timeoutMs: CONNECT_TIMEOUT_MS }));
    const progress = setInterval(() => log(`  … ${procs.reduce((n, p) => n + p.progress, 0)} connected`), 5000);
    let connected = 0;
    const connectErrors: Record<string, number> = {};
    try {
      for (const p of procs) {
        const done = await p.next('connected', clients * 50 + 120_000);
        connected += done.ok;
        for (const [error, n] of Object.entries(done.errors)) connectErrors[error] = (connectErrors[error] ?? 0) + n;
      }
    } finally {
      clearInterval(progress);
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const failedConnects = clients - connected;
    log(`  ${connected} of ${clients} connected in ${fmt(connectSeconds, 1)} s${failedConnects ? `; failed: ${JSON.stringify(connectErrors)}` : ''}`);
    if (server.child.exitCode !== null) throw new Error(`the server exited\n${logTail(server)}`);
    if (connected === 0) throw new Error('no client connected');

    // ── measure ──
    await sleep(2000); // let the last handshakes settle
    sampler.mark();
    for (const p of procs) p.send({ type: 'measure' });
    for (const p of procs) await p.next('measuring', 10_000);
    const measureFrom = Date.now();
    const firstSeen = (): number | undefined => probeResults.find((r) => r.serverTime > measureFrom)?.number;
    const deadline = Date.now() + (ROUNDS + 2) * ROUND_MS + 60_000;
    for (;;) {
      const first = firstSeen();
      if (first !== undefined && probeResults.some((r) => r.number >= first + ROUNDS - 1)) break;
      if (Date.now() > deadline) break;
      if (server.child.exitCode !== null) throw new Error(`the server exited\n${logTail(server)}`);
      await sleep(100);
    }
    const first = firstSeen();
    const rounds = first === undefined ? [] : Array.from({ length: ROUNDS }, (_, i) => first + i).filter((n) => probeResults.some((r) => r.number >= n));
    await sleep(GRACE_MS);
    const usage = sampler.window();

    for (const p of procs) p.send({ type: 'report', rounds });
    const reports: ClientsReport[] = [];
    for (const p of procs) reports.push(await p.next('report', 60_000));
    const all = new Float64Array(reports.reduce((n, r) => n + r.delays.length, 0));
    let offset = 0;
    for (const r of reports) {
      all.set(r.delays, offset);
      offset += r.delays.length;
    }
    all.sort();
    const received = all.length;
    const expected = connected * rounds.length;
    const everyPush = reports.reduce((n, r) => n + r.everyPush, 0);
    const disconnects = reports.reduce((n, r) => n + r.disconnects, 0);
    const reasons: Record<string, number> = {};
    for (const r of reports) for (const [reason, n] of Object.entries(r.disconnectReasons)) reasons[reason] = (reasons[reason] ?? 0) + n;
    const probeDelays = probeResults.filter((r) => rounds.includes(r.number)).map((r) => r.delay);
    for (const number of rounds) {
      const got = reports.reduce((n, r) => n + (r.perRound.find((x) => x.number === number)?.received ?? 0), 0);
      const probeDelay = probeResults.find((r) => r.number === number)?.delay;
      log(`  round ${number}: result push received by ${got} of ${connected}${probeDelay === undefined ? '' : `, probe ${probeDelay} ms`}`);
    }
    if (disconnects) log(`  disconnected during the run: ${disconnects} ${JSON.stringify(reasons)}`);

    const serverUsage = usage.byPid.get(server.pid);
    const step: Step = {
      clients,
      connected,
      connectErrors,
      connectSeconds,
      rounds,
      expected,
      received,
      everyPush,
      disconnects,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      max: all.length ? all[all.length - 1]! : NaN,
      probe: probeDelays,
      serverCpuAvg: serverUsage?.cpuAvg ?? NaN,
      serverCpuMax: serverUsage?.cpuMax ?? NaN,
      serverRssMax: serverUsage?.rssMaxMb ?? NaN,
      clientsCpuAvg: procs.map((p) => usage.byPid.get(p.pid)?.cpuAvg ?? NaN),
      machineBusy: usage.machineBusy,
      serverFileLimit,
      failure: null,
    };
    if (failedConnects > 0) step.failure = `${failedConnects} connections failed`;
    else if (rounds.length === 0) step.failure = 'no result push seen within the time limit';
    else if (!(step.p99 <= P99_FAIL_MS)) step.failure = `p99 ${fmt(step.p99)} ms > ${P99_FAIL_MS} ms`;
    log(
      `  ${received} of ${expected} result pushes (${everyPush} clients got all ${rounds.length}); delay p50 ${fmt(step.p50)} / p95 ${fmt(step.p95)} / p99 ${fmt(step.p99)} / max ${fmt(step.max)} ms; ` +
        `server CPU ${fmt(step.serverCpuAvg)} % avg, ${fmt(step.serverCpuMax)} % max, RSS ${fmt(step.serverRssMax)} MB max; ` +
        `client processes CPU ${step.clientsCpuAvg.map((c) => `${fmt(c)} %`).join(' + ')}; machine ${fmt(step.machineBusy)} % busy`,
    );
    return step;
  } finally {
    sampler?.stop();
    probe?.disconnect();
    // The clients close their sockets and leave (or are killed after 15 s); then the server stops.
    for (const p of procs) if (p.child.connected) p.send({ type: 'close' });
    await Promise.all(procs.map((p) => exited(p.child, 15_000)));
    await stop(server.child);
    removeScratch(server.tmpDir);
  }
}

// ─── main ────────────────────────────────────────────────────────────────────
function table(steps: Step[]): void {
  const rows = [
    ['clients', 'connected', 'result pushes recv/expected', 'all pushes', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'server CPU avg/max %', 'RSS max MB', 'clients CPU %', 'machine busy %', ''],
    ...steps.map((s) => [
      String(s.clients),
      String(s.connected),
      `${s.received}/${s.expected}`,
      String(s.everyPush),
      fmt(s.p50),
      fmt(s.p95),
      fmt(s.p99),
      fmt(s.max),
      `${fmt(s.serverCpuAvg)}/${fmt(s.serverCpuMax)}`,
      fmt(s.serverRssMax),
      s.clientsCpuAvg.map((c) => fmt(c)).join('+'),
      fmt(s.machineBusy),
      s.failure ? `FAILED: ${s.failure}` : 'ok',
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  rows.forEach((row, i) => {
    log(row.map((cell, c) => (c === row.length - 1 ? cell : cell.padStart(widths[c] ?? 0))).join('  ').trimEnd());
    if (i === 0) log(widths.map((w) => '─'.repeat(w)).join('  '));
  });
}

async function main(): Promise<number> {
  const limit = openFileLimit();
  const before = machineTicks();
  await sleep(1000);
  const after = machineTicks();
  const busy = (100 * (after.busy - before.busy)) / Math.max(1, after.total - before.total);
  log(
    `bench/rounds: steps ${STEPS.join(', ')} clients, ${ROUNDS} rounds each, x100 at ROUND_TIME_SCALE=${TIME_SCALE}; ` +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${fmt(os.totalmem() / 2 ** 30, 1)} GB, Node ${process.versions.node}, ${fmt(busy)} % busy before start`,
  );
  log(`clients in ${PROCS} child processes (clients.ts), probe in this one; open files here: soft ${limit.soft}, hard ${limit.hard}`);
  if (busy > 10) log('note: the machine is not idle; the figures will be worse than on a quiet machine');
  const steps: Step[] = [];
  for (const [i, clients] of STEPS.entries()) {
    const step = await runStep(clients, BASE_PORT + i);
    steps.push(step);
    if (step.failure) {
      log(`  step failed (${step.failure}): stopping here`);
      break;
    }
  }
  log('');
  table(steps);
  const big = steps.find((s) => s.clients >= TARGET_CLIENTS && !s.failure);
  const probe = steps.flatMap((s) => s.probe);
  log('');
  log(`delay = arrival at the client − the result push's serverTime; probe (one early client in this process): ${probe.length ? `${Math.min(...probe)}–${Math.max(...probe)} ms` : '–'}`);
  log(
    `target ${TARGET_CLIENTS} clients with p99 < ${TARGET_P99_MS} ms: ${
      big ? (big.p99 < TARGET_P99_MS && big.received === big.expected ? `met (p99 ${fmt(big.p99)} ms, every push received)` : `NOT met (p99 ${fmt(big.p99)} ms, ${big.expected - big.received} pushes missed)`) : 'not reached'
    }`,
  );
  return 0;
}

const watchdogMs = STEPS.length * (300_000 + (ROUNDS + 3) * ROUND_MS) + STEPS.reduce((n, k) => n + k * 50, 0);
const watchdog = setTimeout(() => {
  process.stderr.write(`bench: exceeded the ${fmt(watchdogMs / 1000)} s time limit, giving up\n`);
  abandon();
  process.exit(1);
}, watchdogMs);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    abandon();
    process.exit(130);
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  process.stderr.write(`bench: ${(error as Error).message}\n`);
} finally {
  abandon();
}
process.exit(exitCode);
