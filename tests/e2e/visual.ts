import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { SCREENS, settle } from '../support/pages';

// Visual comparisons of the screens the design system is judged by, against baselines committed in
// tests/e2e/__screenshots__ (`npx playwright test visual --update-snapshots` after a deliberate change).
// Desktop compares the whole page; a phone compares the first screen, what a shopper sees on landing:
// an emulated phone's full-page capture leaves far-off pictures unpainted at random (its decode cache
// is small), which would make the comparison flaky rather than stricter.
const COMPARED = ['home', 'department', 'product', 'register'] as const;

async function compare(page: Page, name: string, lang: string, fullPage: boolean): Promise<void> {
  await settle(page);
  // The member's own e-mail and phone differ on every run.
  const personal = page.getByText(/@test\.example|\(5\d\d\) \d{3}/);
  await expect(page).toHaveScreenshot(`${name}-${lang}.png`, { fullPage, mask: [personal], timeout: 30_000 });
}

/** The comparisons for one viewport (the project the spec file runs in decides which). */
export function visualSuite(): void {
  // A first view draws its pictures (image encoding) before it can be compared.
  test.describe.configure({ timeout: 90_000 });
  for (const lang of ['tr', 'en'] as const) {
    const prefix = lang === 'tr' ? '' : '/en';
    for (const name of COMPARED) {
      test(`${name} looks as designed (${lang})`, async ({ page, isMobile }) => {
        const screen = SCREENS.find((s) => s.name === name)!;
        await page.goto(await screen.path(page, prefix));
        await compare(page, name, lang, !isMobile);
      });
    }
    test(`the account page looks as designed (${lang})`, async ({ page, member, isMobile }) => {
      expect(member.email).toContain('@');
      await page.goto(`${prefix}/customer/info`);
      await compare(page, 'account-info', lang, !isMobile);
    });
  }
}
