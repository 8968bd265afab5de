import { expect, test, journeyLanguages } from './fixtures';
import { seriousViolations } from '../support/axe';

// The cookie banner on a phone: above the bottom navigation, never over it, the page usable behind
// it; answered with Reject all, it is gone and stays gone. A browser with no stored choice.
test.use({ storageState: { cookies: [], origins: [] } });

const words = {
  tr: { prefix: '', banner: 'Çerezler', rejectAll: 'Tümünü reddet', acceptAll: 'Tümünü kabul et', nav: 'Alt menü', home: /Ana sayfa/ },
  en: { prefix: '/en', banner: 'Cookies', rejectAll: 'Reject all', acceptAll: 'Accept all', nav: 'Bottom menu', home: /Home/ },
} as const;

for (const lang of journeyLanguages('en')) {
  const w = words[lang];
  test(`the banner sits above the bottom navigation and leaves it usable (${lang})`, async ({ page }) => {
    await page.goto(`${w.prefix}/`);
    const banner = page.getByRole('region', { name: w.banner });
    const nav = page.getByRole('navigation', { name: w.nav });
    await expect(banner).toBeVisible();
    const [bannerBox, navBox] = [await banner.boundingBox(), await nav.boundingBox()];
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(navBox!.y + 1);
    // Accept and reject side by side, the same size: equal prominence on a small screen too.
    const accept = await banner.getByRole('button', { name: w.acceptAll }).boundingBox();
    const reject = await banner.getByRole('button', { name: w.rejectAll }).boundingBox();
    expect(Math.abs(accept!.width - reject!.width)).toBeLessThanOrEqual(1);
    expect(accept!.height).toBe(reject!.height);
    expect(await seriousViolations(page, `phone banner (${lang})`)).toEqual([]);
    // The page behind is not covered where it matters: the bottom navigation stays in view, and the
    // home's headline shows above the banner in the first screen.
    await expect(nav.getByRole('link', { name: w.home })).toBeVisible();
    const headline = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(headline!.y + headline!.height).toBeLessThanOrEqual(bannerBox!.y);
    await banner.getByRole('button', { name: w.rejectAll }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(nav).toBeVisible();
    await expect(banner).toBeHidden();
  });
}
