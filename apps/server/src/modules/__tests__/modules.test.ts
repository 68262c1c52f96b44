import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { SERVER_MODULES } from '../index.ts';
import { defineModule, setUpModules, type HookName, type ModuleEnv } from '../module.ts';

/**
 * The module list (decision 029): every hook a module uses is provided by
 * exactly one module, the joining refuses a list where that is not so, and
 * each module's routes register as a plugin of its own.
 */

const env = {} as ModuleEnv;
const noop = () => async () => undefined;

describe('joining the modules', () => {
  it('the app\'s list: names unique, each hook provided once, each used hook provided', () => {
    const names = SERVER_MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const provided = SERVER_MODULES.flatMap((m) => Object.keys(m.provides ?? {}));
    expect(new Set(provided).size).toBe(provided.length);
    for (const module of SERVER_MODULES) for (const hook of module.uses ?? []) expect(provided, `${module.name} uses ${hook}`).toContain(hook);
  });

  it('gives a module the hooks it uses and names the modules that provide them as its dependencies', () => {
    const calls: string[] = [];
    const provider = defineModule({ name: 'provider', provides: { playerRegistered: () => async () => void calls.push('registered') }, setup: () => ({}) });
    const user = defineModule({
      name: 'user',
      uses: ['playerRegistered'],
      setup: (_env, hooks) => ({ plugin: async () => void (await hooks.playerRegistered({} as never, 1)) }),
    });
    // The provider may come after its user: hooks are made before any module is set up.
    const [first] = setUpModules([user, provider], env);
    expect(first).toMatchObject({ name: 'user', dependencies: ['provider'] });
    return first!.parts.plugin!({} as never).then(() => expect(calls).toEqual(['registered']));
  });

  it('refuses a used hook that no module provides, and a hook two modules provide', () => {
    const user = defineModule({ name: 'user', uses: ['referralRanking' as HookName], setup: () => ({}) });
    expect(() => setUpModules([user], env)).toThrow(/user uses referralRanking, which no module provides/);
    const one = defineModule({ name: 'one', provides: { depositCredited: noop }, setup: () => ({}) });
    const two = defineModule({ name: 'two', provides: { depositCredited: noop }, setup: () => ({}) });
    expect(() => setUpModules([one, two], env)).toThrow(/depositCredited is provided by both one and two/);
  });
});

describe('in the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers each module with routes as a plugin named after it', () => {
    const tree = app.app.printPlugins();
    for (const name of ['system', 'users', 'bonus', 'payments', 'support', 'referrals', 'tournaments']) expect(tree).toContain(`${name}-module`);
  });
});
