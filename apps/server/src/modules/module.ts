import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '@azart/db';
import type { AppContext } from '../shared/context.ts';
import type { FileStore } from '../shared/file-store.ts';
import type { JobHandler, Schedule } from '../runtime/jobs.ts';
import type { Duty } from '../runtime/leadership.ts';
import type { Projector } from './outbox/index.ts';
import type { GameRegistry } from './games/index.ts';
import type { CreditedDeposit, Payments } from './payments/index.ts';
import type { OnRealMoneyBets } from './bonus/index.ts';
import type { ReferralRanking } from './tournaments/index.ts';

/**
 * The contract between a server module and the app (decision 029). A module
 * is one `modules/<name>/plugin.ts` that default-exports `defineModule({...})`:
 * its name, the hooks it fills for other modules and those it calls, its
 * recurring jobs, and `setup`, which makes the app's instance of it: an
 * encapsulated Fastify plugin with its routes, its job handlers, its leader
 * duties and its outbox projectors. modules/index.ts lists the modules in
 * order; the app and the runtime gather their parts from that list.
 */

/** What every module's setup gets from the app: shared things made once, before any module. */
export type ModuleEnv = {
  ctx: AppContext;
  /** The own games, loaded before the modules (extra ones in tests). */
  games: GameRegistry;
  /** Where uploaded files live (receipts, screenshots, ticket attachments). */
  files: FileStore;
  /** Where this server listens (or, in a worker process that does not listen, where players reach the site). */
  selfOrigin(): string;
};

/**
 * The points where one module's work calls into another's, each provided by
 * exactly one module and called by those that declare it in `uses`. Neither
 * side imports the other: the one visible place that joins them is the
 * module list (modules/index.ts), checked at start by `setUpModules`.
 */
export type ModuleHooks = {
  /** In a deposit's own transaction once it is credited (the referral reward, bonuses.md §9). */
  depositCredited(exec: Executor, deposit: CreditedDeposit): Promise<void>;
  /** Deposit points per coin of a deposit, percent, from the player's weekly status (bonuses.md §4). */
  depositPointsPercent(exec: Executor, userId: number, deposit: number): Promise<number>;
  /** After a registration has committed (the referral binding, issue 14): must not throw; the account exists either way. */
  playerRegistered(request: FastifyRequest, userId: number): Promise<void>;
  /** In the bet counting's transaction, with the batch's real-money bets (the tournaments' points, issue 14). */
  realMoneyBetsCounted: OnRealMoneyBets;
  /** Referrers ranked by their referrals' deposits, for the referral tournament. */
  referralRanking: ReferralRanking;
  /** A game's house edge now, basis points (the fairness check recomputes with it). */
  gameEdge(game: string): Promise<number>;
  /** Whether the player has a steps game's play open (seeds cannot rotate under it). */
  openPlay(exec: Executor, userId: number): Promise<boolean>;
  /** The round game's ended round that played a hash, with its chain's salt. */
  endedRoundByHash(exec: Executor, game: string, hash: string): Promise<{ id: number; number: number; salt: string; settledAt: Date | null; spinEndsAt: Date } | null>;
};
export type HookName = keyof ModuleHooks;

/** What a module offers the app, not other modules: so far the cashier, which buildApp returns to its callers. */
export type ModuleServices = { payments?: Payments };

/** The app's instance of a module. */
export type ModuleParts = {
  /** Its routes and their hooks: registered as an encapsulated plugin of its own (not fastify-plugin), after auth and authorization. */
  plugin?: (scope: FastifyInstance) => Promise<void>;
  /** Background jobs it runs, by queue (`<module>.<job>`). */
  jobs?: Record<string, JobHandler>;
  /** Loops that one process at a time runs (decision 012). */
  duties?: Duty[];
  /** Turn its outbox events into live messages. */
  projectors?: Projector[];
  services?: ModuleServices;
};

export type ServerModule<Uses extends HookName = HookName> = {
  name: string;
  /** Hooks it fills for other modules, each made from the app's environment. */
  provides?: { [K in HookName]?: (env: ModuleEnv) => ModuleHooks[K] };
  /** Hooks of other modules it calls: some module in the list must provide each. */
  uses?: readonly Uses[];
  /** Its recurring jobs: static, so tests can leave one out before an app exists. */
  schedules?: readonly Schedule[];
  setup(env: ModuleEnv, hooks: Pick<ModuleHooks, Uses>): ModuleParts;
};

/** Types a module's definition (the hooks it is given are exactly the ones it declares). */
export function defineModule<Uses extends HookName = never>(module: ServerModule<Uses>): ServerModule<Uses> {
  return module;
}

export type SetUpModule = { name: string; dependencies: string[]; parts: ModuleParts };

/**
 * Sets up every module of the list for one app: first each hook from its one
 * provider, then each module with the hooks it declared. A hook that two
 * modules provide, or that one uses and none provides, stops the start. A
 * module's dependencies are the modules that provide the hooks it uses.
 */
export function setUpModules(modules: readonly ServerModule[], env: ModuleEnv): SetUpModule[] {
  const providers = new Map<HookName, string>();
  const hooks: Partial<ModuleHooks> = {};
  for (const module of modules) {
    for (const [name, make] of Object.entries(module.provides ?? {}) as [HookName, (env: ModuleEnv) => never][]) {
      const other = providers.get(name);
      if (other) throw new Error(`hook ${name} is provided by both ${other} and ${module.name}`);
      providers.set(name, module.name);
      hooks[name] = make(env);
    }
  }
  return modules.map((module) => {
    const used = module.uses ?? [];
    const missing = used.filter((name) => !providers.has(name));
    if (missing.length) throw new Error(`module ${module.name} uses ${missing.join(', ')}, which no module provides`);
    const given = Object.fromEntries(used.map((name) => [name, hooks[name]])) as Pick<ModuleHooks, HookName>;
    const dependencies = [...new Set(used.map((name) => providers.get(name)!))];
    return { name: module.name, dependencies, parts: module.setup(env, given) };
  });
}

/** A service a module offers the app (buildApp returns the cashier): there must be one. */
export function serviceOf<K extends keyof ModuleServices>(modules: readonly SetUpModule[], key: K): NonNullable<ModuleServices[K]> {
  const found = modules.map((m) => m.parts.services?.[key]).find((service) => service !== undefined);
  if (!found) throw new Error(`no module offers the ${key} service`);
  return found;
}

/**
 * Registers a module's routes as an encapsulated plugin named after it, so
 * its hooks, parsers and decorators stay in its scope. The app-wide ones
 * (errors, auth, authorization's onRoute guard) reach it from the root.
 */
export async function registerModule(app: FastifyInstance, module: SetUpModule): Promise<void> {
  const plugin = module.parts.plugin;
  if (!plugin) return;
  // Fastify's plugin metadata with a name only: named in the plugin tree, and still encapsulated (fastify-plugin
  // would also set skip-override). No `dependencies` there: Fastify checks them against the plugins of this scope
  // and its parents only, never a sibling module's (setUpModules checks ours).
  await app.register(Object.assign(async (scope: FastifyInstance) => plugin(scope), { [Symbol.for('plugin-meta')]: { name: `${module.name}-module` } }));
}
