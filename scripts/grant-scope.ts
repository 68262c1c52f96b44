// Grants staff scopes to an account (the first admin has to come from
// somewhere): `npm run grant-scope -- <login> admin` or `… support finance`;
// `player` alone withdraws every staff scope. Uses the server's own
// configuration (DATABASE_URL or the local PGlite under DATA_DIR) and writes
// an audit row with no actor (the system). Run it with the server stopped
// when the database is PGlite (one process at a time may open it).
import { parseArgs } from 'node:util';
import { rowsOf, sql } from '@azart/db';
import { SCOPES, type Scope } from '@azart/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { setScopes } from '../apps/server/src/modules/users/staff.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [login, ...requested] = positionals;
if (!login || !requested.length || requested.some((s) => !(SCOPES as readonly string[]).includes(s))) {
  process.stderr.write(`usage: npm run grant-scope -- <login> <${SCOPES.join('|')}>...\n`);
  process.exit(2);
}
const { app, ctx } = await buildApp({ ...loadConfig(), logLevel: 'silent', serveWeb: false, role: 'web' });
try {
  const user = rowsOf<{ id: number }>(await ctx.db.execute(sql`SELECT id FROM users WHERE login_key = ${login.toLowerCase()}`))[0];
  if (!user) throw new Error(`no account with login ${login}`);
  const profile = await setScopes(ctx, null, Number(user.id), requested as Scope[]);
  process.stdout.write(`${profile.player.login}: ${profile.player.scope.join(', ')}\n`);
} finally {
  await app.close();
}
