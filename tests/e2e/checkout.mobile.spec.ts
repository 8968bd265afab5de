import type { Page } from '@playwright/test';
import { CARDS, checkoutHeaderHeight, linesOf, memberReadyToPay, payWords, stepBarEdges, typeCard } from './checkout-support';
import { expect, islandsReady, test } from './fixtures';

// The payment step on a phone: the total and the pay button sit in a bar fixed to the bottom. On the
// narrow phones (360 and 390 px) in both languages the bar's button and amount each stay on one line
// (the amount never leaves its TL behind), and the step bar and the header's way back keep the
// page's gutter and one line.

/** The widths of the phones the layout is checked on. */
const PHONES = [360, 390] as const;

/** The step bar inside the page's gutter, at each phone width (the one the page is at last). */
async function stepBarInGutter(page: Page): Promise<void> {
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 780 });
    const edges = await stepBarEdges(page);
    expect(edges.left, `${width} px`).toBeGreaterThanOrEqual(edges.gutter - 0.5);
    expect(edges.right, `${width} px`).toBeGreaterThanOrEqual(edges.gutter - 0.5);
    expect(await linesOf(page.locator('.checkout-back')), `${width} px`).toBe(1);
  }
}

/** The bar's amount and its button's words each on one line, at each phone width. */
async function payBarOnOneLine(page: Page): Promise<void> {
  const bar = page.locator('.checkout-paybar');
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 780 });
    expect(await linesOf(bar.locator('.checkout-paybar-total strong')), `amount at ${width} px`).toBe(1);
    expect(await linesOf(bar.locator('.checkout-action-label')), `button at ${width} px`).toBe(1);
  }
}

test('a member pays from the bar fixed to the bottom of a phone', async ({ page, member, baseURL }) => {
  test.setTimeout(60_000);
  expect(member.email).toContain('@');
  const w = payWords.tr;
  await memberReadyToPay(page, baseURL);
  // The header, step bar and all, is as tall on payment as on delivery: nothing jumps between the steps.
  await page.goto('/checkout/address');
  const deliveryHeader = await checkoutHeaderHeight(page);
  // The English words are the longer: the bar in English first ("Pay now" beside its amount).
  await page.goto(`${payWords.en.prefix}/checkout/payment`);
  await islandsReady(page);
  await payBarOnOneLine(page);
  await stepBarInGutter(page);
  await page.setViewportSize({ width: 412, height: 915 });

  await page.goto('/checkout/payment');
  await islandsReady(page);
  expect(await checkoutHeaderHeight(page)).toBe(deliveryHeader);
  await typeCard(page, w, CARDS.direct);
  const pay = page.getByRole('button', { name: w.pay });
  await expect(pay).toHaveCount(1);
  // The button names what it pays (the amount is in its name), and shows it beside it, not inside.
  await expect(pay).toHaveAccessibleName(/^Öde · [\d.]+,\d\d TL$/);
  await payBarOnOneLine(page);
  await stepBarInGutter(page);
  const box = await pay.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 80);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/orderreceived\?orderNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
  // The confirmation's way back to the store, on one line beside the wordmark, in both languages.
  await stepBarInGutter(page);
  // In English, by the language switch, as a shopper changes it.
  await page.goto(`${page.url()}&LanguageId=2`);
  await expect(page.getByRole('heading', { level: 1, name: payWords.en.thanks })).toBeVisible();
  await stepBarInGutter(page);
});
