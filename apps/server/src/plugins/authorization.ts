import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Scope } from '@azart/contracts';
import { forbidden } from '../shared/errors.ts';
import { principalOf } from '../shared/request-auth.ts';

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

/** Register after the auth plugin and before any route. */
export const authorizationPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const scope = scopeForPath(route.url);
    if (!scope) return;
    const requireScope = async (request: FastifyRequest) => {
      if (!hasScope(principalOf(request).scope, scope)) throw forbidden();
    };
    const own = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    // Authentication and the scope check first, then whatever the route adds.
    route.preValidation = [app.authenticate, requireScope, ...own.filter((hook) => hook !== app.authenticate)];
  });
});
