/** Accounts, sessions and sign-in; its routes, job and projector are registered by its plugin.ts. */
export { REFRESH_COOKIE } from './sessions.ts';
export { loadPrincipal, principalQuery, principalQueryFor, principalOfRow, requirePrincipal, type Principal, type PrincipalLookup, type PrincipalRow } from './principal.ts';
export { loadUser, toUserDto, userAfterChange, type UserRow } from './user-view.ts';
export { balancePushes } from './balance-projector.ts';
export { setPlayBalance } from './service.ts';
export { sweepLoginThrottle } from './login-throttle.ts';
export { createDeviceCookies, DEVICE_COOKIE, type DeviceCookies } from './device-cookie.ts';
export { requireSecondFactor, totpEnabled } from './totp.ts';
// Social sign-in (the social module, decision 032) opens sessions and accounts the way the password routes do.
export { createAccount, signInVerified, type AuthResult, type SignInResult } from './service.ts';
export { createAuthCookies, type AuthCookies } from './auth-cookies.ts';
export { clientOf } from './routes.ts';
export { recordFingerprint, shareFingerprint } from './fingerprints.ts';
