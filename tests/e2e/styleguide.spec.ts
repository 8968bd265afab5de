import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

// The style guide's dialog is the store's dialog: opened by its button, the focus starting in its
// body and kept inside, Escape closes it and the focus returns to the opener. axe finds nothing
// serious on the page.
test.describe('style guide', () => {
  test('the modal opens from its button, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/en/dev/styleguide');
    const opener = page.getByRole('button', { name: 'Open the size guide' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    const confirm = dialog.getByRole('button', { name: 'Got it' });
    // The focus starts in the body (its one control), not on the ✕, and Tab cycles inside.
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the drawer closes from its own button and gives focus back', async ({ page }) => {
    await page.goto('/dev/styleguide');
    const opener = page.getByRole('button', { name: 'Filtreleri aç' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filtrele' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Kapat' }).click();
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('tabs move with the arrow keys', async ({ page }) => {
    await page.goto('/en/dev/styleguide');
    const first = page.getByRole('tab', { name: 'Details' });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Composition and care' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Composition and care' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  });

  for (const path of ['/dev/styleguide', '/en/dev/styleguide']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page, path)).toEqual([]);
    });
  }
});
