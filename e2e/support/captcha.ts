import type { Page } from '@playwright/test';

/**
 * Solves the free-coins rotation captcha the way a person does: looks at the
 * picture and turns it until the sky is on top. For each candidate turn (5°
 * steps, then 1° around the best) it scores how blue the top of the turned
 * picture is against its bottom (sky above, grass below) and keeps the best
 * turn. It reads only what the page shows (the picture), never the answer:
 * the server alone knows the angle.
 */
export async function solveRotation(page: Page): Promise<number> {
  return page.getByTestId('captcha-image').evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
    const size = img.naturalWidth;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, size, size);
    const c = size / 2;
    // The picture turned clockwise by `turn`: a shown point comes from the source turned back by it.
    const score = (turn: number) => {
      const a = (-turn * Math.PI) / 180;
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      let top = 0;
      let bottom = 0;
      for (let y = 0; y < size; y += 2) {
        const band = y < size * 0.35 ? 1 : y > size * 0.65 ? -1 : 0;
        if (!band) continue;
        for (let x = 0; x < size; x += 2) {
          const dx = x - c;
          const dy = y - c;
          if (dx * dx + dy * dy > c * c * 0.85) continue;
          const sx = Math.round(c + dx * cos - dy * sin);
          const sy = Math.round(c + dx * sin + dy * cos);
          if (sx < 0 || sy < 0 || sx >= size || sy >= size) continue;
          const i = (sy * size + sx) * 4;
          const blueness = data[i + 2]! - data[i + 1]!;
          if (band > 0) top += blueness;
          else bottom += blueness;
        }
      }
      return top - bottom;
    };
    let best = 0;
    for (let turn = 0; turn < 360; turn += 5) if (score(turn) > score(best)) best = turn;
    let fine = best;
    for (let turn = best - 5; turn <= best + 5; turn += 1) if (score(turn) > score(fine)) fine = turn;
    return ((fine % 360) + 360) % 360;
  });
}
