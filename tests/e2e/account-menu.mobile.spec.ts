import { expect, test } from './fixtures';

// On a phone the account pages show their own content first; the customer menu waits behind a
// button above it and opens as a drawer.

test.use({ viewport: { width: 390, height: 844 } });

test('a phone shows the page before the menu, which opens from its button and closes with Escape', async ({ page, member: _ }) => {
  await page.goto('/customer/address');
  const heading = page.getByRole('heading', { level: 1, name: 'Adreslerim' });
  const menu = page.getByRole('navigation', { name: 'Hesap menüsü' });
  const button = page.getByRole('button', { name: 'Hesap menüsü' });

  await test.step('the heading comes first, the menu is closed', async () => {
    await expect(heading).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('main').locator('h1, nav').first()).toHaveText('Adreslerim');
    await expect(page.getByRole('button', { name: 'Yeni adres ekle' })).toBeInViewport();
  });

  await test.step('the button opens the menu, the current page marked', async () => {
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Adreslerim' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('Escape closes it', async () => {
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await test.step('a menu link leads to its page', async () => {
    await button.click();
    await menu.getByRole('link', { name: 'Üyelik bilgilerim' }).click();
    await expect(page).toHaveURL(/\/customer\/info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Üyelik bilgilerim' })).toBeVisible();
  });
});
