import { randomInt } from 'node:crypto';

/**
 * The captcha's picture (spec §2 "image-rotation captcha", bonuses.md §2): a
 * small landscape drawn from scratch for every captcha — sky on top with the
 * sun and clouds, hills, a house with its roof up, a tree standing on the
 * ground — so "upright" is obvious to a person, while the layout, colours and
 * noise differ each time so that a script cannot keep a table of pictures.
 *
 * The scene is a function of a point (no bitmap is rotated): each output
 * pixel asks the scene for the colour at its position turned back by the
 * angle, four samples a pixel for smooth edges. The picture is a disc with
 * transparent corners, so its outline says nothing about the angle.
 */

export type Picture = { width: number; height: number; rgba: Uint8Array };

/** Edge of the square picture, pixels: big enough to see, small enough to send (~40 KB as PNG). */
export const PICTURE_SIZE = 200;

/** Grain amplitude (±, of 255): barely visible to a person, enough that no two pictures share their pixels. */
const NOISE = 8;

type Rgb = [number, number, number];

/** Everything random about one scene; coordinates are the unit disc's, u to the right, v downwards. */
type Scene = {
  skyTop: Rgb; skyHorizon: Rgb; sunColor: Rgb;
  sun: { u: number; v: number; r: number };
  clouds: { u: number; v: number; s: number }[];
  horizon: number;
  ground: { a1: number; f1: number; p1: number; a2: number; f2: number; p2: number };
  hills: { top: number; height: number; f: number; p: number; color: Rgb };
  grassNear: Rgb; grassFar: Rgb;
  house: { u: number; base: number; halfWidth: number; height: number; roofHeight: number; wall: Rgb; roof: Rgb; doorU: number };
  tree: { u: number; base: number; crown: number; pine: boolean; leaves: Rgb };
};

/** mulberry32: a small seeded generator for the scene's looks (the secret angle comes from node:crypto, not from here). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Draws a new scene turned clockwise (as on screen) by `angleDegrees`: a
 * player who turns it clockwise by (360 − angle) sees it upright. `seed`
 * fixes the scene and the noise (tests); by default both are random.
 */
export function renderPicture(angleDegrees: number, options: { size?: number; seed?: number } = {}): Picture {
  const size = options.size ?? PICTURE_SIZE;
  const random = seededRandom(options.seed ?? randomInt(2 ** 32 - 1));
  const scene = makeScene(random);
  const rgba = new Uint8Array(size * size * 4);
  const theta = (angleDegrees * Math.PI) / 180;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const centre = size / 2;
  const radius = size / 2 - 0.5;
  const colour: Rgb = [0, 0, 0];
  // Grain in brightness only and in 2×2 blocks, like a photo's: it costs the PNG a fraction of what per-pixel colour noise would.
  const half = Math.ceil(size / 2);
  const grains = Int8Array.from({ length: half * half }, () => Math.round((random() * 2 - 1) * NOISE));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0, g = 0, b = 0, inside = 0;
      for (const [ox, oy] of SAMPLES) {
        const dx = (x + ox - centre) / radius;
        const dy = (y + oy - centre) / radius;
        if (dx * dx + dy * dy > 1) continue;
        // The screen point (dx, dy) shows the scene point turned back by the angle (y points down, so this is clockwise).
        sceneColour(scene, dx * cos + dy * sin, -dx * sin + dy * cos, colour);
        r += colour[0];
        g += colour[1];
        b += colour[2];
        inside++;
      }
      if (inside === 0) continue;
      const at = (y * size + x) * 4;
      const dx = (x + 0.5 - centre) / radius;
      const dy = (y + 0.5 - centre) / radius;
      // A soft vignette, as a camera lens leaves: round, so it looks the same at every angle.
      const shade = 1 - 0.22 * Math.min(1, dx * dx + dy * dy);
      const grain = grains[(y >> 1) * half + (x >> 1)]!;
      rgba[at] = clampByte((r / inside) * shade + grain);
      rgba[at + 1] = clampByte((g / inside) * shade + grain);
      rgba[at + 2] = clampByte((b / inside) * shade + grain);
      rgba[at + 3] = Math.round((inside / SAMPLES.length) * 255);
    }
  }
  return { width: size, height: size, rgba };
}

const SAMPLES = [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]] as const;

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const between = (random: () => number, min: number, max: number) => min + random() * (max - min);
const pick = <T,>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const shift = (random: () => number, c: Rgb, by: number): Rgb => [c[0] + between(random, -by, by), c[1] + between(random, -by, by), c[2] + between(random, -by, by)];

function mix(a: Rgb, b: Rgb, t: number, out: Rgb): Rgb {
  const k = Math.max(0, Math.min(1, t));
  out[0] = a[0] + (b[0] - a[0]) * k;
  out[1] = a[1] + (b[1] - a[1]) * k;
  out[2] = a[2] + (b[2] - a[2]) * k;
  return out;
}

