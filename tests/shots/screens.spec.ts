import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { type Screen, screensFor, settle } from '../support/pages';

// `npm run shots`: a full-page picture of every screen of tests/support/pages.ts, as a visitor and as
// a member, in Turkish and English, for the project's viewport, into shots/ (named for the contact
// sheet: <screen>-<desktop|phone>-<tr|en>.png). Pictures for people; the comparisons are tests/e2e.

async function shoot(page: Page, screens: Screen[], prefix: string, suffix: string, visitor: boolean): Promise<void> {
  for (const screen of screens) {
    // Each visitor screen as a first landing (no cart or language cookie left by the one before).
    if (visitor) await page.context().clearCookies();
    const path = await screen.path(page, prefix);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(screen.name === 'not-found' ? 404 : 200);
    await settle(page);
    await page.screenshot({ path: `shots/${screen.name}-${suffix}.png`, fullPage: true });
  }
}

for (const lang of ['tr', 'en'] as const) {
  const prefix = lang === 'tr' ? '' : '/en';
  test(`visitor screens (${lang})`, async ({ page, isMobile }) => {
    await shoot(page, screensFor(isMobile, false), prefix, `${isMobile ? 'phone' : 'desktop'}-${lang}`, true);
  });
  test(`member screens (${lang})`, async ({ page, member, isMobile }) => {
    expect(member.email).toContain('@');
    await shoot(page, screensFor(isMobile, true), prefix, `${isMobile ? 'phone' : 'desktop'}-${lang}`, false);
  });
}
