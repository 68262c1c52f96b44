export { usersRoutes, REFRESH_COOKIE } from './routes.ts';
export { loadPrincipal, principalQuery, principalOfRow, requirePrincipal, type Principal, type PrincipalLookup, type PrincipalRow } from './principal.ts';
export { loadUser, toUserDto, type UserRow } from './user-view.ts';
export { balancePushes } from './balance-projector.ts';
export { setDemoFlag } from './service.ts';
export { sweepLoginThrottle } from './login-throttle.ts';
