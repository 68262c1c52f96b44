/**
 * The installable site's icons (public/icons/, named in
 * public/manifest.webmanifest), drawn from the logo of app/layout/logo.tsx:
 * the violet-to-pink rounded square with the dark "A". No image library: the
 * shapes are a rounded rectangle and three round-capped strokes, rendered
 * with 4 × 4 samples per pixel and written as PNG with node:zlib.
 * - icon-192.png, icon-512.png: the mark as in the header ("any" purpose);
 * - icon-maskable-512.png: a full-bleed square whose "A" sits inside the
 *   centre 60 %, so any mask shape (circle, squircle) keeps it whole.
 * Usage: node apps/web/scripts/pwa-icons.ts (the files are committed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
const hex = (value: string): Rgba => [parseInt(value.slice(1, 3), 16), parseInt(value.slice(3, 5), 16), parseInt(value.slice(5, 7), 16), 255];
const FROM = hex('#a78bfa');
const TO = hex('#f472b6');
const INK = hex('#0b0d1a');
/** The "A" of the 28-unit logo: two legs and the bar, stroke width 3 (radius 1.5), round caps and joins. */
const STROKES: Array<[number, number, number, number]> = [
  [7.5, 22, 14, 6],
  [14, 6, 20.5, 22],
  [10, 17, 18, 17],
];

function distanceToSegment(x: number, y: number, [ax, ay, bx, by]: [number, number, number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

function insideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return x >= 0 && y >= 0 && x <= size && y <= size && Math.hypot(x - cx, y - cy) <= radius;
}

/**
 * One icon: `size` pixels square; the logo's 28 units map onto `markScale` of
 * it (1: edge to edge); `rounded` keeps the logo's corners (transparent
 * outside), otherwise the gradient fills the whole square.
 */
function render(size: number, markScale: number, rounded: boolean): Buffer {
  const SAMPLES = 4;
  const unit = (size * markScale) / 28;
  const offset = (size - 28 * unit) / 2;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 (none), then RGBA
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (rounded && !insideRoundedSquare(x, y, size, 8 * (size / 28))) continue;
          // Logo units, for the strokes; the gradient runs corner to corner of the whole icon.
          const lx = (x - offset) / unit;
          const ly = (y - offset) / unit;
          const t = (x + y) / (2 * size);
          const ink = STROKES.some((stroke) => distanceToSegment(lx, ly, stroke) <= 1.5);
          const color = ink ? INK : FROM.map((from, i) => from + (TO[i]! - from) * t);
          for (let i = 0; i < 3; i++) acc[i]! += color[i]!;
          acc[3]! += 255;
        }
      }
      const n = SAMPLES * SAMPLES;
      const alpha = acc[3]! / n;
      for (let i = 0; i < 3; i++) row[1 + px * 4 + i] = alpha ? Math.round(acc[i]! / (acc[3]! / 255)) : 0;
      row[1 + px * 4 + 3] = Math.round(alpha);
    }
    rows.push(row);
  }
  return png(size, size, Buffer.concat(rows));
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function png(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });
const icons = { 'icon-192.png': render(192, 1, true), 'icon-512.png': render(512, 1, true), 'icon-maskable-512.png': render(512, 0.6, false) };
for (const [name, data] of Object.entries(icons)) {
  writeFileSync(path.join(out, name), data);
  console.log(`${name}: ${(data.length / 1024).toFixed(1)} KB`);
}
