import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// axe-core on the pages shoppers land on and the sign-in pages, in both languages: no serious or critical violation.
async function firstProduct(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/categories/kadin-elbise`);
  return (await page.locator('.grid a').first().getAttribute('href'))!;
}

/** A running campaign, as the campaigns page links it (the Markdown's dates decide which are running). */
async function firstCampaign(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/campaigns`);
  return (await page.locator(`main a[href^="${prefix}/campaigns/"]`).first().getAttribute('href'))!;
}

for (const prefix of ['', '/en']) {
  test(`landing pages have no serious accessibility violations (${prefix || '/tr'})`, async ({ page }) => {
    // Ten pages, each read whole by axe (the product page alone runs 4–5 s on a shared machine).
    test.setTimeout(180_000);
    await page.context().clearCookies();
    const product = await firstProduct(page, prefix);
    const campaign = await firstCampaign(page, prefix);
    const paths = [
      `${prefix}/`,
      `${prefix}/categories/kadin`,
      product,
      `${prefix}/campaigns`,
      campaign,
      `${prefix}/content/loyalty-segmentgold`,
      `${prefix}/customer/login`,
      `${prefix}/customer/register`,
      `${prefix}/customer/forgotpassword`,
      `${prefix}/content/uyelik-sozlesmesi`,
    ];
    const found: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(
          `${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
        );
      }
    }
    expect(found).toEqual([]);
  });
}
