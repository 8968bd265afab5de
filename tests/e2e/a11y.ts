import { expect, type Page } from '@playwright/test';
import { type Lang, sweepLanguage, test } from './fixtures';
import { preloadAxe, seriousViolations as violations } from '../support/axe';
import { type Screen, screensFor } from '../support/pages';

// axe-core on every screen of tests/support/pages.ts, as a visitor and as a member: no serious or
// critical violation. The project running the spec file sets the viewport. Every screen is checked
// on both viewports and in both languages: the desktop in Turkish, the phone in English
// (sweepLanguage: a screen's markup has the same shape in both languages, and the catalogues hold
// every text in both), and a screen only a phone has there in both (decision 0030, point 9).

/** The languages a screen is checked in on this device. */
const languagesOf = (screen: Screen, isMobile: boolean): Lang[] => (screen.phoneOnly ? ['tr', 'en'] : [sweepLanguage(isMobile)]);

/**
 * Opens a screen in a language (the language cookie dropped first: it would send the address to the
 * language of the screen before) and checks that the page is in it.
 */
async function open(page: Page, screen: Screen, lang: Lang, status: number): Promise<string> {
  await page.context().clearCookies({ name: 'LanguageId' });
  const path = await screen.path(page, lang === 'tr' ? '' : '/en');
  expect((await page.goto(path))?.status(), path).toBe(status);
  // Read, not awaited as a locator: that would wait for the islands first, and axe checks the page as it loaded.
  expect(await page.evaluate(() => document.documentElement.lang), path).toBe(lang === 'tr' ? 'tr-TR' : 'en-TR');
  return path;
}

/** The accessibility checks for one viewport. */
export function a11ySuite(): void {
  test.describe.configure({ timeout: 180_000 });
  test('visitor screens have no serious accessibility violations (tr on a desktop, en on a phone)', async ({ page, isMobile }) => {
    await preloadAxe(page);
    const found: string[] = [];
    for (const screen of screensFor(isMobile, false))
      for (const lang of languagesOf(screen, isMobile)) {
        await page.context().clearCookies();
        const path = await open(page, screen, lang, screen.name === 'not-found' ? 404 : 200);
        found.push(...(await violations(page, path)));
      }
    expect(found).toEqual([]);
  });
  test('member screens have no serious accessibility violations (tr on a desktop, en on a phone)', async ({ page, member, isMobile }) => {
    expect(member.email).toContain('@');
    await preloadAxe(page);
    const found: string[] = [];
    for (const screen of screensFor(isMobile, true))
      for (const lang of languagesOf(screen, isMobile)) {
        const path = await open(page, screen, lang, 200);
        found.push(...(await violations(page, path)));
      }
    expect(found).toEqual([]);
  });
}
