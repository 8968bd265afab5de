import { expect, test } from '@playwright/test';

test.describe('mobile shell', () => {
  test('header and bottom navigation show one cart count from one store', async ({ page }) => {
    let calls = 0;
    await page.route('**/cop-api/cart/item-count', async (route) => {
      calls++;
      await route.fulfill({ json: { Success: true, Result: { cartItemCount: 3 } } });
    });
    // A visitor with a session (the count is only asked for then).
    await page.request.get('/cop-api/session');
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Alt menü' });
    await expect(bottom.getByRole('link', { name: /Sepet/ })).toContainText('3');
    await expect(bottom.locator('.badge')).toBeVisible();
    await expect(bottom.getByText('Sepetinizde 3 ürün var')).toBeAttached();
    await expect(page.getByRole('banner').getByText('Sepetinizde 3 ürün var')).toBeAttached();
    expect(calls).toBe(1);
  });

  test('the bottom navigation has home, categories, cart, favourites and account', async ({ page }) => {
    await page.goto('/en/');
    const nav = page.getByRole('navigation', { name: 'Bottom menu' });
    // An empty cart shows no count bubble.
    await expect(nav.locator('.badge')).toBeHidden();
    for (const name of ['Home', 'Categories', 'Bag', 'Favourites', 'Account']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await nav.getByRole('link', { name: /^Account/ }).click();
    // /customer is the open customer home in the mobile table: no redirect to login.
    await expect(page).toHaveURL(/\/en\/customer$/);
  });
});
