import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Scope } from '@azart/contracts';
import { forbidden } from '../shared/errors.ts';
import { principalOf } from '../shared/request-auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route moves money (credits, debits, pays out, grants or takes back bonus money): it needs the finance
     * scope (admin includes it), or admin where its path needs admin (issue 20 item 5). Declared on the route, checked
     * here for every route alike; the authorization test lists the money routes and refuses any staff write that
     * is not classified.
     */
    movesMoney?: boolean;
  }
  interface FastifyInstance {
    /** Every route that needs a staff scope, with the scopes it needs (for the test that enumerates them). */
    scopedRoutes: ScopedRoute[];
  }
}

export type ScopedRoute = { method: string; url: string; scopes: Exclude<Scope, 'player'>[]; movesMoney: boolean };

/**
 * Which scope each part of the API needs. Every route under a prefix gets the
 * check when it is registered, whatever its author remembered: a signed-in
 * player without the scope gets 403 (spec: access denied, try refreshing),
 * a visitor 401. `admin` may do everything the other staff scopes may.
 */
export const SCOPED_PREFIXES: readonly (readonly [prefix: string, scope: Exclude<Scope, 'player'>])[] = [
  // The cashier's parts of /api/admin/ (fixed paths of issue 11): finance handles money, support the requests.
  ['/api/admin/withdrawals', 'finance'],
  ['/api/admin/deposits', 'finance'],
  ['/api/admin/reconciliation', 'finance'],
  ['/api/admin/deposit-claims', 'support'],
  // Support's: players, the ticket queue (`/api/support/agent/`); the players' tickets are carved out below.
  ['/api/support/', 'support'],
  ['/api/finance/', 'finance'],
  ['/api/admin/', 'admin'],
];

/**
 * The players' own paths under a staff prefix: the support tickets' fixed contract (issue 14) puts them under
 * `/api/support/`, which stays support's for everything else (decision 021); the agents' side of tickets is
 * `/api/support/agent/`. These routes authenticate the player themselves and check ownership per ticket.
 */
export const PLAYER_PATHS: readonly string[] = ['/api/support/tickets', '/api/support/unread'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The scope a path needs: none for the players' own paths, else the first (most specific) prefix that matches it. */
export function scopeForPath(path: string): Exclude<Scope, 'player'> | null {
  if (PLAYER_PATHS.some((prefix) => under(path, prefix))) return null;
  return SCOPED_PREFIXES.find(([prefix]) => under(path, prefix))?.[1] ?? null;
}

export function hasScope(granted: readonly string[], needed: Scope): boolean {
  return granted.includes(needed) || granted.includes('admin');
}

/**
 * The scopes a route needs: its path's; a route that moves money needs finance instead of a lesser staff scope
 * (support reads and forwards deposit claims, finance credits them), and admin where its path says admin.
 */
export function scopesForRoute(url: string, config: { movesMoney?: boolean } | undefined): Exclude<Scope, 'player'>[] {
  const byPath = scopeForPath(url);
  if (config?.movesMoney) return [byPath === 'admin' ? 'admin' : 'finance'];
  return byPath ? [byPath] : [];
}

/** Register after the auth plugin and before any route. */
export const authorizationPlugin = fp(async (app: FastifyInstance) => {
  const scopedRoutes: ScopedRoute[] = [];
  app.decorate('scopedRoutes', scopedRoutes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const movesMoney = (route.config as { movesMoney?: boolean } | undefined)?.movesMoney === true;
    const scopes = scopesForRoute(route.url, { movesMoney });
    if (!scopes.length) return;
    for (const method of [route.method].flat()) scopedRoutes.push({ method, url: route.url, scopes, movesMoney });
    const requireScope = async (request: FastifyRequest) => {
      const granted = principalOf(request).scope;
      if (!scopes.every((scope) => hasScope(granted, scope))) throw forbidden();
    };
    const own = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    // Authentication and the scope check first, then whatever the route adds.
    route.preValidation = [app.authenticate, requireScope, ...own.filter((hook) => hook !== app.authenticate)];
  });
});
