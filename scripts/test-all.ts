// The README's single test command (`npm test`). Runs, streaming each one's
// output:
//   1. type-check, beside lint and then the web production build (one check each),
//   2. Vitest on PGlite (TEST_DATABASE_URL/REDIS_URL removed): both projects
//      of vitest.config.ts, `pure` (no database) and `db` (only the modules
//      that own SQL when the PostgreSQL pass runs: PGLITE_PASS),
//   3. Vitest's `db` project again on PostgreSQL + Redis when
//      TEST_DATABASE_URL is set (the `pure` tests open no database, so a
//      second run of them would test nothing new), and beside it the fuzz
//      suite (robustness/fuzz.test.ts: 20 000 generated requests against the
//      production server, on a database of its own; its output is held until
//      it ends),
//   4. then, side by side, the fault suite
//      (robustness/fault.test.ts: PostgreSQL and Redis
//      restarts and a kill -9 under bet load; robustness/runtime.test.ts:
//      outbox delivery across a kill, leader takeover; robustness/rounds.test.ts:
//      a round game's leader killed mid-round) when
//      TEST_DATABASE_URL and REDIS_URL are set, and the Playwright e2e suite
//      in Debian's Chromium headless shell against the production server on
//      its own embedded database,
// then prints how long each step took and how busy the cores were meanwhile
// (a table, so that a slow run shows where its time went and where cores sat
// idle) and, as the very last line, `N passed, N failed` (`, N skipped`
// when some were skipped). Test counts come from the runners' JSON reports;
// a runner that dies without writing its report counts as one failure.
// Exits non-zero when any check or test failed.
//
// `npm test -- --only e2e` (or typecheck, lint, unit, integration, fault,
// build, fuzz, comma-separated) runs a subset, e.g. while working on one part.
//
// Runs on Node 24 by type stripping (started through `npm test`, so `node` is
// the repository's pinned Node).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium-headless-shell';
const MINUTE = 60_000;
const STEPS = ['typecheck', 'lint', 'unit', 'integration', 'fault', 'build', 'fuzz', 'e2e'] as const;
const { values: cli } = parseArgs({ options: { only: { type: 'string' } } });
const only = new Set(cli.only ? cli.only.split(',').map((s) => s.trim()) : STEPS);
for (const step of only) {
  if (!(STEPS as readonly string[]).includes(step)) {
    process.stderr.write(`test-all: unknown step ${step} (steps: ${STEPS.join(', ')})\n`);
    process.exit(2);
  }
}
/**
 * What the PGlite pass runs when the PostgreSQL pass runs the whole db project
 * (file filters): every `pure` test, and the db tests of the modules whose SQL
 * functions hold the money paths (ledger, wagering, the instant games' batched
 * statement, the bets writer, the migrations), where the embedded database
 * could part from PostgreSQL. Everything else reaches PGlite through the e2e
 * suite, whose server runs on it. Without TEST_DATABASE_URL the PGlite pass
 * runs the whole db project.
 */
const PGLITE_PASS = [
  'packages/', 'apps/web/', 'e2e/support/',
  'apps/server/src/modules/ledger/', 'apps/server/src/modules/wagering/', 'apps/server/src/modules/games/', 'apps/server/src/modules/bets/',
];
const tmp = mkdtempSync(path.join(tmpdir(), 'azart-test-'));
const want = (step: (typeof STEPS)[number]): boolean => only.has(step) || (step === 'build' && only.has('e2e'));
// Optional overall bound (seconds) set by .ci/run: every step's own time limit
// is cut to what is left of it.
const budgetS = Number(process.env.TEST_TIME_BUDGET_S);
const deadline = Number.isFinite(budgetS) && budgetS > 0 ? Date.now() + budgetS * 1000 : Infinity;

// Children must find this same Node 24 (`node`) and the repo's binaries first.
const basePath = [path.join(root, 'node_modules', '.bin'), path.dirname(process.execPath), process.env.PATH ?? ''].join(path.delimiter);