function set(out: Rgb, c: Rgb, factor = 1): void {
  out[0] = c[0] * factor;
  out[1] = c[1] * factor;
  out[2] = c[2] * factor;
}

/** Day or evening light, a house and a tree in random places and colours. */
function makeScene(random: () => number): Scene {
  const evening = random() < 0.3;
  const skyTop: Rgb = evening ? shift(random, [70, 80, 160], 12) : shift(random, [45, 105, 200], 15);
  const skyHorizon: Rgb = evening ? shift(random, [250, 175, 120], 10) : shift(random, [175, 215, 245], 10);
  const horizon = between(random, 0.08, 0.28);
  // House on one side, tree on the other, both standing on the ground (their bases follow its curve).
  const side = random() < 0.5 ? -1 : 1;
  const ground = { a1: between(random, 0.02, 0.06), f1: between(random, 1.5, 3), p1: between(random, 0, 6.3), a2: between(random, 0.005, 0.02), f2: between(random, 5, 9), p2: between(random, 0, 6.3) };
  const groundAt = (u: number) => horizon + ground.a1 * Math.sin(ground.f1 * u + ground.p1) + ground.a2 * Math.sin(ground.f2 * u + ground.p2);
  const houseU = side * between(random, 0.12, 0.38);
  const halfWidth = between(random, 0.15, 0.2);
  const treeU = -side * between(random, 0.3, 0.5);
  const sunU = between(random, -0.55, 0.55);
  return {
    skyTop, skyHorizon,
    sunColor: evening ? [255, 200, 120] : [255, 240, 160],
    sun: { u: sunU, v: between(random, -0.72, -0.45), r: between(random, 0.09, 0.13) },
    clouds: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({ u: between(random, -0.6, 0.6), v: between(random, -0.6, horizon - 0.35), s: between(random, 0.8, 1.3) })),
    horizon,
    ground,
    hills: { top: horizon - between(random, 0.12, 0.22), height: between(random, 0.06, 0.14), f: between(random, 2, 4), p: between(random, 0, 6.3), color: evening ? [120, 110, 140] : [110, 150, 150] },
    grassFar: shift(random, [120, 180, 80], 12),
    grassNear: shift(random, [45, 110, 40], 10),
    house: {
      u: houseU, base: groundAt(houseU) + 0.04, halfWidth, height: between(random, 0.2, 0.27), roofHeight: between(random, 0.13, 0.2),
      wall: pick(random, [[235, 215, 170], [205, 120, 85], [240, 238, 228], [180, 200, 220]] as Rgb[]),
      roof: pick(random, [[165, 50, 40], [95, 60, 50], [60, 80, 125], [120, 40, 60]] as Rgb[]),
      doorU: houseU + (random() < 0.5 ? -1 : 1) * halfWidth * 0.45,
    },
    tree: { u: treeU, base: groundAt(treeU) + 0.02, crown: between(random, 0.1, 0.14), pine: random() < 0.35, leaves: shift(random, [40, 120, 50], 12) },
  };
}

const TRUNK: Rgb = [105, 70, 40];
const DOOR: Rgb = [90, 55, 35];
const GLASS: Rgb = [170, 215, 240];
const FRAME: Rgb = [250, 250, 245];
const PATH: Rgb = [205, 185, 140];
const CLOUD: Rgb = [250, 250, 252];
const CLOUD_SHADE: Rgb = [205, 212, 225];
const scratch: Rgb = [0, 0, 0];
/** Circles of a round crown and of a cloud: offset across, offset down, radius (in crown sizes / cloud scales). */
const CROWN_PUFFS = [[0, -0.02, 1], [-0.6, 0.35, 0.75], [0.6, 0.35, 0.75]] as const;
const CLOUD_PUFFS = [[-0.09, 0, 0.055], [0, -0.035, 0.08], [0.09, -0.005, 0.06], [0.16, 0.01, 0.04]] as const;

