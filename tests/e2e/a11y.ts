import { expect } from '@playwright/test';
import { test } from './fixtures';
import { seriousViolations as violations } from '../support/axe';
import { screensFor } from '../support/pages';

// axe-core on every screen of tests/support/pages.ts, in both languages, as a visitor and as a
// member: no serious or critical violation. The project running the spec file sets the viewport.

/** The accessibility checks for one viewport. */
export function a11ySuite(): void {
  test.describe.configure({ timeout: 180_000 });
  for (const lang of ['tr', 'en'] as const) {
    const prefix = lang === 'tr' ? '' : '/en';
    test(`visitor screens have no serious accessibility violations (${lang})`, async ({ page, isMobile }) => {
      const found: string[] = [];
      for (const screen of screensFor(isMobile, false)) {
        await page.context().clearCookies();
        const path = await screen.path(page, prefix);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(screen.name === 'not-found' ? 404 : 200);
        found.push(...(await violations(page, path)));
      }
      expect(found).toEqual([]);
    });
    test(`member screens have no serious accessibility violations (${lang})`, async ({ page, member, isMobile }) => {
      expect(member.email).toContain('@');
      const found: string[] = [];
      for (const screen of screensFor(isMobile, true)) {
        const path = await screen.path(page, prefix);
        expect((await page.goto(path))?.status(), path).toBe(200);
        found.push(...(await violations(page, path)));
      }
      expect(found).toEqual([]);
    });
  }
}
