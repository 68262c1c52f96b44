// Upload memory benchmark (issue 20 item 3; not a test: it prints figures,
// asserts nothing). `npm run bench:uploads -- [--uploads 24] [--mb 24]`
//
//   1. starts the production server as a process of its own on a fresh
//      embedded database in a temporary DATA_DIR (API only, the sandboxes by
//      their opt-in), and signs up one player per upload (the daily upload
//      quota is per player);
//   2. reads the server's resident memory (VmRSS of /proc/<pid>/status),
//      sends N support tickets at once, each with 3 files adding up to M MB
//      (valid 1 × 1 PNGs padded to size, so they are accepted and stored),
//      sampling the RSS every 50 ms while they run;
//   3. prints RSS before, the peak during, and after, the time taken and the
//      answers' statuses; then a second round of the same over the limit
//      (each file 9 MB: refused with a 413 at 8 MB) to show refused bodies
//      are not read either;
//   4. stops the server and removes the directory.
// The attack run measured 586 → 1 251 MB for 24 × 24 MB before uploads were
// streamed to disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts } = parseArgs({ options: { uploads: { type: 'string', default: '24' }, mb: { type: 'string', default: '24' } } });
const UPLOADS = Number(opts.uploads);
const FILE_BYTES = Math.floor((Number(opts.mb) * 1024 * 1024) / 3) - 64 * 1024;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2a4c70000000049454e44ae426082', 'hex');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'azart-bench-uploads-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps', 'server', 'src', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'true', HOST: '127.0.0.1', PORT: String(port),
      DATA_DIR: dataDir, SERVE_WEB: 'false', ROUND_GAMES: '', LOG_LEVEL: 'error', AUTH_RATE_LIMIT_MAX: '100000', REQUEST_TIMEOUT_MS: '120000',
    },
  });
  try {
    for (let i = 0; ; i += 1) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const tokens = await Promise.all(
      Array.from({ length: UPLOADS }, async (_, i) => {
        const login = `up${Date.now().toString(36)}${i}`;
        const answer = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'secret123', password_confirmation: 'secret123', agree: true }) });
        return ((await answer.json()) as { access_token: { token: string } }).access_token.token;
      }),
    );
    await round(server.pid!, base, tokens, FILE_BYTES, 'accepted (3 files of ' + (FILE_BYTES / 1048576).toFixed(1) + ' MB each)');
    await round(server.pid!, base, tokens, 9 * 1024 * 1024, 'over the limit (3 files of 9 MB each, 8 MB allowed)');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function round(pid: number, base: string, tokens: string[], fileBytes: number, label: string): Promise<void> {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const statuses = await Promise.all(tokens.map((token) => upload(base, token, fileBytes)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb(pid);
  const counts = Object.entries(statuses.reduce<Record<string, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {})).map(([s, n]) => `${s}×${n}`).join(', ');
  const sentMb = (tokens.length * 3 * fileBytes) / 1048576;
  process.stdout.write(
    `uploads ${label}: ${tokens.length} at once, ${sentMb.toFixed(0)} MB offered in ${seconds.toFixed(1)} s; ` +
      `server RSS before ${before} MB, peak ${peak} MB (+${peak - before}), after ${after} MB; answers ${counts}\n`,
  );
}

/** One ticket with 3 files of `fileBytes`, streamed in 256 KB chunks; resolves with the answer's status. */
function upload(base: string, token: string, fileBytes: number): Promise<number> {
  const url = new URL(base);
  const boundary = `bench${Math.random().toString(36).slice(2)}`;
  const text = `--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nBench\r\n--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nFiles\r\n`;
  const fileHead = (i: number) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n`);
  const chunk = Buffer.alloc(256 * 1024);
  return new Promise((resolve) => {
    let answered = false;
    const request = http.request({ host: url.hostname, port: url.port, path: '/api/support/tickets', method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } }, (response) => {
      answered = true;
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => !answered && resolve(0));
    const pieces: (() => Buffer)[] = [() => Buffer.from(text)];
    for (let i = 0; i < 3; i += 1) {
      pieces.push(() => Buffer.concat([fileHead(i), PNG]));
      for (let left = fileBytes - PNG.length; left > 0; left -= chunk.length) {
        const size = Math.min(left, chunk.length);
        pieces.push(() => chunk.subarray(0, size));
      }
      pieces.push(() => Buffer.from('\r\n'));
    }
    pieces.push(() => Buffer.from(`--${boundary}--\r\n`));
    let next = 0;
    const pump = () => {
      while (!answered && next < pieces.length) if (!request.write(pieces[next++]!())) return void request.once('drain', pump);
      if (!answered) request.end();
    };
    pump();
  });
}

await main();
