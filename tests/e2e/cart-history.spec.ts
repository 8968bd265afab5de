import { addAndRemove } from './cart-support';
import { expect, islandsReady, test } from './fixtures';

// Cart history pages by five on a desktop (six on a phone: cart.mobile.spec.ts), as docs/behaviour/bag.md#cart-history
// cart-history rows say (issue 24, item 16).

test('the recently removed list shows five pieces a page on a desktop', async ({ page }) => {
  await addAndRemove(page, 7);
  await page.goto('/en/cart');
  await islandsReady(page);
  await page.getByRole('tab', { name: 'Recently removed' }).click();
  await expect(page.getByRole('button', { name: /^Delete: / })).toHaveCount(5);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: /^Delete: / })).toHaveCount(2);
});
