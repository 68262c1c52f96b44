import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { WHEEL_SEGMENTS } from '@azart/fairness';
import { prerenderPage } from '~/shared/__tests__/prerender-page.tsx';
import { pushWheelWin, WHEEL_WINS_SIZE, wheelWinsNow } from '../api/wheel.ts';
import { landingAngle, segmentAt, WheelCard } from '../components/wheel-card.tsx';
import { WheelWinsStrip } from '../components/wheel-wins-strip.tsx';

/**
 * The daily wheel on the web (docs/games/wheel.md): the spin's stop under the
 * pointer is the server's segment, the card's first render, and the live
 * strip fed by `luckywheel` pushes.
 */
const render = (url: string, element: ReactNode) => prerenderPage('/bonus', url, element);

describe('the wheel\'s stop', () => {
  it('turns forward at least six times and stops inside the drawn segment, wherever it starts', () => {
    for (const from of [-9, 0, 123.4, 2170, -3605.5]) {
      for (let segment = 0; segment < WHEEL_SEGMENTS.length; segment++) {
        for (const offset of [-0.3, 0, 0.29]) {
          const deg = landingAngle(from, segment, offset);
          expect(deg - from, `${from} → ${segment}`).toBeGreaterThanOrEqual(6 * 360);
          expect(deg - from).toBeLessThan(7 * 360);
          expect(segmentAt(deg), `${from} → ${segment} (${offset})`).toBe(segment);
        }
      }
    }
    // At rest the top segment (×50) sits under the pointer.
    expect(segmentAt(-9)).toBe(0);
  });
});

describe('WheelCard', () => {
  it('draws the 20 segments in the server\'s order with their multipliers, the state and the odds', async () => {
    const html = await render('/en/bonus', <WheelCard state={{ nextAt: null, maxWin: 5_000, level: 3 }} points={1_234} />);
    const labels = [...html.matchAll(/<g class="lucky-wheel__segment[^"]*" data-x="(\d+)">/g)].map((m) => Number(m[1]));
    expect(labels).toEqual(WHEEL_SEGMENTS.map((s) => s.x));
    expect(html).toContain('>×50</text>');
    expect(html).toContain('>×0.5</text>');
    expect(html).toContain('<dd data-testid="wheel-level">3</dd>');
    expect(html).toContain('data-testid="wheel-max-win">50.00</dd>');
    expect(html).toContain('1\u00a0234');
    // A visitor is asked to sign in; the odds tell the chances the equal-looking segments hide.
    expect(html).toContain('data-testid="wheel-sign-in"');
    expect(html).toContain('0.10\u00a0%');
    expect(html).toContain('On average a spin pays ×1.32 of the base.');
  });

  it('speaks Russian on a Russian page', async () => {
    const html = await render('/bonus', <WheelCard state={null} />);
    expect(html).toContain('Колесо фортуны');
    expect(html).toContain('>×0,5</text>');
  });
});

describe('WheelWinsStrip', () => {
  const win = (id: number, x = 150) => ({ id, login: `player${id}`, win: 150 * x, x, createdAt: '2026-01-01T10:00:00.000Z' });

  it('shows the first state: today\'s total and the latest wins', async () => {
    const html = await render('/en/bonus', <WheelWinsStrip initial={{ wins: [win(2), win(1, 5000)], allwin: 765_000 }} />);
    expect(html).toContain('data-testid="wheel-wins-allwin">7\u00a0650.00</strong>');
    expect(html).toContain('player2');
    expect(html).toContain('wheel-wins__item wheel-wins__item--big');
  });

  it('adds each pushed win once, newest first, and keeps the pushed total', async () => {
    pushWheelWin({ allwin: 1_000, winmoney: 300, x: 300, id: 10, login: 'alice', createdAt: '2026-01-01T10:00:00.000Z' });
    pushWheelWin({ allwin: 1_000, winmoney: 300, x: 300, id: 10, login: 'alice', createdAt: '2026-01-01T10:00:00.000Z' });
    pushWheelWin({ allwin: 1_500, winmoney: 500, x: 500, id: 11, login: 'bob', createdAt: '2026-01-01T10:01:00.000Z' });
    expect(wheelWinsNow().wins.map((w) => [w.id, w.login, w.win, w.x])).toEqual([[11, 'bob', 500, 500], [10, 'alice', 300, 300]]);
    expect(wheelWinsNow().allwin).toBe(1_500);
    for (let id = 12; id < 12 + WHEEL_WINS_SIZE; id++) pushWheelWin({ allwin: 2_000, winmoney: 100, x: 100, id, login: `p${id}` });
    const { wins, allwin, fresh } = wheelWinsNow();
    expect(allwin).toBe(2_000);
    expect(wins).toHaveLength(WHEEL_WINS_SIZE);
    expect(wins.map((w) => w.id)).toEqual(Array.from({ length: WHEEL_WINS_SIZE }, (_, i) => 11 + WHEEL_WINS_SIZE - i));
    expect(fresh).toBe(11 + WHEEL_WINS_SIZE);
    expect(new Set(wins.map((w) => w.id)).size).toBe(wins.length);
    // A push without an id (an older server) only moves the total.
    pushWheelWin({ allwin: 2_500, winmoney: 100, x: 100 });
    expect(wheelWinsNow()).toMatchObject({ allwin: 2_500, fresh: 11 + WHEEL_WINS_SIZE });
  });
});
