import { expect, test } from '@playwright/test';

test.describe('mobile shell', () => {
  test('header and bottom navigation show one cart count from one store', async ({ page }) => {
    let calls = 0;
    // The home page is kept for everyone: its personal bits, the bag's count among them, come in one call after it.
    await page.route('**/cop-api/session/state', async (route) => {
      calls++;
      await route.fulfill({ json: { Success: true, Result: { IsLoggedIn: false, Token: 'token', CartItemCount: 3 } } });
    });
    // …not apart.
    let countCalls = 0;
    await page.route('**/cop-api/cart/item-count', (route) => {
      countCalls++;
      return route.continue();
    });
    // A visitor with a session (the state is only asked for then).
    await page.request.get('/cop-api/session');
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Alt menü' });
    await expect(bottom.getByRole('link', { name: /Sepet/ })).toContainText('3');
    await expect(bottom.getByRole('link', { name: /Sepet/ }).locator('.badge')).toBeVisible();
    await expect(bottom.getByText('Sepetinizde 3 ürün var')).toBeAttached();
    await expect(page.getByRole('banner').getByText('Sepetinizde 3 ürün var')).toBeAttached();
    expect([calls, countCalls]).toEqual([1, 0]);
  });

  test('the bottom navigation has home, categories, cart, favourites and account', async ({ page }) => {
    await page.goto('/en/');
    const nav = page.getByRole('navigation', { name: 'Bottom menu' });
    // An empty cart and no favourites show no count bubble.
    await expect(nav.locator('.badge:visible')).toHaveCount(0);
    for (const name of ['Home', 'Categories', 'Bag', 'Favourites', 'Account']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await nav.getByRole('link', { name: /^Account/ }).click();
    // /customer is the open customer home in the mobile table: no redirect to login.
    await expect(page).toHaveURL(/\/en\/customer$/);
  });

  test('every bottom navigation target is at least 44 px and the current one is marked', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Alt menü' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(5);
    const labels: number[] = [];
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      labels.push((await link.locator('.bottom-nav-label').boundingBox())!.y);
    }
    // The five labels sit level: the bag's and the heart's count add nothing to their tab's height.
    expect(new Set(labels).size).toBe(1);
    await expect(nav.getByRole('link', { name: 'Ana sayfa' })).toHaveAttribute('aria-current', 'page');
    // The page keeps room for the bar: the footer's last line ends above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const legal = (await page.getByText('Fiyatlara KDV dahildir.', { exact: false }).boundingBox())!;
    const bar = (await nav.boundingBox())!;
    expect(legal.y + legal.height).toBeLessThanOrEqual(bar.y);
  });

  test('the menu drawer holds the departments and the language switch; Escape returns focus', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Menü' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    // It opens at its first department, not at its ✕.
    await expect(drawer.locator('summary').first()).toBeFocused();
    await drawer.getByText('Erkek', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Gömlek' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-TR');
    await page.getByRole('button', { name: 'Menu' }).click();
    const english = page.getByRole('dialog', { name: 'Menu' });
    await expect(english.getByRole('link', { name: 'Türkçeye geç' })).toBeVisible();
    await english.getByRole('button', { name: 'Close menu' }).click();
    await expect(english).toBeHidden();
  });

  test('the search icon opens the search field, which searches', async ({ page }) => {
    await page.goto('/en/');
    const box = page.getByRole('combobox', { name: 'Search for products, brands or categories' });
    await expect(box).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Open search' }).click();
    await expect(box).toBeFocused();
    await box.fill('silk');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “silk”');
  });
});
