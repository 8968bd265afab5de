import { expect, test, type Page } from '@playwright/test';
import { journeyEntries } from './fixtures';

// A newcomer's first visit: home → category → filter → product → size, in Turkish.
const texts = {
  tr: {
    home: '/',
    women: 'Kadın',
    size: 'Beden',
    apply: 'Uygula',
    add: 'Sepete ekle',
    chooseSize: 'Lütfen bir beden seçin.',
    chooseSizeLegend: 'Beden seçin',
    seller: /Satıcı: /,
    count: /\d+ ürün/,
  },
  en: {
    home: '/en/',
    women: 'Women',
    size: 'Size',
    apply: 'Apply',
    add: 'Add to bag',
    chooseSize: 'Please choose a size.',
    chooseSizeLegend: 'Choose a size',
    seller: /Sold by /,
    count: /\d+ products?/,
  },
};

async function resultCount(page: Page, pattern: RegExp): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: pattern }).first().textContent();
  return Number(/\d+/.exec(text ?? '')![0]);
}

for (const [lang, t] of journeyEntries(texts, 'tr')) {
  test(`browse from home to a product and choose a size (${lang})`, async ({ page }) => {
    await page.goto(t.home);
    await page.locator('.home-departments').getByRole('link', { name: t.women }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.women);
    const before = await resultCount(page, t.count);

    // The size filter is folded away in a <details> until opened.
    await page.locator('summary').getByText(t.size, { exact: true }).click();
    await page.getByRole('checkbox', { name: 'M', exact: true }).check();
    await page.getByRole('button', { name: t.apply }).click();
    // The form's raw query (empty price boxes, default sort) lands on the one clean URL.
    await expect(page).toHaveURL(/\?size=M$/);
    await expect.poll(() => resultCount(page, t.count)).toBeLessThan(before);

    await page.getByRole('list', { name: t.women }).getByRole('link').first().click();
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    await expect(page.getByText(t.seller)).toBeVisible();
    // The product's own price (the rows below show other products' prices).
    await expect(page.locator('.product .price-sale')).toContainText('TL');

    // Listed under size M, the product offers sizes: asking to add before choosing one is refused.
    const add = page.getByRole('button', { name: t.add });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: t.chooseSize })).toBeVisible();
    // The shopper clicks the size's box (its label); the radio inside it is what gets checked.
    const size = page
      .getByRole('group', { name: t.chooseSizeLegend })
      .locator('label')
      .filter({ has: page.getByRole('radio', { disabled: false }) })
      .first();
    await size.click();
    await expect(size.getByRole('radio')).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: t.chooseSize })).toHaveCount(0);
  });
}
