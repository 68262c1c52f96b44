// Starts the production server for the Playwright suite (webServer in
// e2e/playwright.config.ts) on a brand-new, empty embedded database: a fresh
// temporary DATA_DIR every run, removed again when the server stops. An admin
// (login e2eadmin, password E2E_ADMIN_PASSWORD or E2e-admin-pass-1) exists
// from the start, made by `npm run admin:create`.
// DATABASE_URL and REDIS_URL are dropped so e2e never touches a real database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'azart-e2e-data-'));

if (!existsSync(path.join(root, 'apps', 'web', 'build'))) {
  process.stderr.write('e2e-server: apps/web/build is missing; run `npm run build` first\n');
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  // The suite drives the sandbox payment and social providers: a demo deployment by explicit opt-in.
  SANDBOX_IN_PRODUCTION: 'true',
  HOST: '127.0.0.1',
  PORT: process.env.PORT ?? '3100',
  // The address the browser uses (canonical links are built from it, not from the Host header).
  PUBLIC_ORIGIN: `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
  DATA_DIR: dataDir,
  // Warnings and errors only: one log line per request would bury the test output.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Round games at twice the speed (a 13 s x100 round) on short chains, so their tests wait less and start sooner.
  ROUND_TIME_SCALE: process.env.ROUND_TIME_SCALE ?? '0.5',
  ROUND_CHAIN_LENGTH: process.env.ROUND_CHAIN_LENGTH ?? '5000',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.TEST_DATABASE_URL;

// The back office's e2e tests need an admin; the first one comes from the same command an operator runs.
const admin = spawnSync(
  process.execPath,
  [path.join(root, 'scripts', 'admin-create.ts'), '--login', 'e2eadmin', '--password', process.env.E2E_ADMIN_PASSWORD ?? 'E2e-admin-pass-1'],
  { cwd: root, env: { ...env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (admin.status !== 0) process.stderr.write('e2e-server: could not create the e2e admin\n');

const server = spawn(process.execPath, [path.join(root, 'apps', 'server', 'src', 'main.ts')], { cwd: root, env, stdio: 'inherit' });

function cleanup(): void {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    server.kill(signal);
    setTimeout(() => server.kill('SIGKILL'), 8_000).unref();
  });
}

server.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
