import { useEffect } from 'react';
import { cookieValue } from './decode.ts';
import { STORAGE_KEYS, useFlag, writeFlag } from './client-flags.ts';

/**
 * The site's palette: dark (the default) or light, the player's `dark` flag
 * of spec §3, kept in local storage as "true"/"false" like the other flags.
 * Local storage never reaches the server, so the switch also writes a
 * `theme` cookie: the next document is rendered in the chosen palette, with
 * no flash of the other one before the scripts run. The flag stays the
 * source of truth; the cookie is its copy for the server.
 */
export type Theme = 'dark' | 'light';

export const THEME_COOKIE = 'theme';
const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The browser chrome's colour of each palette (`<meta name="theme-color">`), the page background's. */
export const THEME_COLOR: Record<Theme, string> = { dark: '#0b0d1a', light: '#f3f4fa' };

/** The palette a request asks for: only the exact value `light` turns the default off. */
export function themeFromCookie(header: string | null | undefined): Theme {
  return cookieValue(header, THEME_COOKIE) === 'light' ? 'light' : 'dark';
}

export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * The palette of the document being rendered. The server and hydration use
 * what the cookie said (`serverTheme`), then the stored flag; when the two
 * differ (the cookie was cleared, or the flag was set in another tab) the
 * stored flag wins and the cookie is written again; with no stored flag the
 * cookie's palette stands and is stored as the flag.
 */
export function useTheme(serverTheme: Theme): [Theme, (theme: Theme) => void] {
  const [dark, setDark] = useFlag('dark', serverTheme === 'dark');
  const theme: Theme = dark ? 'dark' : 'light';
  useEffect(() => {
    if (themeFromCookie(document.cookie) !== theme) document.cookie = themeCookie(theme);
    // Only the cookie knew (storage cleared, or blocked): the flag's other readers (the menu's switch) learn it too.
    if (storedFlag() === null) writeFlag('dark', theme === 'dark');
  }, [theme]);
  return [theme, (next) => setDark(next === 'dark')];
}

function storedFlag(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.dark);
  } catch {
    return null;
  }
}
