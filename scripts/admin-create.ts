// Creates the first admin (issue 11): `npm run admin:create -- --login NAME --password PASS`.
// The account is an ordinary one (same login and password rules as registration)
// with the `admin` scope, granted by the system (an audit row with no actor).
// Uses the server's own configuration (DATABASE_URL or the local PGlite under
// DATA_DIR); with PGlite run it while the server is stopped (one process at a
// time may open it). An existing login is left alone: grant it a scope with
// `npm run grant-scope -- <login> admin` instead.
import { parseArgs } from 'node:util';
import { registerRequestSchema, translate } from '@azart/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { register } from '../apps/server/src/modules/users/service.ts';
import { setScopes } from '../apps/server/src/modules/users/staff.ts';

const { values } = parseArgs({ options: { login: { type: 'string' }, password: { type: 'string' } } });
const input = registerRequestSchema.safeParse({ login: values.login, password: values.password, password_confirmation: values.password, agree: true });
if (!input.success) {
  const problems = input.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${translate(i.message as Parameters<typeof translate>[0], 'en')}`);
  process.stderr.write(`usage: npm run admin:create -- --login NAME --password PASS\n${problems.join('\n')}\n`);
  process.exit(2);
}
const { app, ctx } = await buildApp({ ...loadConfig(), logLevel: 'silent', serveWeb: false, role: 'web' });
let code = 0;
try {
  const created = await register(ctx, input.data);
  const profile = await setScopes(ctx, null, created.userId, ['admin']);
  process.stdout.write(`admin ${profile.player.login} created (id ${profile.player.id}, scope ${profile.player.scope.join(', ')})\n`);
} catch (error) {
  const taken = (error as { code?: string }).code === 'login_taken';
  process.stderr.write(taken ? `login ${values.login} is taken; grant it the scope with: npm run grant-scope -- ${values.login} admin\n` : `${(error as Error).message}\n`);
  code = 1;
} finally {
  await app.close();
}
process.exit(code);
