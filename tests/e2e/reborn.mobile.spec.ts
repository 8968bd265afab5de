import { expect, test, journeyEntries } from './fixtures';

// Reborn on a phone: an application detail that fails to load (missing, or another member's)
// returns to the list, which says why (docs/behaviour/reborn.md#pages), in English.

const words = {
  tr: { prefix: '', list: 'Reborn başvurularım', notFound: 'Bu başvuruyu bulamadık.' },
  en: { prefix: '/en', list: 'My Reborn applications', notFound: 'We could not find this application.' },
};

for (const [lang, w] of journeyEntries(words, 'en')) {
  test(`a failed application detail returns to the list with the reason (${lang})`, async ({ page, member: _member }) => {
    await page.goto(`${w.prefix}/customer/reborn/applications/2147483000`);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer/reborn/applications\\?notFound=1$`));
    await expect(page.getByRole('heading', { level: 1, name: w.list })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: w.notFound })).toBeVisible();
  });
}
