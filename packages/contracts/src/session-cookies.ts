// Cookies of the session that pages (not only the API) see. Apart from auth.ts,
// whose schemas would bring zod into every page that reads one of these names.
/**
 * A sign, visible to page requests, that this browser holds a session: the
 * refresh cookie itself is sent to /api/auth only. It carries no secret (the
 * API checks every request on its own); the server's page guard reads it to
 * turn a visitor away before rendering an auth-only page (spec §2). Set and
 * cleared with the refresh cookie.
 */
export const SESSION_COOKIE = 'signed_in';
/**
 * The page a server guard turned a visitor away from: the browser opens the
 * auth modal and, after a sign-in there, goes to it. Short-lived, readable by
 * the page's script, which deletes it once read.
 */
export const AUTH_NEXT_COOKIE = 'auth_next';
export const AUTH_NEXT_COOKIE_LIFE_S = 60;
