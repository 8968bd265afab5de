import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4440';
const out = '/tmp/favshots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const sizes = { desk: { width: 1440, height: 1000 }, phone: { width: 390, height: 844 } };
async function ctx(size) {
  return browser.newContext({ viewport: sizes[size], deviceScaleFactor: 1, isMobile: size === 'phone', hasTouch: size === 'phone' });
}
const which = process.argv[2] ?? 'all';
// A guest with hearts on a listing, then the filled favourites page.
for (const lang of ['tr', 'en']) {
  for (const size of ['desk', 'phone']) {
    const pre = lang === 'en' ? '/en' : '';
    const c = await ctx(size);
    const page = await c.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.goto(`${base}${pre}/favorites`);
    await page.screenshot({ path: `${out}/empty-guest-${lang}-${size}.png`, fullPage: true });
    await page.goto(`${base}${pre}/categories/kadin`);
    const hearts = page.locator('favourite-heart button');
    await hearts.first().waitFor();
    await page.waitForFunction(() => !document.querySelector('favourite-heart button[disabled]'));
    for (let i = 0; i < 7; i++) await hearts.nth(i).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/listing-guest-${lang}-${size}.png` });
    await page.goto(`${base}${pre}/favorites`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/filled-guest-${lang}-${size}.png`, fullPage: true });
    await c.close();
  }
}
await browser.close();
