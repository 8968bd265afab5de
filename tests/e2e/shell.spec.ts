import { expect, test } from '@playwright/test';

test.describe('storefront shell', () => {
  test('serves the Turkish home at / and the English one at /en/', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni sezon vitrinde');
    await expect(page.getByRole('search').getByLabel('Ürün, marka veya kategori ara')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The new season is here');
  });

  test('the language switch changes the language and keeps the path', async ({ page }) => {
    await page.goto('/campaigns?page=2');
    await page.getByRole('link', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/en\/campaigns\?page=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-TR');
    // The cookie now says English: the Turkish address redirects to the English one.
    await page.goto('/campaigns');
    await expect(page).toHaveURL(/\/en\/campaigns$/);
    await page.getByRole('link', { name: 'Türkçeye geç' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/campaigns$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
  });

  test('an unknown path shows the not-found page in the shopper language', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('an auth route sends a visitor to login with the returnUrl', async ({ page }) => {
    await page.goto('/customer/order?orderId=12');
    expect(new URL(page.url()).pathname).toBe('/customer/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/customer/order?orderId=12');
  });

  test('pages pass their content security policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await page.goto('/en/no-such-page');
    await page.goto('/maintenance');
    await expect(page.locator('toast-region')).toBeAttached();
    expect(violations).toEqual([]);
  });
});
