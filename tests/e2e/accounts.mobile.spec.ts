import { expect, test } from './fixtures';

// The mobile route table: /customer is open, settings and communication preferences are screens.
test('mobile: sign in from the customer home, settings lead to communication preferences', async ({ page, registered }) => {
  await test.step('sign in from the customer home', async () => {
    await page.goto('/customer');
    await page.getByRole('main').getByRole('link', { name: 'Giriş yap' }).click();
    await page.getByLabel('E-posta veya cep telefonu').fill(registered.email);
    await page.getByLabel('Şifre', { exact: true }).fill(registered.password);
    await page.getByRole('main').getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(/\/$/);
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
});
