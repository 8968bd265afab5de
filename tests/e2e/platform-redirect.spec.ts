import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';

// After sign-in the shopper goes to the returnUrl, but only ever on this site: a tab, CR or LF
// that the browser drops on the way must not turn a path into another site's address.

const foreign = [
  // The form seen under attack: the tab is dropped and "//evil.example" remains.
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%5Cevil.example',
  '%09/evil.example',
];

for (const returnUrl of foreign) {
  test(`signing in with returnUrl=${returnUrl} ends on this site`, async ({ page }) => {
    // Were the browser sent away, it lands here instead of on the network.
    await page.context().route(
      (url) => url.hostname === 'evil.example',
      (route) => route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' }),
    );
    await page.goto(`/customer/login?returnUrl=${returnUrl}`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByLabel('E-posta veya cep telefonu').fill('ayse@vitrin.example');
    await page.getByLabel('Şifre', { exact: true }).fill('Vitrin2024');
    await page.getByRole('main').getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { name: 'evil', exact: true })).toHaveCount(0);
  });
}
