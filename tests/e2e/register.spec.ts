import { expect, fillRegistration, journeyLanguages, masked, test } from './fixtures';
import { accountWords as words } from './words';

// What a shopper reads on the register form before agreeing: the membership agreement and the
// personal-data notice, opened over the form without losing what was typed; a reload on the code
// step keeps the form too (never the password).

for (const lang of journeyLanguages('en')) {
  const w = words[lang];
  const documents = {
    tr: [
      { link: 'Üyelik Sözleşmesi', heading: 'Üyelik Sözleşmesi' },
      { link: 'Aydınlatma Metni', heading: 'KVKK Aydınlatma Metni' },
    ],
    en: [
      { link: 'Membership Agreement', heading: 'Membership Agreement' },
      { link: 'Privacy Notice', heading: 'Privacy Notice on Personal Data' },
    ],
  }[lang];

  test(`${lang}: the agreement and the privacy notice open over the register form, which keeps what was typed`, async ({
    page,
    newShopper,
  }) => {
    await page.goto(`${w.prefix}/customer/register`);
    await expect(page).toHaveTitle(w.registerTitle);
    await page.getByLabel(w.first, { exact: true }).fill('Deniz');
    await page.getByLabel(w.email, { exact: true }).fill('deniz@test.example');

    for (const document of documents) {
      await test.step(`read the ${document.link}`, async () => {
        await page.getByRole('main').getByRole('link', { name: document.link }).click();
        const dialog = page.getByRole('dialog', { name: document.heading });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { level: 2, name: document.heading })).toBeVisible();
        // It opens at the top of the text, not at the close button after it.
        await expect(dialog.getByRole('article')).toBeFocused();
        await dialog.getByRole('button', { name: lang === 'tr' ? 'Kapat' : 'Close' }).click();
        await expect(dialog).toBeHidden();
      });
    }

    await test.step('the form still holds what was typed', async () => {
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer/register$`));
      await expect(page.getByLabel(w.first, { exact: true })).toHaveValue('Deniz');
      await expect(page.getByLabel(w.email, { exact: true })).toHaveValue('deniz@test.example');
    });

    await test.step('a reload on the code step keeps what was typed in this tab, but the password', async () => {
      // A new member chooses a "Password"; "New password" is the change form's word.
      await expect(page.getByLabel(w.password, { exact: true })).toHaveCount(0);
      await fillRegistration(page, lang, newShopper);
      await expect(page.getByRole('button', { name: w.verify, exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: w.restored })).toBeVisible();
      await expect(page.getByLabel(w.first, { exact: true })).toHaveValue(newShopper.firstName);
      await expect(page.getByLabel(w.last, { exact: true })).toHaveValue(newShopper.lastName);
      await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(newShopper.email);
      await expect(page.getByLabel(w.phone, { exact: true })).toHaveValue(masked(newShopper.phone));
      await expect(page.getByLabel(w.registerPassword, { exact: true })).toHaveValue('');
      await expect(page.getByLabel(w.registerConfirm, { exact: true })).toHaveValue('');
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(newShopper.password);
    });
  });

  test(`${lang}: each document is a page of its own too`, async ({ page }) => {
    for (const document of documents) {
      await page.goto(`${w.prefix}/customer/register`);
      const href = await page.getByRole('main').getByRole('link', { name: document.link }).getAttribute('href');
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.heading);
    }
  });
}

test('the sign-in, register and password pages carry full titles', async ({ page }) => {
  for (const lang of journeyLanguages('tr')) {
    const w = words[lang];
    // A fresh visitor: the language cookie of the previous round would redirect to its language.
    await page.context().clearCookies();
    await page.goto(`${w.prefix}/customer/login`);
    await expect(page).toHaveTitle(w.loginTitle);
    await page.goto(`${w.prefix}/customer/register`);
    await expect(page).toHaveTitle(w.registerTitle);
    await page.goto(`${w.prefix}/customer/forgotpassword`);
    await expect(page).toHaveTitle(w.forgotTitle);
  }
});
