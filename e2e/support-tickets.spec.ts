import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';
import { expect, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { signUp } from './support/session.ts';
import { signInThroughModal } from './support/staff.ts';

/**
 * Support tickets (issue 14): a player opens a ticket with an image, an agent
 * (the bootstrap admin) answers in the back office, the player sees the answer
 * and the header badge without reloading, and closes the ticket. The client
 * says the spec's attachment messages before uploading. The image shows as
 * a thumbnail (fetched with the session's token into a blob: URL) on both
 * sides and opens in a lightbox; a PDF stays a download chip. Screenshots of
 * /support at 1280 and 390 px (the chat with the thumbnail, the lightbox) and
 * of the agent's ticket go to e2e/artifacts/support-*.png.
 */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const PNG = gradientPng(320, 200);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A 320×200 PNG (a violet gradient with a gold disc), so the thumbnail's crop and the lightbox show something. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  const pixels = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      const disc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 3) ** 2;
      pixels.set(disc ? [251, 191, 36] : [Math.round(40 + (100 * x) / width), Math.round(30 + (62 * y) / height), 180], at);
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The thumbnail in `scope` is drawn from a blob: URL (fetched with the session's token) and has really decoded. */
async function expectThumbnail(scope: Locator): Promise<void> {
  await scope.scrollIntoViewIfNeeded();
  await expect(scope).toHaveAttribute('data-state', 'ready');
  const img = scope.getByTestId('attachment-thumb-img');
  await expect(img).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(320);
  await expect(scope.getByTestId('attachment-thumb-download')).toHaveAttribute('download', '4.png');
}

test('a ticket with an image, an answer from the back office seen live, then closed', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page.context(), { login: uniqueLogin('sup') });
  await page.goto('/en/');
  await page.getByTestId('nav-support').click();
  await expect(page).toHaveURL(/\/en\/support$/);
  await expect(page.getByTestId('support-empty')).toContainText('Select a ticket on the left or create a new one.');
  await expect(page.getByTestId('support-no-tickets')).toBeVisible();

  await page.getByTestId('support-new').click();
  await expect(page).toHaveURL(/\/en\/support\/create$/);
  // The browser says what the server would, before uploading anything.
  await page.getByTestId('support-submit').click();
  await expect(page.getByTestId('support-create')).toContainText('Enter a subject');
  const files = page.getByTestId('support-files-input');
  await files.setInputFiles([1, 2, 3, 4].map((i) => ({ name: `${i}.png`, mimeType: 'image/png', buffer: PNG })));
  await page.getByTestId('support-subject').fill('Deposit not credited');
  await page.getByTestId('support-message').fill('I paid by card and the money did not arrive.');
  await page.getByTestId('support-submit').click();
  await expect(page.getByTestId('support-create')).toContainText('Maximum of 3 files allowed');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: /^Remove file/ }).first().click();
  await files.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') }]);
  await page.getByTestId('support-submit').click();
  await expect(page.getByTestId('support-create')).toContainText('Only images and PDF format are allowed');
  await page.getByRole('button', { name: /^Remove file notes\.txt/ }).click();
  await page.getByTestId('support-submit').click();

  await expect(page).toHaveURL(/\/en\/support\/\d+$/);
  const ticketId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('support-message')).toHaveCount(1);
  // The image is a thumbnail, not a chip; a click opens it whole, Escape closes it.
  const thumb = page.getByTestId('support-attachment-thumb');
  await expect(thumb).toContainText('4.png');
  await expect(page.getByTestId('support-attachment')).toHaveCount(0);
  await expectThumbnail(thumb);
  await expect(page.getByTestId('support-chat').getByTestId('ticket-status')).toHaveText('New');
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'support-en-desktop.png'), fullPage: true });
  await thumb.getByRole('button', { name: 'Open image 4.png' }).click();
  const lightbox = page.getByRole('dialog', { name: '4.png' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img', { name: '4.png' })).toHaveAttribute('src', /^blob:/);
  await expect(lightbox.getByRole('link', { name: 'Download' })).toHaveAttribute('download', '4.png');
  await expect(lightbox.getByRole('button', { name: 'Close the image' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // The agent, in another browser: the queue, the ticket, a canned reply, the answer.
  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await agent.goto('/en/admin/tickets');
  await signInThroughModal(agent);
  await expect(agent).toHaveURL(/\/en\/admin\/tickets$/);
  await agent.getByTestId('canned-title').fill(`Greeting ${ticketId}`);
  await agent.getByTestId('canned-body').fill('Hello! We are checking your payment.');
  await agent.getByTestId('canned-add').click();
  await expect(agent.getByTestId('canned-reply').filter({ hasText: `Greeting ${ticketId}` })).toBeVisible();
  await agent.locator(`[data-ticket="${ticketId}"] .bo-ticket__link`).click();
  await expect(agent.getByTestId('ticket-messages')).toContainText('I paid by card');
  // The agent sees the player's image as a thumbnail too, and opens it.
  const agentThumb = agent.getByTestId('ticket-file-thumb');
  await expectThumbnail(agentThumb);
  await agentThumb.getByRole('button', { name: 'Open image 4.png' }).click();
  const agentLightbox = agent.getByRole('dialog', { name: '4.png' });
  await expect(agentLightbox).toBeVisible();
  await expect(agentLightbox.getByRole('img', { name: '4.png' })).toHaveJSProperty('complete', true);
  await agentLightbox.getByRole('button', { name: 'Close the image' }).click();
  await expect(agentLightbox).toBeHidden();
  if (SCREENSHOTS) await agent.screenshot({ path: path.join(ARTIFACTS, 'support-agent-ticket.png'), fullPage: true });
  await agent.getByTestId('ticket-canned').selectOption({ label: `Greeting ${ticketId}` });
  await expect(agent.getByTestId('ticket-reply-message')).toHaveValue('Hello! We are checking your payment.');
  await agent.getByTestId('ticket-reply-files-input').setInputFiles([{ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await agent.getByTestId('ticket-send').click();
  await expect(agent.getByTestId('ticket-message')).toHaveCount(2);
  // A PDF is no image: it stays a download button.
  await expect(agent.getByTestId('ticket-file')).toHaveText('receipt.pdf');
  await expect(agent.getByTestId('ticket-file')).toHaveAttribute('data-type', 'application/pdf');

  // The player sees it without reloading: the chat, the status, the toast.
  await expect(page.getByTestId('support-message')).toHaveCount(2);
  await expect(page.getByTestId('support-message').last()).toHaveAttribute('data-author', 'agent');
  await expect(page.getByTestId('support-attachment')).toHaveText('receipt.pdf');
  await expect(page.getByTestId('support-attachment')).toHaveAttribute('data-type', 'application/pdf');
  await expect(page.getByTestId('support-attachment').locator('svg[data-icon="pdf"]')).toHaveCount(1);
  await expect(page.getByTestId('support-chat').getByTestId('ticket-status')).toHaveText('In progress');
  await expect(page.getByText(`Support replied to your ticket “Deposit not credited”`)).toBeVisible();

  // Elsewhere on the site, a second answer shows as the header badge.
  await page.goto('/en/dice');
  await expect(page.getByTestId('nav-support')).toBeVisible();
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
  await agent.getByTestId('ticket-reply-message').fill('Found it, crediting now.');
  await agent.getByTestId('ticket-send').click();
  await expect(page.getByTestId('support-unread')).toHaveText('1');
  await page.getByTestId('nav-support').click();
  await page.getByTestId('support-list-item').first().click();
  await expect(page.getByTestId('support-message')).toHaveCount(3);
  await expect(page.getByTestId('support-unread')).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('support-close').click();
  await expect(page.getByTestId('support-closed-note')).toBeVisible();
  await expect(page.getByTestId('support-chat').getByTestId('ticket-status')).toHaveText('Closed');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/support');
  await expect(page.getByTestId('support-list')).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'support-ru-390.png'), fullPage: true });
  await page.getByTestId('support-list-item').first().click();
  await expect(page.getByTestId('support-back')).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'support-ru-390-chat.png'), fullPage: true });
  // The thumbnail in a phone's chat, in Russian, and its lightbox.
  const phoneThumb = page.getByTestId('support-attachment-thumb');
  await expectThumbnail(phoneThumb);
  const box = await phoneThumb.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'support-ru-390-thumb.png') });
  await phoneThumb.getByRole('button', { name: 'Открыть изображение 4.png' }).click();
  const phoneLightbox = page.getByRole('dialog', { name: '4.png' });
  await expect(phoneLightbox).toBeVisible();
  await expect(phoneLightbox.getByRole('link', { name: 'Скачать' })).toBeVisible();
  await phoneLightbox.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const shown = await phoneLightbox.getByRole('img', { name: '4.png' }).boundingBox();
  expect(shown && shown.x >= 0 && shown.x + shown.width <= 390).toBe(true);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'support-ru-390-lightbox.png') });
  await phoneLightbox.getByRole('button', { name: 'Закрыть просмотр' }).click();
  await expect(phoneLightbox).toBeHidden();
  await agentContext.close();
});
