import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { clippedElements, demoPlayer, expectOnScreenTogether, finishAnimations } from './support/ui.ts';

/**
 * Issue 9, item 10: on a 375 × 812 phone, every game shows its board, its
 * result and its main bet button on screen together, without scrolling,
 * before a bet and after it (bounding boxes against the viewport, and
 * nothing covering them). Nothing on the page scrolls sideways either.
 */
type Parts = { board: Locator; result: Locator; button: Locator };
type GameCase = {
  name: 'dice' | 'mines' | 'bubbles' | 'hotline' | 'popit';
  before: (page: Page) => Parts;
  bet: (page: Page) => Promise<void>;
  after: (page: Page) => Parts;
};

const id = (page: Page, testId: string) => page.getByTestId(testId);

const GAMES: GameCase[] = [
  {
    name: 'dice',
    before: (p) => ({ board: id(p, 'dice-board'), result: id(p, 'dice-result-status'), button: id(p, 'dice-less') }),
    bet: async (p) => {
      await id(p, 'dice-less').click();
      await expect(id(p, 'dice-result-status')).toHaveAttribute('data-state', /^(win|loss)$/);
    },
    after: (p) => ({ board: id(p, 'dice-board'), result: id(p, 'dice-result-number'), button: id(p, 'dice-more') }),
  },
  {
    name: 'mines',
    before: (p) => ({ board: id(p, 'mines-board'), result: id(p, 'mines-status'), button: id(p, 'mines-start') }),
    bet: async (p) => {
      await expect(id(p, 'mines-board')).toHaveAttribute('data-ready', 'true');
      await id(p, 'mines-start').click();
      await expect(id(p, 'mines-status')).toHaveAttribute('data-state', 'open');
      await id(p, 'mines-tile-12').click();
      await expect(id(p, 'mines-tile-12')).not.toHaveAttribute('data-state', 'closed');
    },
    // Still open: cash out is the main button; lost: a new round.
    after: (p) => ({ board: id(p, 'mines-board'), result: id(p, 'mines-status'), button: id(p, 'mines-cashout').or(id(p, 'mines-start')) }),
  },
  {
    name: 'bubbles',
    before: (p) => ({ board: id(p, 'bubbles-board'), result: id(p, 'bubbles-status'), button: id(p, 'bubbles-play') }),
    bet: async (p) => {
      await id(p, 'bubbles-play').click();
      await expect(id(p, 'bubbles-status')).toHaveAttribute('data-state', /^(win|loss)$/);
    },
    after: (p) => ({ board: id(p, 'bubbles-board'), result: id(p, 'bubbles-status'), button: id(p, 'bubbles-play') }),
  },
  {
    name: 'hotline',
    before: (p) => ({ board: id(p, 'hotline-ladder'), result: id(p, 'hotline-status'), button: id(p, 'hotline-start') }),
    bet: async (p) => {
      await expect(id(p, 'hotline-ladder')).toHaveAttribute('data-ready', 'true');
      await id(p, 'hotline-start').click();
      await expect(id(p, 'hotline-status')).toHaveAttribute('data-state', 'open');
      await id(p, 'hotline-cell-0-0').click();
      await expect(id(p, 'hotline-cell-0-0')).not.toHaveAttribute('data-state', 'open');
    },
    after: (p) => ({ board: id(p, 'hotline-ladder'), result: id(p, 'hotline-status'), button: id(p, 'hotline-cashout').or(id(p, 'hotline-start')) }),
  },
  {
    name: 'popit',
    before: (p) => ({ board: id(p, 'popit-board'), result: id(p, 'popit-status'), button: id(p, 'popit-play') }),
    bet: async (p) => {
      await id(p, 'popit-random').click();
      await id(p, 'popit-play').click();
      await expect(id(p, 'popit-status')).toHaveAttribute('data-state', /^(win|loss)$/);
    },
    after: (p) => ({ board: id(p, 'popit-board'), result: id(p, 'popit-status'), button: id(p, 'popit-play') }),
  },
];

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });

for (const lang of ['ru', 'en'] as const) {
  test(`375 × 812 (${lang}): board, result and bet button on screen together in every game, before and after a bet`, async ({ page }) => {
    test.setTimeout(150_000);
    await demoPlayer(page, lang);
    for (const game of GAMES) {
      await test.step(game.name, async () => {
        await page.goto(`${lang === 'en' ? '/en' : ''}/${game.name}`);
        await page.evaluate(() => document.fonts.ready);
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        expect(await page.evaluate(() => window.scrollY), 'the page opens at the top').toBe(0);
        await expectOnScreenTogether(page, game.before(page) as unknown as Record<string, Locator>);
        await game.bet(page);
        // The bet was placed without scrolling, and nothing scrolled the page since.
        expect(await page.evaluate(() => window.scrollY), 'no scrolling during the bet').toBe(0);
        await expectOnScreenTogether(page, game.after(page) as unknown as Record<string, Locator>);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(375);
        await finishAnimations(page);
        expect(await clippedElements(page, '.table-wrap, .steps, .game__stage, .game__controls'), 'nothing cut off or scrolling sideways').toEqual([]);
      });
    }
  });
}
