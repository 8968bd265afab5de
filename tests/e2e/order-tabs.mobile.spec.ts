import { expect, test, journeyLanguages } from './fixtures';

// The order tabs fit a small phone's row in English, none cut off at the edge (issue 24,
// item 14): a 320 px screen is the narrowest a shopper still uses.

const words = {
  tr: { prefix: '', tabs: 'Sipariş grupları', names: ['Tümü', 'Devam edenler', 'İptaller', 'İadeler'] },
  en: { prefix: '/en', tabs: 'Order groups', names: ['All', 'In progress', 'Cancelled', 'Returned'] },
} as const;

for (const lang of journeyLanguages('en')) {
  const w = words[lang];
  test(`the order tabs fit a 320 px phone (${lang})`, async ({ page, member }) => {
    expect(member.email).toContain('@');
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${w.prefix}/customer/order`);
    const row = page.getByRole('navigation', { name: w.tabs });
    const rowBox = (await row.boundingBox())!;
    for (const name of w.names) {
      const tab = row.getByRole('link', { name, exact: true });
      await expect(tab).toBeVisible();
      const box = (await tab.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(rowBox.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      expect(await tab.evaluate((a) => a.scrollWidth <= a.clientWidth), name).toBe(true);
    }
  });
}
