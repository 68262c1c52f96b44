// The production server as a separate process, so that it can really be
// killed (SIGKILL) and restarted, and so that an exit is seen as an exit.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  /** Everything the process wrote, stdout and stderr (pino JSON lines). */
  log(): string;
  /** Log lines at level error (50) or fatal (60). */
  errorLines(): string[];
  /** Whether it exited, and how, when it was not told to. */
  unexpectedExit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
};

/** Starts `apps/server/src/main.ts` on the repository's Node with these settings and waits for /api/health. */
export async function startServer(env: Record<string, string>, options: { port?: number; readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps', 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // The suites pay through the sandbox provider: production allows it only by this explicit opt-in.
      SANDBOX_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'robustness-secret-robustness-secret-0042',
      // A production server with DATABASE_URL must be given the key that seals stored requisites.
      PAYMENTS_DATA_KEY: 'robustness-payments-data-key-0123456789-0042',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let expectedExit = false;
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', (code, signal) => {
    exit = { code, signal };
    resolve();
  }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exit) throw new Error(`server exited while starting (${JSON.stringify(exit)}):\n${output.slice(-3000)}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stopWith = async (signal: NodeJS.Signals) => {
    expectedExit = true;
    if (!exit) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    url,
    log: () => output,
    errorLines: () => output.split('\n').filter((line) => /"level":(50|60)\b/.test(line)),
    unexpectedExit: () => (exit && !expectedExit ? exit : null),
    kill: stopWith,
    stop: () => stopWith('SIGTERM'),
  };
}
