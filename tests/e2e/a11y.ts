import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { screensFor } from '../support/pages';

// axe-core on every screen of tests/support/pages.ts, in both languages, as a visitor and as a
// member: no serious or critical violation. The project running the spec file sets the viewport.

/** Serious and critical violations on the page now shown, one line each. */
async function violations(page: Page, path: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

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
