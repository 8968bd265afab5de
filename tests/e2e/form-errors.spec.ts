import { fillBag } from './checkout-support';
import { expect, islandsReady, test } from './fixtures';
import { accountWords, addressWords } from './words';

// A field says it is wrong only after a submit, or once the shopper has both been in it and
// edited it: passing through empty fields with Tab, or choosing another option beside them, flags
// nothing (issue 31, item 8). One rule of the form system, seen on two of its forms.

const required = { tr: /alanı zorunludur/, en: /is required/ } as const;
const contactHeading = { tr: 'İletişim bilgileriniz', en: 'Your contact details' } as const;

for (const lang of ['tr', 'en'] as const) {
  const w = accountWords[lang];
  const a = addressWords[lang];

  test(`${lang}: tabbing through the empty sign-in fields flags nothing; a submit flags both`, async ({ page }) => {
    await page.goto(`${w.prefix}/customer/login`);
    await islandsReady(page);
    const main = page.getByRole('main');
    const username = main.getByLabel(w.username);
    const password = main.getByLabel(w.loginPassword, { exact: true });
    await username.focus();
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(password).not.toBeFocused();
    for (const field of [username, password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'false');
      await expect(field).toHaveAccessibleDescription('');
    }
    await expect(main.getByText(required[lang])).toHaveCount(0);

    await main.getByRole('button', { name: w.login }).click();
    for (const field of [username, password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(required[lang]);
    }
    await expect(username).toBeFocused();
  });

  test(`${lang}: choosing corporate billing leaves the untouched address name alone until a submit`, async ({ page, member: _ }) => {
    await page.goto(`${w.prefix}/customer/address`);
    await islandsReady(page);
    await page.getByRole('button', { name: a.add }).click();
    const dialog = page.getByRole('dialog');
    const title = dialog.getByLabel(a.title);
    await title.focus();
    await dialog.getByLabel(a.corporate).check();
    const company = dialog.getByLabel(a.company);
    await expect(company).toBeVisible();
    for (const field of [title, company]) await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(dialog.getByText(required[lang])).toHaveCount(0);

    await test.step('a field edited and left empty says so at once', async () => {
      await company.fill('V');
      await company.fill('');
      await company.blur();
      await expect(company).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toHaveAttribute('aria-invalid', 'false');
    });

    await dialog.getByRole('button', { name: a.save }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(required[lang]);
  });

  test(`${lang}: a guest tabbing through the contact and address fields is not told off before saving`, async ({ page, baseURL }) => {
    await fillBag(page.request, baseURL);
    await page.goto(`${w.prefix}/checkout/address?isGuestCheckout=True`);
    await islandsReady(page);
    const contact = page.getByRole('region', { name: contactHeading[lang] });
    const email = contact.getByLabel(w.email, { exact: true });
    const title = page.getByRole('main').getByLabel(a.title);
    await email.focus();
    // E-mail, phone, then on into the address form as far as its title.
    for (let i = 0; i < 8 && !(await title.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(title).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByRole('main').getByText(required[lang])).toHaveCount(0);

    // Saving judges the address first (its fields, then the contact with it).
    await page.getByRole('button', { name: a.save }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(required[lang]);
  });
}
