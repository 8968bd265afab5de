import { expect, test, journeyLanguages } from './fixtures';

// On a phone, order tracking is one tap away in the menu (issue 24, item 5), in English.

const words = {
  tr: { prefix: '', menu: 'Menü', link: 'Sipariş takibi', orderNumber: 'Sipariş numarası' },
  en: { prefix: '/en', menu: 'Menu', link: 'Track your order', orderNumber: 'Order number' },
} as const;

for (const lang of journeyLanguages('en')) {
  const w = words[lang];
  test(`the phone menu links to order tracking (${lang})`, async ({ page }) => {
    await page.goto(`${w.prefix}/`);
    await page.getByRole('button', { name: w.menu }).click();
    await page.getByRole('dialog').getByRole('link', { name: w.link }).click();
    await page.waitForURL(`**${w.prefix}/customer/ordertracking`);
    await expect(page.getByLabel(w.orderNumber)).toBeVisible();
  });
}
