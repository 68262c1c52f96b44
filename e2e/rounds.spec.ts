import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, parseMoney, SCREENSHOTS, test } from './support/fixtures.ts';
import { clippedElements, demoPlayer, expectOnScreenTogether, headerBalance, prefix } from './support/ui.ts';

/**
 * Issue 12: the round games in a real browser. Every player sees the same
 * round: two players bet on one x100 round, each sees the other's bet pushed
 * live, both see the same result, and each round checks out on /fairness.
 * The e2e server runs rounds at twice the speed (scripts/e2e-server.ts).
 */

type Current = { round: { id: number; state: string; bettingEndsAt: string } | null; serverTime: string };

/** Waits (by the API) for a round whose betting window has at least `minLeftMs` left, and returns its id. */
async function bettingRound(request: APIRequestContext, game: string, minLeftMs: number): Promise<number> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const { round, serverTime } = (await (await request.get(`/api/rounds/${game}/current`)).json()) as Current;
    if (round?.state === 'betting' && Date.parse(round.bettingEndsAt) - Date.parse(serverTime) >= minLeftMs) return round.id;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${game} betting window of ${minLeftMs} ms`);
}

const phase = (page: Page) => page.getByTestId('round-phase');
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

test('two players bet on the same x100 round, see each other\'s bets live and the same result, and the round verifies', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
  try {
    const [loginA, loginB] = [await demoPlayer(a!, 'ru'), await demoPlayer(b!, 'ru')];
    await Promise.all([a!.goto('/x100'), b!.goto('/x100')]);
    for (const page of [a!, b!]) await expect(phase(page)).toHaveAttribute('data-round-id', /\d+/);
    const before = await Promise.all([a!, b!].map(async (page) => parseMoney(await headerBalance(page))));

    const roundId = await bettingRound(request, 'x100', 3_500);
    for (const page of [a!, b!]) await expect(phase(page)).toHaveAttribute('data-round-id', String(roundId));
    await Promise.all([a!.getByTestId('round-spot-2').click(), b!.getByTestId('round-spot-100').click()]);
    await expect(a!.getByTestId('round-stake-2')).toContainText('10');
    await expect(b!.getByTestId('round-stake-100')).toContainText('10');

    // Each sees both bets: their own at once, the other's from the push.
    for (const page of [a!, b!]) {
      const rows = page.getByTestId('round-bets').getByTestId('round-bet-row');
      await expect(rows.filter({ hasText: loginA })).toHaveCount(1);
      await expect(rows.filter({ hasText: loginB })).toHaveCount(1);
    }

    // Both see the round end on the same result, pushed live.
    for (const page of [a!, b!]) {
      await expect(phase(page)).toHaveAttribute('data-state', /result|pause/, { timeout: 20_000 });
      await expect(phase(page)).toHaveAttribute('data-round-id', String(roundId));
    }
    const landed = await a!.getByTestId('x100-tape').getAttribute('data-cell');
    expect(landed).toMatch(/^\d+$/);
    await expect(b!.getByTestId('x100-tape')).toHaveAttribute('data-cell', landed!);
    const spotA = await a!.getByTestId('round-results').locator('[data-spot]').first().getAttribute('data-spot');
    await expect(b!.getByTestId('round-results').locator('[data-spot]').first()).toHaveAttribute('data-spot', spotA!);

    // Each player's history has the round, and the balance moved by exactly stake and win.
    const wins: Record<string, number> = { 2: spotA === '2' ? 2_000 : 0, 100: spotA === '100' ? 100_000 : 0 };
    for (const [i, page, spot] of [[0, a!, '2'], [1, b!, '100']] as const) {
      await expect(page.getByTestId('my-round-bet-row').and(page.locator(`[data-round-id="${roundId}"]`))).toHaveCount(1, { timeout: 10_000 });
      await expect.poll(async () => parseMoney(await headerBalance(page))).toBe(before[i]! - 1_000 + wins[spot]!);
    }

    // The round checks out on /fairness from its hash: the result recomputed in the browser and the link to the round before.
    await a!.getByTestId('my-round-bet-check').first().click();
    await expect(a!).toHaveURL(/\/fairness\?game=x100&hash=[0-9a-f]{64}#rounds$/);
    await expect(a!.getByTestId('round-verified')).toHaveAttribute('data-spot', spotA!);
    await expect(a!.getByTestId('round-check-link')).toHaveAttribute('data-ok', 'true');
    await expect(a!.getByTestId('round-check-result')).toHaveAttribute('data-ok', 'true');
    await expect(a!.getByTestId('round-chain-row').filter({ hasText: 'x100' })).toHaveCount(1);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('a late joiner gets the current round in the page\'s HTML, with its board and bet buttons', async ({ request }) => {
  const html = await (await request.get('/megawheel')).text();
  const { round } = (await (await request.get('/api/rounds/megawheel/current')).json()) as Current;
  const shown = Number(html.match(/data-testid="round-phase" data-state="[a-z]+" data-round-id="(\d+)"/)?.[1]);
  // The page was rendered at most one round before the API answered.
  expect(round!.id - shown).toBeGreaterThanOrEqual(0);
  expect(round!.id - shown).toBeLessThanOrEqual(1);
  expect(html).toContain('data-testid="round-wheel"');
  expect(html).toContain('data-testid="round-spot-40"');
});

for (const lang of ['ru', 'en'] as const) {
  test.describe(`round games on a 375 px phone (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
    test('board, result line and bet buttons on screen together, nothing cut off', async ({ page }) => {
      for (const game of ['x100', 'megawheel', 'crazytime']) {
        await page.goto(`${prefix(lang)}/${game}`);
        await expect(phase(page)).toHaveAttribute('data-round-id', /\d+/);
        const board = game === 'x100' ? page.getByTestId('x100-tape') : page.getByTestId('round-wheel');
        const firstSpot = { x100: '2', megawheel: '1', crazytime: '1' }[game]!;
        const lastSpot = { x100: '100', megawheel: '40', crazytime: 'crazytime' }[game]!;
        await expectOnScreenTogether(page, { board, status: page.getByTestId('round-status'), first: page.getByTestId(`round-spot-${firstSpot}`), last: page.getByTestId(`round-spot-${lastSpot}`) });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(375);
        expect(await clippedElements(page, '.spot-button__label')).toEqual([]);
        if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, `${game}-375-${lang}.png`) });
      }
    });
  });
}
