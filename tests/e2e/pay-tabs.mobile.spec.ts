import { memberReadyToPay } from './checkout-support';
import { expect, islandsReady, test, journeyLanguages } from './fixtures';

// The payment methods on a 390 px phone (issue 31, item 4): the five tabs wrap into rows that fit
// the screen, so every method is seen without scrolling sideways, whole, and opens with a tap; the
// arrow keys still move along them as tabs. A visual comparison keeps their look.

const methods = {
  tr: {
    prefix: '',
    list: 'Ödeme yöntemleri',
    tabs: ['Kredi veya banka kartı', 'Hediye kartı', 'İade bakiye kartı', 'Dijital ödeme', 'Kayıtlı kartlarım'],
  },
  en: {
    prefix: '/en',
    list: 'Payment methods',
    tabs: ['Credit or debit card', 'Gift card', 'Return-balance card', 'Digital payment', 'Saved cards'],
  },
} as const;

for (const lang of journeyLanguages('en')) {
  const w = methods[lang];

  test(`every payment method is on the phone's screen and opens with a tap (${lang})`, async ({ page, member, baseURL }) => {
    test.setTimeout(60_000);
    expect(member.email).toContain('@');
    await memberReadyToPay(page, baseURL);
    await page.goto(`${w.prefix}/checkout/payment`);
    await islandsReady(page);
    const list = page.getByRole('tablist', { name: w.list });
    await expect(list.getByRole('tab')).toHaveCount(w.tabs.length);
    // Nothing hidden past the row's edge, nor past the screen's.
    expect(await list.evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const name of w.tabs) {
      const tab = list.getByRole('tab', { name, exact: true });
      // Whole on the screen where it is drawn, before any scrolling of the row.
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = await tab.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      // The label, capitals and all, is not cut inside its button.
      expect(await tab.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
      await tab.tap();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    }
    // Still tabs for the keyboard: the arrows move along the methods, wrapping round at the end.
    const last = list.getByRole('tab', { name: w.tabs.at(-1), exact: true });
    await last.focus();
    await page.keyboard.press('ArrowRight');
    const first = list.getByRole('tab', { name: w.tabs[0], exact: true });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(last).toBeFocused();
  });

  test(`the payment methods look as designed on a phone (${lang})`, async ({ page, member, baseURL }) => {
    test.setTimeout(60_000);
    expect(member.email).toContain('@');
    await memberReadyToPay(page, baseURL);
    await page.goto(`${w.prefix}/checkout/payment`);
    await islandsReady(page);
    await page.evaluate(() => document.fonts.ready);
    await expect(page.getByRole('tablist', { name: w.list })).toHaveScreenshot(`pay-tabs-${lang}.png`);
  });
}
