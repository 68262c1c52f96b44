import type { ServerModule } from './module.ts';
import system from './system/plugin.ts';
import users from './users/plugin.ts';
import demo from './demo/plugin.ts';
import bonus from './bonus/plugin.ts';
import fairness from './fairness/plugin.ts';
import games from './games/plugin.ts';
import bets from './bets/plugin.ts';
import rounds from './rounds/plugin.ts';
import payments from './payments/plugin.ts';
import ledger from './ledger/plugin.ts';
import audit from './audit/plugin.ts';
import social from './social/plugin.ts';
import support from './support/plugin.ts';
import referrals from './referrals/plugin.ts';
import tournaments from './tournaments/plugin.ts';
import outbox from './outbox/plugin.ts';

/**
 * Every server module with a part in the app (routes, jobs, schedules, leader
 * duties, outbox projectors), in the order their plugins register: an
 * explicit, typed list rather than a scan of the folders (decision 029). A
 * new module adds its `plugin.ts` here. Which module calls which through a
 * hook is declared in each plugin.ts (`provides`, `uses`) and joined by
 * `setUpModules` (module.ts), which stops the start on a hook nobody
 * provides. Modules with no part of their own (wagering, captcha) are
 * libraries that others import.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  system, users, demo, bonus, fairness, games, bets, rounds,
  // The back office's parts of the modules below are guarded by prefix (plugins/authorization.ts) as they register.
  payments, ledger, audit, social, support, referrals, tournaments,
  outbox,
];
