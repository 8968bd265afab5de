import { formatPrice } from '../../src/lib/platform/money/format';
import { COUPON } from './cart-support';
import { apiCall, fillBag, memberReadyToPay } from './checkout-support';
import { expect, islandsReady, test } from './fixtures';

// The payment page's coupons panel is the bag's coupon area: a code applied there (Enter in the field
// applies it and does not submit the payment) shows in the summary and the pay button's amount, and
// comes off again.

test('a member applies a coupon on the payment page and takes it off; the summary and the pay button follow', async ({
  page,
  member,
  baseURL,
}) => {
  expect(member.email).toContain('@');
  await memberReadyToPay(page, baseURL);
  // The coupon wants a bag of 1,000 TL or more.
  const lines = (await apiCall<{ LinesTotal: number }>(page.request, 'GET', '/cop-api/cart/summary')).Result!.LinesTotal;
  if (lines < 100_000) await fillBag(page.request, baseURL, Math.ceil(100_000 / lines));
  const total = async () =>
    (await apiCall<{ TotalAmountToBePaid: number }>(page.request, 'GET', '/cop-api/cart/summary')).Result!.TotalAmountToBePaid;
  const before = await total();

  await page.goto('/en/checkout/payment');
  await islandsReady(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const payButton = (amount: number) => page.getByRole('button', { name: `Pay now · ${formatPrice(amount)}` });
  await expect(payButton(before)).toBeVisible();

  await page.locator('summary', { hasText: 'Use a coupon' }).click();
  const panel = page.locator('details[open]', { hasText: 'Use a coupon' });
  await panel.getByLabel('Coupon code', { exact: true }).fill(COUPON);
  await panel.getByLabel('Coupon code', { exact: true }).press('Enter');
  await expect(summary.getByText(`Coupon ${COUPON}`, { exact: true })).toBeVisible();
  const after = await total();
  expect(after).toBeLessThan(before);
  await expect(payButton(after)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout\/payment$/);
  // One form: the coupon area inside the payment form is not a form of its own.
  await expect(page.locator('#pay-form form')).toHaveCount(0);

  await panel.getByRole('button', { name: `Remove coupon ${COUPON}` }).click();
  await expect(summary.getByText(`Coupon ${COUPON}`, { exact: true })).toHaveCount(0);
  await expect(payButton(before)).toBeVisible();
});
