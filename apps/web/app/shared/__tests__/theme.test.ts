import { describe, expect, it } from 'vitest';
import { THEME_COLOR, themeCookie, themeFromCookie } from '../theme.ts';

describe('the palette cookie (the server\'s copy of the `dark` flag)', () => {
  it('draws the light palette only for the exact value the switch writes', () => {
    expect(themeFromCookie('theme=light')).toBe('light');
    expect(themeFromCookie('a=1; theme=light; b=2')).toBe('light');
    for (const header of [null, undefined, '', 'theme=dark', 'theme=LIGHT', 'theme=light2', 'xtheme=light', 'theme=']) {
      expect(themeFromCookie(header), String(header)).toBe('dark');
    }
  });

  it('writes a cookie that reads back as the same palette, for a year, site-wide', () => {
    for (const theme of ['dark', 'light'] as const) {
      const cookie = themeCookie(theme);
      expect(themeFromCookie(cookie.split(';')[0])).toBe(theme);
      expect(cookie).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    }
  });

  it('gives each palette its own browser chrome colour', () => {
    expect(THEME_COLOR.dark).not.toBe(THEME_COLOR.light);
  });
});