type Env = Record<string, string | undefined>;
interface StepResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  note: string;
}
const results: StepResult[] = [];
/**
 * Wall-clock seconds of every step run, in order (including ones that count
 * no tests, e.g. installing Chromium), after .ci/run's setup steps, which it
 * passes as `name=seconds` lines in SETUP_TIMINGS.
 */
const timings: { name: string; seconds: number; busy?: number }[] = (process.env.SETUP_TIMINGS ?? '')
  .split('\n')
  .map((line) => line.match(/^(.+)=(\d+)$/))
  .filter((match) => match !== null)
  .map((match) => ({ name: match[1]!, seconds: Number(match[2]) }));

/** The machine's busy and total CPU ticks so far (Linux /proc/stat; zeros elsewhere). */
function cpuTicks(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * Runs a step and records its wall-clock time under `name`, with how busy the
 * machine's cores were meanwhile (all processes, so two steps side by side
 * show the same share): a step well under 100 % leaves cores that another
 * step could use beside it.
 */
async function timed<T>(name: string, body: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const before = cpuTicks();
  try {
    return await body();
  } finally {
    const after = cpuTicks();
    const total = after.total - before.total;
    timings.push({ name, seconds: (Date.now() - started) / 1000, busy: total > 0 ? (after.busy - before.busy) / total : undefined });
  }
}
/** Children still running (two steps may run side by side), stopped when this script is interrupted. */
const running = new Set<ReturnType<typeof spawn>>();

function banner(text: string): void {
  process.stdout.write(`\n━━━ ${text} ━━━\n`);
}

function envWith(changes: Env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: basePath };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** Runs a command with inherited stdio; resolves with its exit code (timeouts and signals count as failures). */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number, options: { held?: boolean } = {}): Promise<number> {
  const line = `$ ${[cmd, ...args].join(' ')}\n`;
  timeoutMs = Math.min(timeoutMs, deadline - Date.now());
  if (timeoutMs < 10_000) {
    process.stderr.write('test-all: time budget exhausted, not running this step\n');
    return Promise.resolve(1);
  }
  // A step run beside another keeps its output until it ends, so the two do not interleave line by line.
  const held: Buffer[] = [];
  if (options.held) held.push(Buffer.from(line));
  else process.stdout.write(line);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', options.held ? 'pipe' : 'inherit', options.held ? 'pipe' : 'inherit'], detached: true });
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', () => {
      if (options.held) process.stdout.write(Buffer.concat(held));
    });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.stderr.write(`test-all: ${cmd} ${args.join(' ')} exceeded its time limit (${Math.round(timeoutMs / 1000)} s), stopping it\n`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (error) => {
      process.stderr.write(`test-all: cannot start ${cmd}: ${error.message}\n`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve(timedOut || signal ? 1 : (code ?? 1));
    });
  });
}

function killGroup(child: ReturnType<typeof spawn>, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM');
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

async function check(name: string, script: string, timeoutMs: number): Promise<boolean> {
  banner(name);
  const code = await timed(name, () => run('npm', ['run', '--silent', script], envWith({}), timeoutMs));
  const ok = code === 0;
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, note: ok ? 'ok' : `exit code ${code}` });
  return ok;
}

/** A Vitest run: the default configuration, or `args` such as `-c robustness/vitest.config.ts <file>`. */
async function vitest(name: string, env: Env, args: string[] = [], timeoutMs = 40 * MINUTE, options: { held?: boolean } = {}): Promise<void> {
  if (!options.held) banner(name);
  const report = path.join(tmp, `vitest-${name.replace(/\W+/g, '-')}.json`);
  const code = await timed(name, () => run(
    'npx',
    ['--no-install', 'vitest', 'run', ...args, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    envWith(env),
    timeoutMs,
    { held: options.held },
  ).finally(() => {
    if (options.held) process.stdout.write(`(the output above is ${name}'s, run beside the step before it)\n`);
  }));
  const data = readJson(report) as Record<string, unknown> | undefined;
  if (!data) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, note: `no report (exit code ${code})` });
    return;
  }
  const passed = num(data.numPassedTests);
  let failed = num(data.numFailedTests);
  const skipped = num(data.numPendingTests) + num(data.numTodoTests);
  // A failing suite (e.g. an import error) has no failed *tests*, but fails the run.
  let note = `exit code ${code}`;
  if (code !== 0 && failed === 0) {
    failed = Math.max(1, num(data.numFailedTestSuites));
    note += ', failed suites or errors outside tests';
  }
  results.push({ name, passed, failed, skipped, note });
}

function specFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.spec\.ts$/.test(file) && !file.split(path.sep).includes('node_modules') && !file.startsWith('artifacts'),
  );
}

async function playwright(): Promise<void> {
  const name = 'e2e (Playwright, Chromium)';
  const specs = specFiles(path.join(root, 'e2e'));
  if (specs.length === 0) {
    banner(name);
    process.stdout.write('no spec files in e2e/: 0 tests\n');
    results.push({ name, passed: 0, failed: 0, skipped: 0, note: 'no specs' });
    return;
  }
  if (!existsSync(CHROMIUM)) {
    banner('install Debian Chromium');
    const code = await timed('install Debian Chromium', () => run('bash', [path.join(root, 'scripts', 'install-chromium.sh')], envWith({}), 15 * MINUTE));
    if (code !== 0) {
      results.push({ name, passed: 0, failed: 1, skipped: 0, note: 'Chromium could not be installed' });
      return;
    }
  }
  banner(name);
  const report = path.join(tmp, 'playwright.json');
  const code = await timed(name, () => run(
    'npx',
    ['--no-install', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    // The e2e server runs on its own fresh PGlite database; never on a real one.
    envWith({
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      DATABASE_URL: undefined,
      TEST_DATABASE_URL: undefined,
      REDIS_URL: undefined,
    }),
    40 * MINUTE,
  ));
  const data = readJson(report) as { stats?: Record<string, unknown>; errors?: unknown[] } | undefined;
  if (!data?.stats) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, note: `no report (exit code ${code})` });
    return;
  }
  const passed = num(data.stats.expected) + num(data.stats.flaky);
  let failed = num(data.stats.unexpected);
  const skipped = num(data.stats.skipped);
  let note = `exit code ${code}`;
  if (num(data.stats.flaky) > 0) note += `, ${num(data.stats.flaky)} flaky`;
  if (code !== 0 && failed === 0) {
    // Global errors: the web server did not start, a spec failed to load, …
    failed = 1;
    note += `, ${data.errors?.length ?? 0} error(s) outside tests`;
  }
  results.push({ name, passed, failed, skipped, note });
}