/** The colour of the scene at (u, v), front objects first. */
function sceneColour(s: Scene, u: number, v: number, out: Rgb): void {
  const { ground: gr, house: h, tree: t } = s;
  const groundV = s.horizon + gr.a1 * Math.sin(gr.f1 * u + gr.p1) + gr.a2 * Math.sin(gr.f2 * u + gr.p2);

  // The tree: a round crown of three puffs or a pine of stacked triangles, on a trunk.
  const crownV = t.base - 0.12 - t.crown;
  if (t.pine) {
    for (let k = 0; k < 3; k++) {
      const top = crownV - t.crown * 0.9 + k * t.crown * 0.45;
      const depth = t.crown * 0.9;
      if (v >= top && v <= top + depth && Math.abs(u - t.u) <= ((v - top) / depth) * t.crown * (0.7 + k * 0.15)) return void set(out, t.leaves, 0.8 + 0.1 * k);
    }
  } else {
    for (const [du, dv, r] of CROWN_PUFFS) {
      const cu = t.u + du * t.crown;
      const cv = crownV + dv * t.crown;
      const d2 = (u - cu) ** 2 + (v - cv) ** 2;
      if (d2 <= (r * t.crown) ** 2) return void set(out, t.leaves, 1.15 - 0.35 * Math.max(0, Math.min(1, (v - crownV + t.crown) / (2 * t.crown))));
    }
  }
  if (Math.abs(u - t.u) <= 0.02 && v <= t.base && v >= crownV) return void set(out, TRUNK);

  // The house: chimney, roof, walls with a door and a window.
  const wallTop = h.base - h.height;
  const roofTop = wallTop - h.roofHeight;
  const chimneyU = h.u + h.halfWidth * 0.5;
  if (Math.abs(u - chimneyU) <= 0.025 && v >= roofTop + h.roofHeight * 0.15 && v <= wallTop) {
    const underRoof = v >= roofTop && Math.abs(u - h.u) <= ((v - roofTop) / h.roofHeight) * (h.halfWidth + 0.04);
    if (!underRoof) return void set(out, h.roof, 0.75);
  }
  if (v >= roofTop && v <= wallTop && Math.abs(u - h.u) <= ((v - roofTop) / h.roofHeight) * (h.halfWidth + 0.04)) {
    // Lit from above: the roof darkens towards its eaves.
    return void set(out, h.roof, 1.1 - 0.3 * ((v - roofTop) / h.roofHeight));
  }
  if (v > wallTop && v <= h.base && Math.abs(u - h.u) <= h.halfWidth) {
    const doorHalf = h.halfWidth * 0.2;
    if (Math.abs(u - h.doorU) <= doorHalf && v >= h.base - 0.04 - h.height * 0.55) {
      // The door's knob, on the side away from the house's middle.
      const knobU = h.doorU + (h.doorU > h.u ? -1 : 1) * doorHalf * 0.6;
      return void set(out, (u - knobU) ** 2 + (v - (h.base - 0.04 - h.height * 0.28)) ** 2 < 0.0001 ? FRAME : DOOR);
    }
    const windowU = h.u - (h.doorU - h.u) * 0.9;
    const windowV = wallTop + h.height * 0.4;
    const half = h.halfWidth * 0.28;
    if (Math.abs(u - windowU) <= half && Math.abs(v - windowV) <= half) {
      const bar = Math.abs(u - windowU) < 0.008 || Math.abs(v - windowV) < 0.008 || Math.abs(u - windowU) > half - 0.012 || Math.abs(v - windowV) > half - 0.012;
      return void set(out, bar ? FRAME : GLASS, bar ? 1 : 1 - 0.3 * ((v - windowV + half) / (2 * half)));
    }
    // Boards: faint horizontal lines across the wall.
    return void set(out, h.wall, Math.sin((v - wallTop) * 120) > 0.92 ? 0.88 : 1);
  }

  // Ground in front of everything behind it: grass, lighter far away, and a path from the door.
  if (v >= groundV) {
    const depth = (v - groundV) / Math.max(0.2, 1 - s.horizon);
    const pathHalf = 0.035 + (v - h.base) * 0.35;
    const pathU = h.doorU + (v - h.base) * (h.doorU > 0 ? 0.4 : -0.4);
    if (v >= h.base - 0.01 && Math.abs(u - pathU) <= pathHalf) return void set(out, PATH, 1 - 0.15 * depth);
    mix(s.grassFar, s.grassNear, depth, out);
    // Blades of grass: fine vertical streaks, stronger close up.
    const blades = Math.sin(u * 260 + Math.sin(v * 40) * 3) * 6 * depth;
    out[0] += blades;
    out[1] += blades;
    return;
  }

  // Distant hills, hazy with the sky's colour.
  const hillV = s.hills.top + s.hills.height * (1 - Math.abs(Math.sin(s.hills.f * u + s.hills.p)));
  if (v >= hillV) return void mix(s.hills.color, s.skyHorizon, 0.35, out);

  // Clouds: puffs with flat bottoms, shaded underneath.
  for (const c of s.clouds) {
    const bottom = c.v + 0.035 * c.s;
    if (v > bottom) continue;
    for (const [du, dv, r] of CLOUD_PUFFS) {
      if ((u - (c.u + du * c.s)) ** 2 + (v - (c.v + dv * c.s)) ** 2 <= (r * c.s) ** 2) return void mix(CLOUD, CLOUD_SHADE, (v - (c.v - 0.1 * c.s)) / (0.14 * c.s), out);
    }
  }

  // The sun, and the sky brightening around it and towards the horizon.
  const sunD = Math.sqrt((u - s.sun.u) ** 2 + (v - s.sun.v) ** 2);
  if (sunD <= s.sun.r) return void set(out, s.sunColor);
  mix(s.skyTop, s.skyHorizon, ((v + 1) / (s.horizon + 1)) ** 1.4, out);
  mix(out, s.sunColor, 0.7 * Math.exp(-(sunD - s.sun.r) / 0.12), scratch);
  set(out, scratch);
}
