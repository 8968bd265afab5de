import { addAndRemove, demoProduct, sameShopperCall } from './cart-support';
import { expect, islandsReady, test } from './fixtures';

// The bag on a phone: the summary's total and checkout stay in reach in a bar above the bottom
// navigation, and a guest's checkout starts at sign-in (or as a guest) with the way back kept.

test('a phone keeps the total and checkout in a bar; a guest signs in first', async ({ page, baseURL }) => {
  const product = await demoProduct(baseURL);
  const [a] = product.sizes;
  await sameShopperCall(page, 'POST', '/cop-api/cart/add', { productId: product.productId, variantId: a.id, quantity: 1 });
  await page.goto('/en/cart');
  await islandsReady(page);
  const checkout = page.getByRole('link', { name: 'Proceed to checkout' });
  await expect(checkout.last()).toBeInViewport();
  await expect(checkout.last()).toHaveAttribute('href', `/en/customer/login?returnUrl=${encodeURIComponent('/en/checkout/address')}`);
  await expect(page.getByRole('link', { name: 'Check out as a guest' })).toHaveAttribute(
    'href',
    '/en/checkout/address?isGuestCheckout=True',
  );
  // The line's picture fills its frame: no empty block under it on a tall line.
  const frame = page.locator('.cart-line-picture').first();
  const [frameBox, pictureBox] = [await frame.boundingBox(), await frame.locator('img').boundingBox()];
  expect(Math.abs(frameBox!.height - pictureBox!.height)).toBeLessThan(1);
});

test('the recently removed list shows six pieces a page on a phone', async ({ page }) => {
  await addAndRemove(page, 7);
  await page.goto('/en/cart');
  await islandsReady(page);
  await page.getByRole('tab', { name: 'Recently removed' }).click();
  await expect(page.getByRole('button', { name: /^Delete: / })).toHaveCount(6);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: /^Delete: / })).toHaveCount(1);
});
