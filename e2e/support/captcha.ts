import type { Page } from '@playwright/test';

/**
 * Solves the free-coins rotation captcha the way a person does: looks at the
 * picture and turns it until the ground lies flat at the bottom. It reads only
 * what the page shows (the picture's pixels), never the answer: the server
 * alone knows the angle.
 */
export async function solveRotation(page: Page): Promise<number> {
  const { size, pixels } = await page.getByTestId('captcha-image').evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return { size: img.naturalWidth, pixels: Array.from(context.getImageData(0, 0, img.naturalWidth, img.naturalHeight).data) };
  });
  return uprightTurn(pixels, size);
}

/**
 * The clockwise turn (whole degrees, 0–359) that sets a square RGBA picture
 * upright. Upright is where the grass fills the rows below the horizon and
 * leaves those above it: for each candidate turn the rows of the turned
 * picture are scored by how purely grass or not-grass each is (a tilted
 * horizon mixes the rows it crosses), with the grass below the middle. The
 * house, the path and the tree spoil a few rows at every angle alike, so
 * they do not move the best turn (an earlier "blue on top" score did, and
 * missed a 10° tolerance on a third of the pictures).
 */
export function uprightTurn(rgba: ArrayLike<number>, size: number): number {
  const grass = new Uint8Array(size * size);
  const opaque = new Uint8Array(size * size);
  for (let p = 0; p < size * size; p++) {
    const r = rgba[p * 4]!, g = rgba[p * 4 + 1]!, b = rgba[p * 4 + 2]!;
    opaque[p] = rgba[p * 4 + 3]! >= 250 ? 1 : 0;
    grass[p] = g > r + 15 && g > b + 15 ? 1 : 0;
  }
  const c = size / 2;
  // The picture turned clockwise by `turn`: a shown point comes from the source turned back by it.
  const score = (turn: number): number => {
    const a = (-turn * Math.PI) / 180;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    let purity = 0;
    let grassBelow = 0;
    for (let y = 1; y < size; y += 2) {
      let shown = 0;
      let grassy = 0;
      for (let x = 1; x < size; x += 2) {
        const dx = x - c;
        const dy = y - c;
        if (dx * dx + dy * dy > c * c * 0.9) continue;
        const p = Math.round(c + dx * sin + dy * cos) * size + Math.round(c + dx * cos - dy * sin);
        if (!opaque[p]) continue;
        shown++;
        grassy += grass[p]!;
      }
      purity += Math.abs(2 * grassy - shown);
      grassBelow += grassy * (y - c);
    }
    // Upside down the rows are as pure: the grass must be at the bottom.
    return grassBelow > 0 ? purity : -1;
  };
  let best = 0;
  let bestScore = -Infinity;
  const consider = (turn: number) => {
    const s = score(turn);
    if (s > bestScore) {
      bestScore = s;
      best = turn;
    }
  };
  for (let turn = 0; turn < 360; turn += 3) consider(turn);
  const coarse = best;
  for (let turn = coarse - 3; turn <= coarse + 3; turn += 0.5) consider(turn);
  return ((Math.round(best) % 360) + 360) % 360;
}
