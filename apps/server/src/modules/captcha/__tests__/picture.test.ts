import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, pngDataUrl, renderPicture, type Picture } from '../index.ts';

/**
 * The captcha's picture (bonuses.md §2): a PNG any decoder reads, a round
 * picture whose sky is on top when upright and turns clockwise with the
 * angle, and a different picture every time.
 */

/** A reference decoder for what encodePng writes: chunks with their CRCs, then inflate and undo each row's filter. */
function decodePng(png: Buffer): Picture {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  const raw = zlib.inflateSync(chunks[1]!.data);
  const stride = width * 4;
  expect(raw.length).toBe(height * (stride + 1));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 4 ? rgba[y * stride + i - 4]! : 0;
      const b = y > 0 ? rgba[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= 4 ? rgba[(y - 1) * stride + i - 4]! : 0;
      const p = a + b - c;
      const predictor = [0, a, b, (a + b) >> 1, Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c][filter];
      if (predictor === undefined) throw new Error(`unknown filter ${filter}`);
      rgba[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return { width, height, rgba };
}

/** Mean colour of the opaque pixels in a square around (x, y). */
function meanAround(picture: Picture, x: number, y: number, half = 8): { r: number; g: number; b: number } {
  let r = 0, g = 0, b = 0, n = 0;
  for (let j = y - half; j <= y + half; j++) {
    for (let i = x - half; i <= x + half; i++) {
      const at = (j * picture.width + i) * 4;
      if (picture.rgba[at + 3] !== 255) continue;
      r += picture.rgba[at]!;
      g += picture.rgba[at + 1]!;
      b += picture.rgba[at + 2]!;
      n++;
    }
  }
  return { r: r / n, g: g / n, b: b / n };
}

const isSky = (c: { r: number; g: number; b: number }) => c.b > c.g;
const isGrass = (c: { r: number; g: number; b: number }) => c.g > c.b + 20;

describe('PNG encoder', () => {
  it('writes a PNG whose pixels decode back exactly, with every filter a row may take', () => {
    // Flat areas, gradients and noise: each row's cheapest filter differs.
    const width = 37;
    const height = 23;
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < rgba.length; i++) rgba[i] = i % 7 === 0 ? (i * 7919) % 256 : Math.floor(i / (width * 4)) * 5 + (i % 4) * 40;
    const png = encodePng(width, height, rgba);
    const decoded = decodePng(png);
    expect(decoded.width).toBe(width);
    expect(decoded.height).toBe(height);
    expect(Buffer.from(decoded.rgba).equals(Buffer.from(rgba))).toBe(true);
    expect(pngDataUrl(png)).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('refuses pixel data of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(/16/);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(/size/);
  });
});

describe('captcha picture', () => {
  it('is a disc: transparent corners, opaque middle', () => {
    const picture = renderPicture(0, { seed: 1 });
    const alpha = (x: number, y: number) => picture.rgba[(y * picture.width + x) * 4 + 3];
    const last = picture.width - 1;
    for (const [x, y] of [[0, 0], [last, 0], [0, last], [last, last], [10, 10]] as const) expect(alpha(x, y), `${x},${y}`).toBe(0);
    expect(alpha(100, 100)).toBe(255);
    expect(alpha(100, 2)).toBe(255);
  });

  it('has the sky on top and the grass below when upright, whatever the scene', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const picture = renderPicture(0, { seed });
      expect(isSky(meanAround(picture, 100, 18)), `seed ${seed} top`).toBe(true);
      expect(isGrass(meanAround(picture, 100, 182)), `seed ${seed} bottom`).toBe(true);
    }
  });

  it('turns clockwise by the angle: at 90° the sky is on the right, at 180° below, at 270° on the left', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const right = renderPicture(90, { seed });
      expect(isSky(meanAround(right, 182, 100)), `seed ${seed} 90°`).toBe(true);
      expect(isGrass(meanAround(right, 18, 100)), `seed ${seed} 90°`).toBe(true);
      const down = renderPicture(180, { seed });
      expect(isSky(meanAround(down, 100, 182)), `seed ${seed} 180°`).toBe(true);
      expect(isGrass(meanAround(down, 100, 18)), `seed ${seed} 180°`).toBe(true);
      const left = renderPicture(270, { seed });
      expect(isSky(meanAround(left, 18, 100)), `seed ${seed} 270°`).toBe(true);
    }
  });

  it('is a new picture each time: another scene, another grain, and compact enough to send', () => {
    const a = renderPicture(120);
    const b = renderPicture(120);
    let differing = 0;
    for (let i = 0; i < a.rgba.length; i++) if (a.rgba[i] !== b.rgba[i]) differing++;
    expect(differing / a.rgba.length).toBeGreaterThan(0.5);
    // The same seed is the same picture (the tests above rely on it).
    expect(Buffer.from(renderPicture(33, { seed: 5 }).rgba).equals(Buffer.from(renderPicture(33, { seed: 5 }).rgba))).toBe(true);
    const size = encodePng(a.width, a.height, a.rgba).length;
    expect(size).toBeLessThan(70_000);
  });
});
