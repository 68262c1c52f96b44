export { usersRoutes, REFRESH_COOKIE } from './routes.ts';
export { loadPrincipal, type Principal } from './principal.ts';
export { loadUser, toUserDto, type UserRow } from './user-view.ts';
