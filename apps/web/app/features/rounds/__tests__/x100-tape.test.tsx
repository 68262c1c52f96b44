import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ROUND_SPOTS } from '@azart/contracts';
import { X100Tape } from '../games/x100-tape.tsx';
import { spotColor, spotInk } from '../spots.ts';

const css = readFileSync(new URL('../rounds.css', import.meta.url), 'utf8');

describe('the x100 tape', () => {
  it('colours its cells by class from custom properties on the tape, never by an inline style per cell', () => {
    const html = renderToString(<X100Tape cell={5} spinning={false} spinLeftMs={null} />);
    const cells = html.match(/<span class="x100-cell [^"]*"[^>]*>/g) ?? [];
    expect(cells.length).toBeGreaterThan(20);
    for (const cell of cells) expect(cell).not.toContain('style=');
    for (const spot of ROUND_SPOTS.x100) {
      const color = spotColor('x100', spot);
      expect(html).toContain(`--spot-${spot}:${color}`);
      expect(html).toContain(`--ink-${spot}:${spotInk(color)}`);
    }
  });

  it('has a rule in rounds.css for every multiplier, reading its two properties', () => {
    for (const spot of ROUND_SPOTS.x100) {
      expect(css).toContain(`.x100-cell--${spot} { background: var(--spot-${spot}); color: var(--ink-${spot}); }`);
    }
  });
});
