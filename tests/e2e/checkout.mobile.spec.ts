import { CARDS, memberReadyToPay, payWords, typeCard } from './checkout-support';
import { expect, islandsReady, test } from './fixtures';

// The payment step on a phone: the total and the pay button sit in a bar fixed to the bottom.

test('a member pays from the bar fixed to the bottom of a phone', async ({ page, member, baseURL }) => {
  test.setTimeout(60_000);
  expect(member.email).toContain('@');
  const w = payWords.tr;
  await memberReadyToPay(page, baseURL);
  await page.goto('/checkout/payment');
  await islandsReady(page);
  await typeCard(page, w, CARDS.direct);
  const pay = page.getByRole('button', { name: w.pay });
  await expect(pay).toHaveCount(1);
  const box = await pay.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 80);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/orderreceived\?orderNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
});
