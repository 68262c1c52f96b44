/**
 * Colours of the Mega Wheel's spots: the wheel's segments and the `x.color`
 * of the `megawheel` push. A module with no imports, because the web's menus
 * draw the game's emblem with them on every page, and importing them from
 * rounds.ts would bring that file's imports (the games' zod schemas) into the
 * first load.
 */
export const MEGA_WHEEL_COLORS: Readonly<Record<string, string>> = {
  1: '#f5c542', 2: '#4fb3ff', 5: '#b06bff', 8: '#ff7ab6', 10: '#3ddc84', 15: '#ff8a3d', 20: '#ff4d5e', 30: '#00d1c1', 40: '#ffffff',
};
