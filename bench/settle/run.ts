// Cost of settling instant bets in the database, without HTTP (not a test: it
// prints figures). `npm run bench:settle -- [--bets 1600]`
//
// Creates a scratch PostgreSQL database (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/azart_settle), builds the app on it (API
// only, no runtime), registers 64 demo players, then settles Dice-shaped bets
// through games_settle_instant (migration 0010) one statement at a time, in
// batches of 1, 4, 16 and 64, on the fast path and isolated (a
// subtransaction per bet), and prints the time per statement and per bet.
// One connection, sequential: this is the database's own cost per bet, the
// floor under what the API can reach. Drops the database at the end.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { rowsOf, sql } from '@azart/db';
import type { AuthResponse } from '@azart/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { HOUSE, postingsJson } from '../../apps/server/src/modules/ledger/index.ts';

const { values: opts } = parseArgs({ options: { bets: { type: 'string', default: '1600' }, 'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/azart_settle' } } });
const BETS = Number(opts.bets);
const url = new URL(opts['database-url']);
if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error('the bench targets this machine only');
const name = url.pathname.slice(1);
const admin = new URL(url);
admin.pathname = '/postgres';

async function onAdmin(statement: string) {
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(statement);
  await client.end();
}

await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await onAdmin(`CREATE DATABASE ${name}`);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', ROLE: 'web', DATABASE_URL: url.toString(), JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1', AUTH_RATE_LIMIT_MAX: '100000' });
const { app, ctx } = await buildApp(config);
try {
  const players: { id: number; pair: number; nonce: number; login: string; sessionId: string }[] = [];
  for (let i = 0; i < 64; i++) {
    const login = `settle${i}${Date.now() % 100_000}`;
    const registered = (await app.inject({ method: 'POST', url: '/api/auth/register', payload: { login, password: 'secret123', password_confirmation: 'secret123', agree: true } })).json<AuthResponse>();
    const auth = { authorization: `Bearer ${registered.access_token.token}` };
    await app.inject({ method: 'POST', url: '/api/demo/enable', headers: auth });
    await app.inject({ method: 'POST', url: '/api/demo/set', headers: auth, payload: { amount: 100_000_000_000 } });
    const pair = rowsOf<{ id: number; nonce: number; session: string }>(
      await ctx.db.execute(sql`SELECT id, nonce, (SELECT id FROM sessions WHERE user_id = ${registered.user.id} LIMIT 1) AS session FROM seed_pairs WHERE user_id = ${registered.user.id} AND active`),
    )[0]!;
    players.push({ id: registered.user.id, pair: Number(pair.id), nonce: Number(pair.nonce), login, sessionId: pair.session });
  }
  const settings = rowsOf<{ edgeBp: number; minBet: number; maxBet: number; maxWin: number }>(
    await ctx.db.execute(sql`SELECT edge_bp AS "edgeBp", min_bet AS "minBet", max_bet AS "maxBet", max_win AS "maxWin" FROM game_catalogue WHERE game = 'dice'`),
  )[0]!;
  let serial = 0;
  const item = (p: (typeof players)[number]) => {
    const nonce = p.nonce++;
    const key = `s${serial++}`;
    const win = serial % 2 ? 200 : 0;
    return {
      sessionId: p.sessionId,
      login: p.login,
      scope: ['player'],
      settings,
      bet: { userId: p.id, game: 'dice', amount: 100, win, coefficient: 198, demo: true, seedPairId: p.pair, nonce, params: { chanceBp: 4950, side: 'less' }, outcome: { number: 1 }, idempotencyKey: key },
      postings: postingsJson([{ key: `bet:${p.id}:${key}`, code: 'demo_bet', meta: { game: 'dice', nonce }, legs: [{ player: { userId: p.id, kind: 'demo' }, amount: win - 100, require: 100 }, { house: HOUSE.demo, amount: 100 - win }] }]),
    };
  };
  process.stdout.write(`bench/settle: ${BETS} bets per case, one connection, PostgreSQL ${rowsOf<{ v: string }>(await ctx.db.execute(sql`SELECT current_setting('server_version') AS v`))[0]?.v ?? ''}\n\n`);
  process.stdout.write('batch  path       ms/statement  µs/bet  bets/s\n');
  for (const isolated of [false, true]) {
    for (const size of [1, 4, 16, 64]) {
      // A batch holds at most one bet per player, as the API's batches do when players bet apart.
      const statements = Math.ceil(BETS / size);
      const started = performance.now();
      for (let s = 0; s < statements; s++) {
        const items = Array.from({ length: size }, (_, i) => item(players[i % players.length]!));
        const rows = rowsOf<{ error_code: string | null; error_message: string | null }>(await ctx.db.execute(sql`SELECT * FROM games_settle_instant(${JSON.stringify(items)}::jsonb, ${isolated})`));
        const failed = rows.find((r) => r.error_code);
        if (failed) throw new Error(`bet refused: ${failed.error_code} ${failed.error_message}`);
      }
      const ms = performance.now() - started;
      const perBet = (ms * 1000) / (statements * size);
      process.stdout.write(`${String(size).padStart(5)}  ${(isolated ? 'isolated' : 'fast').padEnd(9)}  ${(ms / statements).toFixed(2).padStart(12)}  ${perBet.toFixed(0).padStart(6)}  ${Math.round(1e6 / perBet).toString().padStart(6)}\n`);
    }
  }
} finally {
  await app.close();
  await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
