import { expect, test, type Page } from '@playwright/test';
import { journeyEntries } from './fixtures';

// A shopper narrows a listing: applied filters show as chips that each remove one filter; on a
// phone the filters and the sort live in a drawer, opened and closed from the keyboard.
const texts = {
  tr: {
    prefix: '',
    chips: 'Uygulanan filtreler',
    removeSize: 'Filtreyi kaldır: M',
    removeBrand: 'Filtreyi kaldır: Beaumarché',
    clearAll: 'Tümünü temizle',
    drawer: 'Filtrele ve sırala',
    close: 'Filtreleri kapat',
    apply: 'Uygula',
    size: 'Beden',
    priceAsc: 'Artan fiyat',
    sort: 'Sıralama:',
    count: /\d+ ürün/,
  },
  en: {
    prefix: '/en',
    chips: 'Applied filters',
    removeSize: 'Remove filter: M',
    removeBrand: 'Remove filter: Beaumarché',
    clearAll: 'Clear all',
    drawer: 'Filter and sort',
    close: 'Close filters',
    apply: 'Apply',
    size: 'Size',
    priceAsc: 'Price: low to high',
    sort: 'Sort by:',
    count: /\d+ products?/,
  },
};

async function resultCount(page: Page, pattern: RegExp): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: pattern }).first().textContent();
  return Number(/\d+/.exec(text ?? '')![0]);
}

for (const [lang, t] of journeyEntries(texts, 'en')) {
  test(`applied filters are chips, each removing its own filter (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/categories/kadin-elbise?brand=beaumarche&size=M`);
    const chips = page.getByRole('list', { name: t.chips });
    await expect(chips.getByRole('link')).toHaveCount(2);
    const narrow = await resultCount(page, t.count);

    await chips.getByRole('link', { name: t.removeSize }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/categories/kadin-elbise\\?brand=beaumarche$`));
    await expect(page.getByRole('list', { name: t.chips }).getByRole('link')).toHaveCount(1);
    expect(await resultCount(page, t.count)).toBeGreaterThanOrEqual(narrow);

    await page.getByRole('link', { name: t.clearAll }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/categories/kadin-elbise$`));
    await expect(page.getByRole('list', { name: t.chips })).toHaveCount(0);
  });

  test(`sorting is a link at the top right that keeps the filters (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/categories/kadin?size=M`);
    await page.locator('summary', { hasText: t.sort }).click();
    await page.getByRole('link', { name: t.priceAsc }).click();
    await expect(page).toHaveURL(/\?size=M&sort=price-asc$/);
    await expect(page.getByRole('navigation', { name: lang === 'tr' ? 'Sayfalar' : 'Pages' }).locator('a[rel="next"]')).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const [lang, t] of journeyEntries(texts, 'tr')) {
    test(`the filter and sort drawer opens and closes from the keyboard (${lang})`, async ({ page }) => {
      await page.goto(`${t.prefix}/categories/kadin-elbise`);
      const opener = page.getByRole('button', { name: t.drawer });
      // The form waits in the page for the drawer; it is not shown beside the products.
      await expect(page.getByRole('button', { name: t.apply })).toBeHidden();

      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: t.drawer });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: t.apply })).toBeVisible();
      // It opens at the chosen sort, where the keyboard enters the form, not at its ✕.
      await expect(drawer.getByRole('radio', { checked: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      // Space opens it as it would a button; a filter chosen there narrows the listing.
      await page.keyboard.press(' ');
      await expect(drawer).toBeVisible();
      await drawer.locator('summary').getByText(t.size, { exact: true }).click();
      await drawer.getByRole('checkbox', { name: 'M', exact: true }).check();
      await drawer.getByRole('button', { name: t.apply }).click();
      await expect(page).toHaveURL(/\?size=M$/);
      await expect(page.getByRole('list', { name: t.chips }).getByRole('link')).toHaveCount(1);

      await page.getByRole('button', { name: t.drawer }).click();
      await page.getByRole('dialog', { name: t.drawer }).getByRole('button', { name: t.close }).click();
      await expect(page.getByRole('dialog', { name: t.drawer })).toBeHidden();
    });
  }
});
