import type { Page } from '@playwright/test';
import { expect, fillRegistration, islandsReady, type Lang, sweepLanguage, test } from './fixtures';
import { codeBoxes } from './otp-input';
import { preloadAxe, seriousViolations as violations } from '../support/axe';
import { accountWords, addressWords } from './words';

// axe-core on the account screens in the states a shopper sees them (errors shown, the code step,
// the delete dialog, the phone's menu open), at a desktop's width and at a phone's: each state at
// both widths and in both languages, Turkish at the desktop's and English at the phone's
// (sweepLanguage, decision 0030 point 9); the menu, which only the phone's width has, there in both.

const DESKTOP = 1440;
const PHONE = 390;

/** The account menu's name, on the phone's width. */
const MENU = { tr: 'Hesap menüsü', en: 'Account menu' } as const;

/** Opens the phone's account menu on a member's account page; its violations. */
async function menuOpen(page: Page, lang: Lang): Promise<string[]> {
  await page.getByRole('button', { name: MENU[lang] }).click();
  await expect(page.getByRole('navigation', { name: MENU[lang] })).toBeVisible();
  return violations(page, 'menu open');
}

/** A member's account information page, filled from the server. */
async function openInfo(page: Page, lang: Lang): Promise<void> {
  const w = accountWords[lang];
  await page.goto(`${w.prefix}/customer/info`);
  await expect(page.getByLabel(w.first, { exact: true })).not.toHaveValue('');
}

for (const width of [DESKTOP, PHONE]) {
  const lang = sweepLanguage(width === PHONE);
  const w = accountWords[lang];
  const a = addressWords[lang];
  test.describe(`${lang} at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Every screen these tests open is checked: axe is part of each from the start.
    test.beforeEach(({ page }) => preloadAxe(page));

    test('register with errors and the code step', async ({ page, newShopper }) => {
      const found: string[] = [];
      await page.goto(`${w.prefix}/customer/register`);
      await islandsReady(page);
      await page.getByRole('main').getByRole('button', { name: w.register }).click();
      await expect(page.getByLabel(w.first, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      found.push(...(await violations(page, 'register errors')));
      await page.reload();
      await fillRegistration(page, lang, newShopper);
      await expect(codeBoxes(page, w.code)).toHaveCount(6);
      found.push(...(await violations(page, 'code step')));
      expect(found).toEqual([]);
    });

    test('account information, the address book and its delete dialog', async ({ page, member: _ }) => {
      const found: string[] = [];
      await openInfo(page, lang);
      found.push(...(await violations(page, 'info')));
      if (width === PHONE) found.push(...(await menuOpen(page, lang)));
      await page.goto(`${w.prefix}/customer/address`);
      await page.getByRole('button', { name: a.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(a.title).fill('Ev');
      await dialog.getByLabel(a.phone).pressSequentially('0532 123 45 67');
      await dialog.getByLabel(a.city, { exact: true }).selectOption({ label: 'İzmir' });
      await dialog.getByLabel(a.district).selectOption({ label: 'Karşıyaka' });
      await dialog.getByLabel(a.neighbourhood).selectOption({ index: 1 });
      await dialog.getByLabel(a.address, { exact: true }).fill('Cemal Gürsel Caddesi No: 10/2');
      await dialog.getByLabel(a.name, { exact: true }).fill('Deniz Aydın');
      await dialog.getByLabel(a.citizen).fill('10000000146');
      found.push(...(await violations(page, 'address form')));
      await dialog.getByRole('button', { name: a.save }).click();
      await expect(dialog).toBeHidden();
      // The book is judged with its note that the address was saved, once that has come in: judged
      // before the note was added, axe measured it mid-fade in.
      await expect(page.getByRole('status').filter({ hasText: a.saved })).toBeVisible();
      found.push(...(await violations(page, 'address book')));
      await page.getByRole('listitem', { name: 'Ev' }).getByRole('button', { name: a.delete }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await violations(page, 'delete dialog')));
      expect(found).toEqual([]);
    });
  });
}

// The phone's own state in the other language too.
const other: Lang = sweepLanguage(true) === 'tr' ? 'en' : 'tr';
test.describe(`${other} at ${PHONE}px`, () => {
  test.use({ viewport: { width: PHONE, height: 900 } });

  test('the account menu open', async ({ page, member: _ }) => {
    await openInfo(page, other);
    expect(await menuOpen(page, other)).toEqual([]);
  });
});
