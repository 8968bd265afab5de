import { expect, islandsReady, test, journeyLanguages } from './fixtures';
import { accountWords } from './words';

// Changing the password while signed in: the page stays, so the three passwords must not stay on
// screen, and the word that it worked must stay long enough to be read (issue 31, item 9).

const words = {
  tr: { current: 'Mevcut şifre', save: 'Şifreyi kaydet', done: 'Şifreniz güncellendi' },
  en: { current: 'Current password', save: 'Save password', done: 'Password updated' },
} as const;

for (const lang of journeyLanguages('en')) {
  const w = { ...accountWords[lang], ...words[lang] };

  test(`${lang}: after the change the three fields are empty and the confirmation stays`, async ({ page, member }) => {
    await page.clock.install();
    await page.goto(`${w.prefix}/customer/changepassword`);
    await islandsReady(page);
    const main = page.getByRole('main');
    const fields = [main.getByLabel(w.current), main.getByLabel(w.password, { exact: true }), main.getByLabel(w.confirm, { exact: true })];
    await fields[0].fill(member.password);
    await fields[1].fill('Yepyeni2025');
    await fields[2].fill('Yepyeni2025');
    await main.getByRole('button', { name: w.save }).click();

    const status = main.getByRole('status').filter({ hasText: w.done });
    await expect(status).toBeVisible();
    for (const field of fields) {
      await expect(field).toHaveValue('');
      // Emptied by the store, not by the shopper: no field says it is missing.
      await expect(field).toHaveAttribute('aria-invalid', 'false');
    }
    // Well past the few seconds a toast lasts, the confirmation is still there.
    await page.clock.fastForward(30_000);
    await expect(status).toBeVisible();
  });
}
