import { belowHeader, expect, islandsReady, test } from './fixtures';
import { addressWords } from './words';

// The mobile route table: /customer is open, settings and communication preferences are screens;
// the greeting and the signed-in account tab after sign-in, and the address dialog on a phone.
test('mobile: sign in from the customer home, settings lead to communication preferences', async ({ page, registered }) => {
  await test.step('sign in from the customer home', async () => {
    await page.goto('/customer');
    await page.getByRole('main').getByRole('link', { name: 'Giriş yap' }).click();
    await page.getByLabel('E-posta veya cep telefonu').fill(registered.email);
    await page.getByLabel('Şifre', { exact: true }).fill(registered.password);
    await page.getByRole('main').getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The kept home page: the greeting (under the header, clear of its icons) and the account tab's
    // signed-in dot are drawn by the browser.
    const greeting = page.getByRole('status').filter({ hasText: `Hoş geldiniz, ${registered.firstName}` });
    await expect(greeting).toBeVisible();
    await expect.poll(() => belowHeader(page, greeting)).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Hesabım' })).toHaveAttribute(
      'data-signed-in',
      '',
    );
  });

  await test.step('settings lead to communication preferences', async () => {
    await page.goto('/customer/settings');
    await page.getByRole('main').getByRole('link', { name: 'İletişim tercihlerim' }).click();
    await expect(page).toHaveURL(/\/customer\/communicationpreferences$/);
  });

  await test.step('a preference is saved and kept', async () => {
    await expect(page.getByLabel('SMS')).not.toBeChecked();
    await page.getByLabel('SMS').check();
    await page.getByRole('button', { name: 'Tercihlerimi kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tercihleriniz kaydedildi' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('SMS')).toBeChecked();
  });

  await test.step('the address dialog fills the screen with its ✕ at the top and its save button in view', async () => {
    const w = addressWords.tr;
    await page.goto('/customer/address');
    await islandsReady(page);
    await page.getByRole('button', { name: w.add }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni adres' });
    await expect(dialog.getByRole('button', { name: w.save })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: w.close })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: w.close }).click();
    await expect(dialog).toBeHidden();
  });
});