async function main(): Promise<number> {
  const started = Date.now();
  // Type check beside lint and the web build: each is one single-threaded process, and the machine has two cores.
  let built = false;
  await Promise.all([
    want('typecheck') ? check('type-check', 'typecheck', 15 * MINUTE) : undefined,
    (async () => {
      if (want('lint')) await check('lint', 'lint', 15 * MINUTE);
      if (want('build')) built = await check('web production build', 'build', 20 * MINUTE);
    })(),
  ]);

  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const pglite = { TEST_DATABASE_URL: undefined, REDIS_URL: undefined, DATABASE_URL: undefined };
  if (want('unit') && testDatabaseUrl && want('integration')) {
    // The db project runs whole on PostgreSQL + Redis below; on PGlite only the modules that own SQL (decision 023).
    await vitest('Vitest pure + db SQL owners (PGlite)', pglite, PGLITE_PASS);
  } else if (want('unit')) {
    await vitest('Vitest pure + db (PGlite)', pglite);
  }
  // The PostgreSQL pass and the fuzz suite side by side: each has a database of its own (and the fuzzed server Redis
  // keys of its own prefix), and the fuzz suite alone left a third of the cores idle (its client waits on the server).
  // The fuzz suite runs after the build, so that the fuzzed server serves the pages too, and before the fault suite,
  // which restarts the PostgreSQL it uses. Its output is held until it ends.
  await Promise.all([
    (async () => {
      if (want('integration') && testDatabaseUrl) {
        await vitest(
          'Vitest db (PostgreSQL + Redis)',
          { TEST_DATABASE_URL: testDatabaseUrl, REDIS_URL: process.env.REDIS_URL, DATABASE_URL: undefined },
          ['--project', 'db'],
        );
      } else if (want('integration')) {
        process.stdout.write('\nTEST_DATABASE_URL not set: skipping the PostgreSQL + Redis pass\n');
      }
    })(),
    (async () => {
      if (!want('fuzz')) return;
      const name = 'fuzz suite (20 000 generated requests)';
      const beside = want('integration') && !!testDatabaseUrl;
      if (beside) banner(`${name}, beside the PostgreSQL pass (its output follows when it ends)`);
      await vitest(name, { TEST_DATABASE_URL: testDatabaseUrl, REDIS_URL: process.env.REDIS_URL }, ['-c', 'robustness/vitest.config.ts', 'robustness/fuzz.test.ts'], 15 * MINUTE, { held: beside });
    })(),
  ]);
  // The fault suite restarts this machine's PostgreSQL and Redis under load, so it runs after everything else that
  // uses them; the e2e suite uses neither (its server runs on its own embedded database), so it runs beside it:
  // the fault suite mostly waits for restarts.
  await Promise.all([
    (async () => {
      if (want('fault') && testDatabaseUrl && process.env.REDIS_URL) {
        await vitest('fault suite (restarts, kill -9, leader takeover)', { TEST_DATABASE_URL: testDatabaseUrl, REDIS_URL: process.env.REDIS_URL }, ['-c', 'robustness/vitest.config.ts', 'robustness/fault.test.ts', 'robustness/runtime.test.ts', 'robustness/rounds.test.ts'], 15 * MINUTE);
      } else if (want('fault')) {
        process.stdout.write('\nTEST_DATABASE_URL or REDIS_URL not set: skipping the fault suite\n');
      }
    })(),
    (async () => {
      if (!want('e2e')) return;
      if (built) await playwright();
      else results.push({ name: 'e2e (Playwright, Chromium)', passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed' });
    })(),
  ]);

  rmSync(tmp, { recursive: true, force: true });

  const totalSeconds = (Date.now() - started) / 1000;
  printTimings(totalSeconds);

  const total = { passed: 0, failed: 0, skipped: 0 };
  banner(`summary (${Math.round(totalSeconds)} s)`);
  const width = Math.max(...results.map((r) => r.name.length));
  for (const r of results) {
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
    const status = r.failed > 0 ? 'FAIL' : 'ok  ';
    process.stdout.write(
      `${status} ${r.name.padEnd(width)}  ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  (${r.note})\n`,
    );
  }
  process.stdout.write(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}\n`);
  return total.failed > 0 ? 1 : 0;
}

/** Where the time went: each step's seconds and share of the whole (.ci/run's setup steps included when it passed them). */
function printTimings(testSeconds: number): void {
  banner('time per step');
  const setupSeconds = timings.filter((t) => t.name.startsWith('setup: ')).reduce((sum, t) => sum + t.seconds, 0);
  const whole = setupSeconds + testSeconds;
  const width = Math.max(5, ...timings.map((t) => t.name.length));
  for (const t of timings) {
    const share = whole > 0 ? Math.round((100 * t.seconds) / whole) : 0;
    const busy = t.busy === undefined ? '' : `  cores ${String(Math.round(100 * t.busy)).padStart(3)} % busy`;
    process.stdout.write(`${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)} s  ${String(share).padStart(3)} %${busy}\n`);
  }
  process.stdout.write(`${'total'.padEnd(width)}  ${whole.toFixed(1).padStart(7)} s\n`);
}

process.exitCode = await main();
