import { expect, fillRegistration, islandsReady, test } from './fixtures';
import { codeBoxes } from './otp-input';
import { seriousViolations as violations } from '../support/axe';
import { accountWords, addressWords } from './words';

// axe-core on the account screens in the states a shopper sees them (errors shown, the code step,
// the delete dialog, the phone's menu open), in both languages, desktop and phone width.

for (const width of [1440, 390]) {
  for (const lang of ['tr', 'en'] as const) {
    const w = accountWords[lang];
    const a = addressWords[lang];
    test.describe(`${lang} at ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });

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
        await page.goto(`${w.prefix}/customer/info`);
        await expect(page.getByLabel(w.first, { exact: true })).not.toHaveValue('');
        found.push(...(await violations(page, 'info')));
        if (width < 768) {
          await page.getByRole('button', { name: lang === 'tr' ? 'Hesap menüsü' : 'Account menu' }).click();
          await expect(page.getByRole('navigation', { name: lang === 'tr' ? 'Hesap menüsü' : 'Account menu' })).toBeVisible();
          found.push(...(await violations(page, 'menu open')));
        }
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
        found.push(...(await violations(page, 'address book')));
        await page.getByRole('listitem', { name: 'Ev' }).getByRole('button', { name: a.delete }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await violations(page, 'delete dialog')));
        expect(found).toEqual([]);
      });
    });
  }
}
