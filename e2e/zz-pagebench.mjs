// Loads pages in fresh contexts (as e2e tests do) with the given extra Chromium flags; the caller measures CPU.
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu', ...extra] });
const t0 = Date.now();
for (let round = 0; round < 4; round++) {
  for (const path of ['/', '/dice', '/x100', '/faq', '/en/mines', '/bonus']) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.goto(base + path, { waitUntil: 'load' });
    await page.getByTestId('open-login').waitFor();
    await page.waitForTimeout(1500);
    await ctx.close();
  }
}
await browser.close();
console.log('wall', Date.now() - t0);
