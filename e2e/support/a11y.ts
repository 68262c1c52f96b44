import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Waits for the finite animations (a dialog fading in, a result landing): contrast is judged on the settled page. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
}

/** axe's serious and critical violations of the settled page, one line each (empty when there are none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settle(page);
  // Only violations are read: axe then keeps one node of each pass and incomplete result instead of all of them,
  // which is most of its time on a long page.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
