import type { RouteConfig } from '@react-router/dev/routes';
import { GAME_IDS, ROUND_GAME_IDS } from '@azart/fairness';
import { buildRoutes } from './route-table.ts';

/**
 * Every page twice, Russian and English (route-table.ts), with a page for
 * each game of the package registry (instant and round games). Runs in Node when the app is built, so
 * it may read the registry itself.
 */
export default buildRoutes(GAME_IDS, ROUND_GAME_IDS) satisfies RouteConfig;
