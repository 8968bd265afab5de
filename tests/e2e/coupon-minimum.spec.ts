import { formatPrice } from '../../src/lib/platform/money/format';
import { candlesUnderMinimum } from '../support/promoted-bag';
import { sameShopperCall } from './cart-support';
import { expect, islandsReady, test, journeyLanguages } from './fixtures';

// HOSGELDIN (150 TL off 1,000 TL or more) on a bag of 1,000 TL or more that is under 1,000 TL after
// its promotion (candles, 100 TL off each in the bag): the bag says how much more it needs, next to the
// code field, in English.

const candles = candlesUnderMinimum(100_000);

const words = {
  tr: {
    prefix: '',
    code: 'Kupon kodu',
    apply: 'Uygula',
    missing: (amount: string) => `Bu kuponu kullanmak için kupona dahil ürünlerden ${amount} daha eklemelisiniz`,
  },
  en: { prefix: '/en', code: 'Coupon code', apply: 'Apply', missing: (amount: string) => `Add ${amount} more in eligible pieces` },
} as const;

for (const lang of journeyLanguages('en')) {
  test(`a coupon's minimum not met after the bag's promotion says how much more is needed (${lang})`, async ({ page }) => {
    const w = words[lang];
    await page.goto(`${w.prefix}/cart`);
    await sameShopperCall(page, 'POST', '/cop-api/cart/add', candles);
    const summary = (await (await page.request.get('/cop-api/cart/summary')).json()).Result;
    const missing = 100_000 - (summary.LinesTotal - summary.TotalDiscountAmount);
    expect(summary.LinesTotal).toBeGreaterThanOrEqual(100_000);
    expect(missing).toBeGreaterThan(0);
    await page.reload();
    await islandsReady(page);
    const field = page.getByLabel(w.code);
    await field.fill('HOSGELDIN');
    await page.getByRole('button', { name: w.apply, exact: true }).click();
    await expect(field).toHaveAccessibleDescription(new RegExp(`${w.missing(formatPrice(missing)).replace(/[.()]/g, '\\$&')}`));
    await expect(page.getByRole('status').getByText(w.missing(formatPrice(missing)))).toBeVisible();
  });
}
