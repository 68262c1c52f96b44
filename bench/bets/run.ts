// Dice bet throughput benchmark (not a test: it prints figures, asserts
// nothing). `npm run bench:bets -- [--clients 16] [--seconds 20]`
//
//   1. creates a fresh PostgreSQL database (DATABASE_URL, default
//      postgres://postgres@127.0.0.1:5432/azart_bench) and starts the
//      production server on it (migrations run at start, API only);
//   2. registers N players, switches each to demo mode with a large demo
//      balance, and lets them bet (POST /api/games/dice/bet, 100 kopecks,
//      49.5 %, less) in a closed loop over keep-alive HTTP connections for
//      T seconds: bets/s, latency percentiles, errors;
//   3. measures the ceiling with pgbench running the same bet-shaped
//      transaction in SQL (bet-transaction.sql on pgbench-setup.sql's tables
//      in a scratch database azart_pgbench, durable commits, same clients);
//   4. runs the API again open-loop at half the measured rate: p99 there is
//      the latency target (< 25 ms);
//   5. repeats 2 and 4 with real-money players: N more players who each
//      deposit through the sandbox cashier (a real checkout and webhook) and
//      bet from their main balance, so every bet is also counted (bonus
//      wagering, levels, MaxWin points, rakeback, tournament points);
//   6. stops the server and drops both databases.
// Everything targets 127.0.0.1 and is bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { KeepAliveConnection, type Reply } from './keep-alive-connection.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

