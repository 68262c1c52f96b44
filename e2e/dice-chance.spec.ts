import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { demoPlayer } from './support/ui.ts';

/**
 * Issue 9, item 9: the Dice chance field never rewrites itself into another
 * bet. Typed, pasted or typed key by key, an out-of-range or malformed chance
 * gets a message in the page's language, blanks the coefficient and turns
 * Less/More off; no bet request leaves the browser until the field holds a
 * valid chance, and then the bet goes at exactly that chance.
 */
const MESSAGES = {
  ru: { tooHigh: 'Максимальный шанс — 95\u00a0%', tooLow: 'Минимальный шанс — 1\u00a0%', precision: 'Шанс задаётся с шагом 0,01\u00a0%', format: 'Введите шанс числом от 1 до 95, например 49,5' },
  en: { tooHigh: 'The highest chance is 95\u00a0%', tooLow: 'The lowest chance is 1\u00a0%', precision: 'The chance goes in steps of 0.01\u00a0%', format: 'Enter a chance from 1 to 95, e.g. 49.5' },
} as const;

/** Counts the Dice bets the page sends and keeps the last body. */
function watchBets(page: Page) {
  const sent: { chance: number; amount: number; side: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/games/dice/bet')) sent.push(request.postDataJSON());
  });
  return sent;
}

async function expectRefused(page: Page, message: string, typed: string) {
  const input = page.getByTestId('dice-chance-input');
  await expect(page.getByTestId('dice-chance-error')).toHaveText(message);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('dice-coefficient')).toHaveText('—');
  await expect(page.getByTestId('dice-less')).toBeDisabled();
  await expect(page.getByTestId('dice-more')).toBeDisabled();
  // Leaving the field keeps what the player typed: nothing is rewritten into another chance.
  await input.blur();
  await expect(input).toHaveValue(typed);
  await expect(page.getByTestId('dice-chance-error')).toHaveText(message);
}

for (const lang of ['ru', 'en'] as const) {
  test(`Dice chance field (${lang}): out-of-range input is refused with a message, never bet at another chance`, async ({ page }) => {
    test.setTimeout(90_000);
    const text = MESSAGES[lang];
    await demoPlayer(page, lang);
    await page.goto(lang === 'en' ? '/en/dice' : '/dice');
    const input = page.getByTestId('dice-chance-input');
    const sent = watchBets(page);

    // Typed key by key: "9" is a valid 9 %, "99" is not, and it must not fall back to 9 %.
    await input.fill('');
    await input.pressSequentially('99');
    await expectRefused(page, text.tooHigh, '99');

    // Pasted in one go.
    await input.fill('');
    await input.focus();
    await page.keyboard.insertText('99');
    await expectRefused(page, text.tooHigh, '99');

    // Zero, below 1 %, above 95 %, too many decimals, not a number.
    for (const [typed, message] of [['0', text.tooLow], ['0,99', text.tooLow], ['95,01', text.tooHigh], ['49,555', text.precision], ['1e2', text.format], ['', text.format]] as const) {
      await input.fill(typed);
      await expectRefused(page, message, typed);
    }
    // A click on the disabled buttons sends nothing.
    await page.getByTestId('dice-less').click({ force: true });
    await page.getByTestId('dice-more').click({ force: true });
    expect(sent, 'no bet while the chance is invalid').toEqual([]);

    // A decimal comma and a decimal point are both fine; leaving the field shows the page's own separator.
    for (const typed of ['49,5', '49.5']) {
      await input.fill(typed);
      await expect(page.getByTestId('dice-chance-error')).toHaveCount(0);
      await expect(page.getByTestId('dice-coefficient')).toHaveText(lang === 'ru' ? '×2,00' : '×2.00');
      await input.blur();
      await expect(input).toHaveValue(lang === 'ru' ? '49,50' : '49.50');
    }

    // The bet goes at exactly the chance shown.
    await input.fill(lang === 'ru' ? '33,33' : '33.33');
    await expect(page.getByTestId('dice-less')).toBeEnabled();
    await page.getByTestId('dice-less').click();
    await expect(page.getByTestId('dice-result-status')).toHaveAttribute('data-state', /^(win|loss)$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.chance).toBe(33.33);
    await expect(input).toHaveValue(lang === 'ru' ? '33,33' : '33.33');
  });
}
