import { expect, test } from '@playwright/test';
import { maintenanceURL } from '../../playwright.config';

test.describe('session, toasts and maintenance', () => {
  test('a stale signed-in flag on a visitor page logs out, clears the flag and reloads', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
    const logout = page.waitForRequest((request) => request.url().endsWith('/cop-api/customer/logout') && request.method() === 'POST');
    const reload = page.waitForEvent('load');
    await page.reload();
    const request = await logout;
    expect(request.headers().requestverificationtoken).toBeTruthy();
    await reload;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  });

  test('a failed call shows the global error toast, which closes on click and after 3 s', async ({ page }) => {
    await page.route('**/cop-api/customer/logout', (route) =>
      route.fulfill({ status: 500, json: { Success: false, Exception: { ErrorCode: 'E100' } } }),
    );
    await page.goto('/en/');
    await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
    await page.reload();
    const toast = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('An unexpected error occurred. Please check your request and try again.');
    // The toast settings (docs/behaviour/navigation-and-routes.md#toasts) as the shopper sees them:
    // 300 px wide, top right just under the header, clear of its icons (once it has slid in).
    const viewport = page.viewportSize()!;
    const header = page.getByRole('banner');
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        const under = (await header.boundingBox())!;
        return {
          width: box.width,
          right: Math.round(viewport.width - box.x - box.width),
          belowHeader: Math.round(box.y - under.y - under.height),
        };
      })
      .toEqual({ width: 300, right: 16, belowHeader: 16 });
    await toast.click();
    await expect(toast).toBeHidden();

    await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
    await page.reload();
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(toast).toBeHidden({ timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
  });

  test('in maintenance, an API answer with ErrorCode 5000 sends the browser to /maintenance', async ({ page }) => {
    await page.goto(`${maintenanceURL}/`);
    await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
    await page.reload();
    await expect(page).toHaveURL(`${maintenanceURL}/maintenance`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bakımdayız');
  });
});