// ─── options ──────────────────────────────────────────────────────────────────
const { values: opts } = parseArgs({
  options: {
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/azart_bench' },
    redis: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    'no-pgbench': { type: 'boolean', default: false },
    'no-real': { type: 'boolean', default: false },
    'keep-db': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (opts.help) {
  process.stdout.write(`npm run bench:bets -- [options]
  --clients N        concurrent players and pgbench clients (default 16)
  --seconds T        measured seconds per phase (default 20)
  --warmup S         unmeasured seconds before each API phase (default 3)
  --database-url U   PostgreSQL database to create, use and drop
                     (default $DATABASE_URL or postgres://postgres@127.0.0.1:5432/azart_bench)
  --redis            give the server REDIS_URL=redis://127.0.0.1:6379
  --log-level L      server LOG_LEVEL (default warn)
  --no-pgbench       skip the pgbench ceiling
  --no-real          skip the real-money phases
  --keep-db          do not drop the databases at the end
  --cpu-prof DIR     write a V8 CPU profile of the server to DIR (open in Chrome DevTools)
`);
  process.exit(0);
}
const CLIENTS = positiveInt(opts.clients, '--clients');
const SECONDS = positiveInt(opts.seconds, '--seconds');
const WARMUP_S = Number(opts.warmup);
if (!Number.isFinite(WARMUP_S) || WARMUP_S < 0) fail('--warmup must be a number of seconds');
const BET_BODY = JSON.stringify({ amount: 100, chance: 49.5, side: 'less' });
const DEMO_BALANCE = 1_000_000_000;
/** A real-money player's deposit, kopecks: far more than 100-kopeck bets at a 1 % edge lose in a phase. */
const DEPOSIT = 1_000_000;

const dbUrl = new URL(opts['database-url']);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(dbUrl.hostname)) fail(`the bench targets this machine only; ${dbUrl.hostname} is not 127.0.0.1`);
const dbName = decodeURIComponent(dbUrl.pathname.replace(/^\//, '')) || 'azart_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) fail(`database name ${dbName} must be a plain lower-case identifier`);
const PGBENCH_DB = 'azart_pgbench';
const adminUrl = withDatabase(dbUrl, 'postgres');
const benchDbUrl = withDatabase(dbUrl, dbName);
const pgbenchDbUrl = withDatabase(dbUrl, PGBENCH_DB);

function positiveInt(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`${name} must be a positive integer`);
  return n;
}
function withDatabase(url: URL, db: string): string {
  const copy = new URL(url.href);
  copy.pathname = `/${db}`;
  return copy.href;
}
function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}
const log = (message: string): void => {
  process.stdout.write(`${message}\n`);
};
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// ─── time bound ──────────────────────────────────────────────────────────────
// Setup (≤ 2 min each player kind) + four API phases + pgbench + teardown; then give up.
const LIMIT_S = 300 + 5 * (SECONDS + WARMUP_S) + 30;
const watchdog = setTimeout(() => {
  process.stderr.write(`bench: exceeded the ${LIMIT_S} s time limit, giving up\n`);
  void cleanup().finally(() => process.exit(1));
}, LIMIT_S * 1000);
watchdog.unref();

// ─── PostgreSQL helpers (psql / pgbench, as on any machine with PostgreSQL) ──
function psql(url: string, args: string[]): string {
  const result = spawnSync('psql', ['-X', '-w', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', ...args, url], { encoding: 'utf8' });
  if (result.error) fail(`cannot run psql: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`psql ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}
function recreateDatabase(name: string): void {
  psql(adminUrl, ['-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, '-c', `CREATE DATABASE ${name}`]);
}
function dropDatabase(name: string): void {
  try {
    psql(adminUrl, ['-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  } catch (error) {
    process.stderr.write(`bench: could not drop ${name}: ${(error as Error).message}\n`);
  }
}

// ─── the server under test ───────────────────────────────────────────────────
let server: ChildProcess | undefined;
let serverLog = '';
let tmpDir = '';
let baseUrl = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<void> {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'azart-bench-'));
  serverLog = path.join(tmpDir, 'server.log');
  const out = openSync(serverLog, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // No real providers here: production runs on the sandboxes only by this explicit opt-in.
    SANDBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(tmpDir, 'data'),
    DATABASE_URL: benchDbUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PAYMENTS_DATA_KEY: randomBytes(48).toString('base64url'),
    LOG_LEVEL: opts['log-level'],
    SERVE_WEB: 'false',
    // Registration is paced, but 16+ players from one IP exceed the default.
    AUTH_RATE_LIMIT_MAX: '1000',
    // The per-player bet limit is an anti-abuse guard, not what is measured.
    BET_RATE_LIMIT_MAX: '1000000',
  };
  if (opts.redis) env.REDIS_URL = 'redis://127.0.0.1:6379';
  else delete env.REDIS_URL;
  const nodeArgs = opts['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts['cpu-prof'])}`] : [];
  server = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps', 'server', 'src', 'main.ts')], { cwd: root, env, stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = new Promise<never>((_, reject) => server?.once('exit', (code) => reject(new Error(`the server exited (code ${code}) during start-up`))));
  exited.catch(() => undefined);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await Promise.race([request('GET', '/api/health'), exited]);
      if (res.status === 200) return;
    } catch (error) {
      if ((error as Error).message.startsWith('the server exited')) throw error;
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 90 s');
    await sleep(250);
  }
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function serverLogTail(lines = 30): string {
  try {
    return readFileSync(serverLog, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

// ─── HTTP ────────────────────────────────────────────────────────────────────
// Setting up (health, registration) uses fetch; the measured bets go over one
// lean keep-alive connection per player (keep-alive-connection.ts).
async function request(method: 'GET' | 'POST', urlPath: string, body?: string, token?: string, extra: Record<string, string> = {}): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${urlPath}`, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, body: await res.text() };
}

async function postJson(urlPath: string, payload: unknown, token?: string, headers?: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await request('POST', urlPath, JSON.stringify(payload), token, headers);
  if (res.status !== 200) throw new Error(`POST ${urlPath} → ${res.status} ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as Record<string, unknown>;
}

// ─── players ─────────────────────────────────────────────────────────────────
async function createPlayers(count: number, kind: 'demo' | 'real'): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const login = `${kind === 'demo' ? 'b' : 'r'}${tag}_${i}`;
    const password = `Bench-${randomBytes(6).toString('hex')}1`;
    const registered = await postJson('/api/auth/register', { login, password, password_confirmation: password, agree: true });
    const token = (registered.access_token as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') throw new Error(`register returned no access_token.token: ${JSON.stringify(registered).slice(0, 300)}`);
    if (kind === 'demo') {
      await postJson('/api/demo/enable', {}, token);
      await postJson('/api/demo/set', { amount: DEMO_BALANCE }, token);
    } else {
      await deposit(token);
    }
    // One probe bet per player checks the contract before measuring.
    const probe = await postJson('/api/games/dice/bet', JSON.parse(BET_BODY), token);
    if (!probe.bet || !probe.user) throw new Error(`bet response lacks {bet, user}: ${JSON.stringify(probe).slice(0, 300)}`);
    tokens.push(token);
    await sleep(20); // paced registration
  }
  return tokens;
}

/**
 * Real money the way a player gets it: a card deposit at the sandbox cashier,
 * its checkout completed, the provider's webhook credited by the server's
 * job runner; waits until the main balance shows it.
 */
async function deposit(token: string): Promise<void> {
  const created = await postJson('/api/payments/deposits', { method: 'card', amount: DEPOSIT }, token, { 'idempotency-key': randomUUID() });
  const checkoutUrl = created.checkoutUrl;
  if (typeof checkoutUrl !== 'string') throw new Error(`deposit returned no checkoutUrl: ${JSON.stringify(created).slice(0, 300)}`);
  const completed = await request('POST', `${new URL(checkoutUrl).pathname}/complete`, JSON.stringify({ outcome: 'succeeded' }));
  if (completed.status !== 200) throw new Error(`checkout completion → ${completed.status} ${completed.body.slice(0, 300)}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const me = await request('GET', '/api/auth/me', undefined, token);
    const money = me.status === 200 ? (JSON.parse(me.body) as { user?: { money?: number } }).user?.money : undefined;
    if (typeof money === 'number' && money >= DEPOSIT) return;
    if (Date.now() > deadline) throw new Error(`the deposit was not credited within 30 s (last answer ${me.status} ${me.body.slice(0, 200)})`);
    await sleep(100);
  }
}

// ─── load phases ─────────────────────────────────────────────────────────────
interface Phase {
  label: string;
  seconds: number;
  ok: number;
  errors: Map<string, number>;
  latencies: number[];
  firstError?: string;
}

function newPhase(label: string): Phase {
  return { label, seconds: SECONDS, ok: 0, errors: new Map(), latencies: [] };
}

function record(phase: Phase, latency: number, outcome: Reply | Error): void {
  if (!(outcome instanceof Error) && outcome.status === 200) {
    phase.ok++;
    phase.latencies.push(latency);
    return;
  }
  const key = outcome instanceof Error ? outcome.message : `HTTP ${outcome.status}`;
  phase.errors.set(key, (phase.errors.get(key) ?? 0) + 1);
  phase.firstError ??= outcome instanceof Error ? outcome.message : `${outcome.status} ${outcome.body.slice(0, 200)}`;
}

/** A player's own connection, with its Bearer token in every request. */
const connections: KeepAliveConnection[] = [];
function connectionFor(token: string): KeepAliveConnection {
  const { hostname, port } = new URL(baseUrl);
  const connection = new KeepAliveConnection(hostname, Number(port), { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' });
  connections.push(connection);
  return connection;
}

async function bet(connection: KeepAliveConnection): Promise<Reply | Error> {
  try {
    // Like the web client: every bet carries a fresh Idempotency-Key.
    return await connection.request('POST', '/api/games/dice/bet', BET_BODY, { 'idempotency-key': randomUUID() });
  } catch (error) {
    return error as Error;
  }
}

/** Every player bets as fast as it gets answers (one request in flight each). */
async function closedLoop(players: KeepAliveConnection[], label: string): Promise<Phase> {
  const phase = newPhase(label);
  const t0 = performance.now();
  const measureFrom = t0 + WARMUP_S * 1000;
  const end = measureFrom + SECONDS * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < end) {
        const start = performance.now();
        const outcome = await bet(player);
        const done = performance.now();
        if (done >= measureFrom && done < end) record(phase, done - start, outcome);
      }
    }),
  );
  return phase;
}

/**
 * Open loop at a fixed total rate: each player sends on its own schedule; a
 * late answer delays the next send, and latency counts from the scheduled
 * time (so queueing is measured, not hidden).
 */
async function openLoop(players: KeepAliveConnection[], totalRate: number, label: string): Promise<Phase> {
  const phase = newPhase(label);
  const interval = (1000 * players.length) / totalRate;
  const t0 = performance.now();
  const measureFrom = t0 + WARMUP_S * 1000;
  const end = measureFrom + SECONDS * 1000;
  await Promise.all(
    players.map(async (player, i) => {
      for (let k = 0; ; k++) {
        const scheduled = t0 + (i * interval) / players.length + k * interval;
        if (scheduled >= end) break;
        const wait = scheduled - performance.now();
        if (wait > 1) await sleep(wait);
        const outcome = await bet(player);
        const done = performance.now();
        if (scheduled >= measureFrom) record(phase, done - scheduled, outcome);
      }
    }),
  );
  return phase;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

interface Summary {
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function summarise(phase: Phase): Summary {
  const sorted = phase.latencies.slice().sort((a, b) => a - b);
  let errors = 0;
  for (const n of phase.errors.values()) errors += n;
  if (errors > 0) {
    const kinds = [...phase.errors].map(([k, n]) => `${k} ×${n}`).join(', ');
    log(`  ${phase.label}: ${errors} errors (${kinds}); first: ${phase.firstError}`);
  }
  return { rate: phase.ok / phase.seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), errors };
}

// ─── pgbench ceiling ─────────────────────────────────────────────────────────
interface Ceiling {
  tps: number;
  latencyMs: number;
  failed: number;
}

function pgbenchCeiling(): Ceiling {
  recreateDatabase(PGBENCH_DB);
  psql(pgbenchDbUrl, ['-v', `clients=${CLIENTS}`, '-f', path.join(here, 'pgbench-setup.sql')]);
  const args = ['-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', String(Math.min(2, CLIENTS)), '-T', String(SECONDS), '-f', path.join(here, 'bet-transaction.sql'), pgbenchDbUrl];
  log(`  $ pgbench ${args.slice(0, -1).join(' ')} ${PGBENCH_DB}`);
  const result = spawnSync('pgbench', args, {
    encoding: 'utf8',
    // Durable commits, whatever the server default is.
    env: { ...process.env, PGOPTIONS: '-c synchronous_commit=on' },
    timeout: (SECONDS + 60) * 1000,
  });
  if (result.error) throw new Error(`cannot run pgbench: ${result.error.message}`);
  const output = `${result.stdout}\n${result.stderr}`;
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
  if (result.status !== 0 || !tps) throw new Error(`pgbench failed (exit ${result.status}):\n${output.trim()}`);
  const latency = /latency average = ([\d.]+) ms/.exec(output)?.[1];
  const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
  return { tps: Number(tps), latencyMs: Number(latency ?? NaN), failed: Number(failed ?? 0) };
}

// ─── output ──────────────────────────────────────────────────────────────────
const fmt = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function table(rows: string[][]): void {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  rows.forEach((row, i) => {
    log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '));
    if (i === 0) log(widths.map((w) => '─'.repeat(w)).join('  '));
  });
}

/** Share of CPU time (all cores) spent busy over the next `ms`. */
async function cpuBusyPercent(ms: number): Promise<number> {
  const sample = (): { idle: number; total: number } =>
    os.cpus().reduce(
      (acc, cpu) => {
        const t = cpu.times;
        return { idle: acc.idle + t.idle, total: acc.total + t.user + t.nice + t.sys + t.idle + t.irq };
      },
      { idle: 0, total: 0 },
    );
  const a = sample();
  await sleep(ms);
  const b = sample();
  const total = b.total - a.total;
  return total > 0 ? 100 * (1 - (b.idle - a.idle) / total) : NaN;
}

let cleaned = false;
async function cleanup(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  for (const connection of connections) connection.close();
  await stopServer();
  if (!opts['keep-db']) {
    dropDatabase(dbName);
    dropDatabase(PGBENCH_DB);
  }
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

/**
 * Waits (up to 60 s) until no autovacuum worker runs in the bench database.
 * A closed-loop phase writes tens of thousands of bets; the vacuum that
 * follows it would otherwise land in the half-load phase's p99, which
 * measures the bet path at half load, not the vacuum.
 */
async function settleDown(): Promise<void> {
  const started = performance.now();
  const query = `SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND datname = '${dbName}'`;
  while (Number(psql(adminUrl, ['-c', query])) > 0 && performance.now() - started < 60_000) await sleep(250);
  const waited = (performance.now() - started) / 1000;
  if (waited >= 0.25) log(`  (waited ${fmt(waited)} s for autovacuum of ${dbName} to finish)`);
}

/** One kind of player's two API phases: closed loop, then open loop at half its rate. */
async function apiPhases(players: KeepAliveConnection[], kind: string, step: (n: number) => string, between: () => void = () => undefined): Promise<{ full: Summary; halfRate: number; half?: Summary }> {
  log(`\n${step(0)} API closed loop: ${CLIENTS} ${kind} players betting for ${SECONDS} s`);
  const full = summarise(await closedLoop(players, `API closed loop (${kind})`));
  log(`  ${fmt(full.rate)} bets/s, p50 ${fmt(full.p50, 2)} ms, p99 ${fmt(full.p99, 2)} ms`);
  between();
  const halfRate = full.rate / 2;
  await settleDown();
  log(`\n${step(1)} API open loop at half the measured rate (${kind}): ${fmt(halfRate)} bets/s`);
  const half = halfRate > 0 ? summarise(await openLoop(players, halfRate, `API half load (${kind})`)) : undefined;
  return { full, halfRate, half };
}

async function main(): Promise<void> {
  const pgVersion = psql(adminUrl, ['-c', 'SHOW server_version']);
  const syncCommit = psql(adminUrl, ['-c', 'SHOW synchronous_commit']);
  const busy = await cpuBusyPercent(1000);
  log(`bench/bets: ${CLIENTS} clients, ${SECONDS} s per phase (+${WARMUP_S} s warm-up), ${os.cpus().length} CPUs, ${fmt(busy, 0)} % busy before start`);
  log(`PostgreSQL ${pgVersion} at ${dbUrl.host} (synchronous_commit=${syncCommit}), Node ${process.versions.node}${opts.redis ? ', Redis on' : ''}`);
  if (busy > 10) log('note: the machine is not idle; figures will be lower than on a quiet machine');
  const steps = opts['no-real'] ? 4 : 7;
  const step = (n: number) => `[${n}/${steps}]`;

  log(`\n${step(1)} fresh database ${dbName}, production server (migrations at start)`);
  recreateDatabase(dbName);
  await startServer();
  log(`  server on ${baseUrl}; registering ${CLIENTS} players (demo mode, ${DEMO_BALANCE} kopecks each)`);
  const demoPlayers = (await createPlayers(CLIENTS, 'demo')).map(connectionFor);

  let ceiling: Ceiling | undefined;
  // The ceiling is measured between the demo phases, as the bench always did.
  const demo = await apiPhases(demoPlayers, 'demo', (n) => step(n === 0 ? 2 : 4), () => {
    if (opts['no-pgbench']) return;
    log(`\n${step(3)} ceiling: pgbench, bet-shaped transaction, ${CLIENTS} clients, durable commits`);
    ceiling = pgbenchCeiling();
    log(`  ${fmt(ceiling.tps)} tps, average latency ${fmt(ceiling.latencyMs, 2)} ms`);
    if (!opts['keep-db']) dropDatabase(PGBENCH_DB);
  });
  for (const connection of demoPlayers) connection.close();

  let real: Awaited<ReturnType<typeof apiPhases>> | undefined;
  if (!opts['no-real']) {
    log(`\n${step(5)} registering ${CLIENTS} real-money players, each depositing ${DEPOSIT} kopecks through the sandbox cashier`);
    const realPlayers = (await createPlayers(CLIENTS, 'real')).map(connectionFor);
    real = await apiPhases(realPlayers, 'real-money', (n) => step(6 + n));
  }

  const rows = [['', 'bets/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors']];
  const phaseRows = (kind: string, phases: Awaited<ReturnType<typeof apiPhases>>) => {
    const { full, halfRate, half } = phases;
    rows.push([`API, ${CLIENTS} ${kind} players, closed loop`, fmt(full.rate), fmt(full.p50, 2), fmt(full.p95, 2), fmt(full.p99, 2), String(full.errors)]);
    rows.push([`API ${kind} at half load (${fmt(halfRate, 0)}/s)`, half ? fmt(half.rate) : '–', half ? fmt(half.p50, 2) : '–', half ? fmt(half.p95, 2) : '–', half ? fmt(half.p99, 2) : '–', half ? String(half.errors) : '–']);
  };
  phaseRows('demo', demo);
  if (real) phaseRows('real-money', real);
  rows.push([`pgbench ceiling, ${CLIENTS} clients`, ceiling ? fmt(ceiling.tps) : '–', '', '', '', ceiling ? String(ceiling.failed) : '–']);
  log('');
  table(rows);
  log('');
  const share = (phases: Awaited<ReturnType<typeof apiPhases>>) => (ceiling ? `${fmt((phases.full.rate / ceiling.tps) * 100)} %` : '–');
  log(`API / ceiling, demo: ${share(demo)}${real ? `; real money: ${share(real)}` : ''} (target ≥ 55 % each)`);
  log(`p99 at half load, demo: ${demo.half ? `${fmt(demo.half.p99, 2)} ms` : '–'}${real ? `; real money: ${real.half ? `${fmt(real.half.p99, 2)} ms` : '–'}` : ''} (target ≤ 25 ms)`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  process.stderr.write(`bench: ${(error as Error).message}\n`);
  if (serverLog) process.stderr.write(`--- server log (last lines) ---\n${serverLogTail()}\n`);
} finally {
  await cleanup();
}
process.exit(exitCode);
