import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';

// After sign-in the shopper goes to the returnUrl, but only ever on this site: a tab, CR or LF
// that the browser drops on the way must not turn a path into another site's address. The journey
// takes the form seen under attack (the tab dropped, "//evil.example" left); every other such form,
// decoded as the sign-in page reads it, is safeReturnUrl's (src/lib/platform/routing/guard.test.ts).
const returnUrl = '/%09/evil.example';

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
