// Starts the production server for the Playwright suite (webServer in
// e2e/playwright.config.ts) on a brand-new, empty embedded database: a fresh
// temporary DATA_DIR every run, removed again when the server stops.
// DATABASE_URL and REDIS_URL are dropped so e2e never touches a real database.
import { spawn } from 'node:child_process';
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
  HOST: '127.0.0.1',
  PORT: process.env.PORT ?? '3100',
  // The address the browser uses (canonical links are built from it, not from the Host header).
  PUBLIC_ORIGIN: `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
  DATA_DIR: dataDir,
  // Warnings and errors only: one log line per request would bury the test output.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.TEST_DATABASE_URL;

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
