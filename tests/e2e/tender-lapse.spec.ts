import { fillBag, memberReadyToPay, payWords } from './checkout-support';
import { expect, islandsReady, post, test } from './fixtures';

// An instrument applied to one bag lapses when the bag changes (issue 31, item 2; the API suite
// covers the rule): the payment step tells the shopper it was removed, and the summary no longer
// counts it.

test.describe.configure({ timeout: 90_000 });

test('the payment step says the gift card was removed because the bag changed (tr)', async ({ page, member, baseURL }) => {
  expect(member.email).toContain('@');
  const w = payWords.tr;
  await memberReadyToPay(page, baseURL);
  expect((await post(page.request, '/cop-api/giftcard/balance', { GiftCardNo: '6000100000000001', GiftPin: '1234' })).Success).toBe(true);
  expect((await post(page.request, '/cop-api/giftcard/use', { amount: 10_000 })).Success).toBe(true);
  // One more piece of the same product: the bag the card was applied to is another now.
  await fillBag(page.request, baseURL, 1);
  await page.goto(`${w.prefix}/checkout/payment`);
  await islandsReady(page);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Sepetiniz değiştiği için şu ödeme kaldırıldı: Hediye kartı. Kullanmak için yeniden uygulayın.' }),
  ).toBeVisible();
  await expect(page.getByText('**** **** **** 0001')).toHaveCount(0);
});
