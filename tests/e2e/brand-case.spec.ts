import { expect, test } from '@playwright/test';

// Issue 24 (12): a brand is a foreign proper name, upper-cased by its own language's rules, not
// the page's: on a Turkish page "Maison Aurèle" reads "MAISON AURÈLE", never "MAİSON AURÈLE".
// innerText is the text as CSS cased it. The seed's silk wrap dress is in stock in black, size XS.
const DRESS = 'maison-aurele-silk-wrap-dress-111';
const BRAND = 'MAISON AURÈLE';
const texts = {
  tr: { prefix: '', size: /^XS,/, add: 'Sepete ekle', added: 'Ürün sepetinize eklendi.' },
  en: { prefix: '/en', size: /^XS,/, add: 'Add to bag', added: 'Added to your bag.' },
};

for (const [lang, t] of Object.entries(texts)) {
  test(`a brand is upper-cased by its own rules on the card, the product and the bag (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/categories/kadin-elbise?brand=maison-aurele`);
    await expect(page.locator('.card-brand').first()).toBeVisible();
    for (const brand of await page.locator('.card-brand').all()) expect(await brand.innerText()).toBe(BRAND);

    await page.goto(`${t.prefix}/product/${DRESS}?colour=black`);
    expect(await page.locator('.product-brand').innerText()).toBe(BRAND);
    await page.getByRole('radio', { name: t.size }).check();
    await page.getByRole('button', { name: t.add }).first().click();
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();

    await page.goto(`${t.prefix}/cart`);
    const brand = page.locator('.cart-line-brand').first();
    await expect(brand).toBeVisible();
    expect(await brand.innerText()).toBe(BRAND);
  });
}
