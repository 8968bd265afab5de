import type { Locator, Page } from '@playwright/test';
import { demoProduct } from './cart-support';
import { apiCall, fillBag, memberReadyToPay } from './checkout-support';
import { expect, islandsReady, journeyLanguages, sweepLanguage, test } from './fixtures';

// The payment methods' and the bag's tab rows (issue 24, item 14): every label whole on one line,
// and a row too narrow for them scrolls with a fade at the edge that hides more, each tab
// scrolled into view when focused or opened.

const rows = {
  tr: { prefix: '', pay: 'Ödeme yöntemleri', bag: 'Sepet bölümleri', history: 'Son çıkarılanlar' },
  en: { prefix: '/en', pay: 'Payment methods', bag: 'Bag sections', history: 'Recently removed' },
} as const;

/** Each tab's label is whole: not cut inside its button, no ellipsis, on one line. */
async function labelsWhole(row: Locator): Promise<void> {
  const tabs = await row.getByRole('tab').all();
  expect(tabs.length).toBeGreaterThan(1);
  for (const tab of tabs) {
    const name = (await tab.textContent()) ?? '';
    const label = await tab.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return {
        fits: button.scrollWidth <= button.clientWidth,
        ellipsis: getComputedStyle(button).textOverflow === 'ellipsis',
        lines: lines.size,
      };
    });
    expect(label, name).toEqual({ fits: true, ellipsis: false, lines: 1 });
  }
}

/** A row that hides tabs past its edge fades there; at rest, with nothing hidden, it does not. */
async function edgesShowMore(row: Locator): Promise<void> {
  const state = await row.evaluate((list) => ({
    hidden: list.scrollWidth > list.clientWidth + 1,
    mask: getComputedStyle(list).maskImage,
  }));
  if (state.hidden) expect(state.mask, 'the row fades where tabs are hidden').toContain('gradient');
}

/** Every tab comes fully into view when the keyboard reaches it (arrows move along the row). */
async function everyTabReachable(page: Page, row: Locator): Promise<void> {
  const tabs = await row.getByRole('tab').all();
  await row.getByRole('tab', { selected: true }).focus();
  const start = await row.getByRole('tab').evaluateAll((all) => all.findIndex((t) => t.getAttribute('aria-selected') === 'true'));
  for (let i = 0; i < tabs.length; i++) {
    const tab = tabs[(start + i) % tabs.length]!;
    await expect(tab).toBeFocused();
    // Whole, give or take a fraction of a pixel (a row's width is rarely a whole number of pixels).
    await expect(tab).toBeInViewport({ ratio: 0.99 });
    await edgesShowMore(row);
    await page.keyboard.press('ArrowRight');
  }
}

/**
 * The checks for the viewport the spec file sets (desktop 1280 wide, a phone 390 wide); `payFits`:
 * the five payment methods fit that width without scrolling.
 */
export function tabRowSuite(viewport: { width: number; height: number }, payFits: boolean): void {
  test.use({ viewport });
  // The desktop in Turkish, the phone in English, as the sweeps.
  for (const lang of journeyLanguages(sweepLanguage(viewport.width < 600))) {
    const w = rows[lang];
    test(`the payment methods' tabs are whole and reachable (${lang})`, async ({ page, member, baseURL }, info) => {
      test.setTimeout(60_000);
      expect(member.email).toContain('@');
      await memberReadyToPay(page, baseURL);
      await page.goto(`${w.prefix}/checkout/payment`);
      await islandsReady(page);
      const row = page.getByRole('tablist', { name: w.pay });
      await row.screenshot({ path: info.outputPath(`pay-${lang}.png`) });
      await labelsWhole(row);
      if (payFits) expect(await row.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
      await edgesShowMore(row);
      await everyTabReachable(page, row);
    });

    test(`the bag's tabs are whole and reachable (${lang})`, async ({ page, member, baseURL }, info) => {
      expect(member.email).toContain('@');
      // Counts on two tabs, as a shopper with a bag and a favourite sees them: the longest labels.
      await fillBag(page.request, baseURL, 2);
      const product = await demoProduct(baseURL);
      const kept = await apiCall(page.request, 'POST', '/cop-api/favorites/add', {
        productId: product.productId,
        variantId: product.sizes[0].id,
      });
      expect(kept.Success, JSON.stringify(kept)).toBe(true);
      await page.goto(`${w.prefix}/cart?tab=history`);
      await islandsReady(page);
      const row = page.getByRole('tablist', { name: w.bag });
      await expect(row.getByRole('tab', { name: w.history })).toBeInViewport({ ratio: 0.99 });
      await page.goto(`${w.prefix}/cart`);
      await islandsReady(page);
      await row.screenshot({ path: info.outputPath(`bag-${lang}.png`) });
      await labelsWhole(row);
      await edgesShowMore(row);
      await everyTabReachable(page, row);
    });
  }
}
