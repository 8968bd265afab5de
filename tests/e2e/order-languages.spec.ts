import { memberReadyToPay, payByApi } from './checkout-support';
import { expect, test } from './fixtures';

// An order placed in English shows its campaign in Turkish on the Turkish order page, and the other
// way round (issue 24, item 12a): the order keeps the campaign, not the words of the moment.

const language = { tr: 'Türkçe', en: 'English' } as const;
const campaign = { tr: '2.500 TL ve üzerine 250 TL indirim', en: '250 TL off orders of 2.500 TL or more' } as const;

for (const [placed, read] of [
  ['en', 'tr'],
  ['tr', 'en'],
] as const) {
  test(`placed in ${placed}, the ${read} order page names the campaign in ${read}`, async ({ page, member, baseURL }) => {
    expect(member.email).toContain('@');
    await page.goto(`/${placed}/`);
    await memberReadyToPay(page, baseURL);
    const number = await payByApi(page.request);
    await page.goto(`${placed === 'en' ? '/en' : ''}/customer/order?orderNumber=${number}`);
    await page.getByRole('link', { name: new RegExp(number) }).click();
    // The order's discount rows (its documents below repeat them, folded away).
    const discount = (name: string) => page.getByRole('term').filter({ hasText: name });
    await expect(discount(campaign[placed])).toBeVisible();
    // The shopper switches the page's language (the footer's switch).
    await page.getByRole('contentinfo').getByRole('link', { name: language[read] }).click();
    await expect(discount(campaign[read])).toBeVisible();
    await expect(discount(campaign[placed])).toHaveCount(0);
  });
}
