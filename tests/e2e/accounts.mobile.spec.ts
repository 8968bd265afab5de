import { expect, test } from '@playwright/test';

// The mobile route table: /customer is open, settings and communication preferences are screens.
test('mobile: sign in from the customer home, settings lead to communication preferences', async ({ page }) => {
  await page.goto('/customer');
  await page.getByRole('main').getByRole('link', { name: 'Giriş yap' }).click();
  await page.getByLabel('E-posta veya cep telefonu').fill('ayse@vitrin.example');
  await page.getByLabel('Şifre', { exact: true }).fill('Vitrin2024');
  await page.getByRole('main').getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/customer/settings');
  await page.getByRole('main').getByRole('link', { name: 'İletişim tercihlerim' }).click();
  await expect(page).toHaveURL(/\/customer\/communicationpreferences$/);
  const sms = page.getByLabel('SMS');
  const before = await sms.isChecked();
  await sms.setChecked(!before);
  await page.getByRole('button', { name: 'Tercihlerimi kaydet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tercihleriniz kaydedildi' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('SMS')).toBeChecked({ checked: !before });
});
