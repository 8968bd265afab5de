import type { Locator, Page } from '@playwright/test';
import { expect, islandsReady, test, journeyLanguages } from './fixtures';
import { addressWords as words } from './words';

// The address book as a member uses it: city, district and neighbourhood choices, individual and
// corporate billing, the limit of four, favourite and delete.

type Words = (typeof words)[keyof typeof words];

/** Opens the new-address dialog and fills what every address needs. */
async function startAddress(page: Page, w: Words, title: string): Promise<Locator> {
  await page.getByRole('button', { name: w.add }).click();
  const dialog = page.getByRole('dialog');
  // It opens at its first field, not at its ✕.
  await expect(dialog.getByLabel(w.title)).toBeFocused();
  await dialog.getByLabel(w.title).fill(title);
  await dialog.getByLabel(w.phone).pressSequentially('0532 123 45 67');
  await dialog.getByLabel(w.city, { exact: true }).selectOption({ label: 'İzmir' });
  await dialog.getByLabel(w.district).selectOption({ label: 'Karşıyaka' });
  await dialog.getByLabel(w.neighbourhood).selectOption({ index: 1 });
  await dialog.getByLabel(w.address, { exact: true }).fill('Cemal Gürsel Caddesi No: 10/2');
  return dialog;
}

/** The store's own delete confirmation, as it reads. */
const confirmWords = {
  tr: { title: 'Adres silinsin mi?', action: 'Adresi sil', cancel: 'Vazgeç' },
  en: { title: 'Delete this address?', action: 'Delete address', cancel: 'Cancel' },
} as const;

for (const lang of journeyLanguages('tr')) {
  const w = words[lang];
  const c = confirmWords[lang];

  test(`${lang}: up to four addresses, the fifth refused, one favourite, one deleted`, async ({ page, member: _ }) => {
    await page.goto(`${w.prefix}/customer/address`);
    // The add button opens its dialog only once the address book has hydrated.
    await islandsReady(page);

    await test.step('the dialog marks the citizen id required and says why; its ✕ closes it', async () => {
      const dialog = await startAddress(page, w, 'Ev');
      const citizen = dialog.getByLabel(w.citizen);
      await expect(citizen).toHaveAttribute('aria-required', 'true');
      await expect(citizen).toHaveAccessibleDescription(w.citizenWhy);
      // However long the form, its buttons stay in view at the dialog's foot.
      await expect(dialog.getByRole('button', { name: w.save })).toBeInViewport({ ratio: 1 });
      await dialog.getByRole('button', { name: w.close }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: w.add })).toBeFocused();
    });

    for (const title of ['Ev', 'İş', 'Yazlık', 'Annem']) {
      await test.step(`add "${title}"`, async () => {
        const dialog = await startAddress(page, w, title);
        await dialog.getByLabel(w.name, { exact: true }).fill('Deniz Aydın');
        await dialog.getByLabel(w.citizen).fill('10000000146');
        await dialog.getByRole('button', { name: w.save }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('listitem', { name: title })).toContainText('(532) 123 45 67');
        // The note that it was saved stands top right for its three seconds, over the book's own
        // button on a desktop, and a click there closes the note (docs/behaviour/navigation-and-routes.md#toasts):
        // the shopper closes it before adding the next, as one in a hurry does, rather than wait.
        const saved = page.getByRole('status').filter({ hasText: w.saved });
        await saved.click();
        await expect(saved).toBeHidden();
      });
    }

    await test.step('a fifth is refused before the form opens', async () => {
      await page.getByRole('button', { name: w.add }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.limit })).toContainText(w.addTitle);
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    await test.step('the favourite moves to the top', async () => {
      const work = page.getByRole('listitem', { name: 'İş' });
      await work.getByRole('button', { name: w.favourite }).click();
      await expect(work.getByText(w.favBadge, { exact: true })).toBeVisible();
      await expect(page.locator('.address-list > li').first()).toHaveAccessibleName('İş');
    });

    await test.step("delete asks in the store's own dialog: Escape keeps the address", async () => {
      const card = page.getByRole('listitem', { name: 'Yazlık' });
      const remove = card.getByRole('button', { name: w.delete });
      await remove.click();
      const confirm = page.getByRole('dialog', { name: c.title });
      await expect(confirm).toContainText('Yazlık');
      await expect(confirm.getByRole('button', { name: c.cancel })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(remove).toBeFocused();
      await expect(card).toBeVisible();
    });

    await test.step('confirming deletes it', async () => {
      await page.getByRole('listitem', { name: 'Yazlık' }).getByRole('button', { name: w.delete }).click();
      await page.getByRole('dialog', { name: c.title }).getByRole('button', { name: c.action }).click();
      await expect(page.getByRole('listitem', { name: 'Yazlık' })).toBeHidden();
      await expect(page.locator('.address-list > li')).toHaveCount(3);
      await expect(page.getByRole('button', { name: w.add })).toBeFocused();
    });
  });

  test(`${lang}: a corporate address is saved with the company, tax number and tax office`, async ({ page, member: _ }) => {
    await page.goto(`${w.prefix}/customer/address`);
    // The add button opens its dialog only once the address book has hydrated.
    await islandsReady(page);
    const dialog = await startAddress(page, w, 'Ofis');

    await test.step('corporate billing asks for the company instead of the person', async () => {
      await dialog.getByLabel(w.corporate).check();
      await expect(dialog.getByLabel(w.name, { exact: true })).toBeHidden();
      await expect(dialog.getByLabel(w.citizen)).toBeHidden();
      // The company's tax number is what is required now.
      await expect(dialog.getByLabel(w.taxNo)).toHaveAttribute('aria-required', 'true');
      await dialog.getByLabel(w.company).fill('Vitrin Moda Anonim Şirketi');
      await dialog.getByLabel(w.taxNo).fill('1234567890');
      await dialog.getByLabel(w.taxOffice).fill('Karşıyaka');
    });

    await test.step('the address is saved and listed under the company', async () => {
      const saved = page.waitForResponse((response) => response.url().includes('/cop-api/address/add-or-update'));
      await dialog.getByRole('button', { name: w.save }).click();
      expect((await saved).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Ofis' })).toContainText('Vitrin Moda Anonim Şirketi');
    });

    await test.step('editing it shows corporate billing with its details', async () => {
      await page
        .getByRole('listitem', { name: 'Ofis' })
        .getByRole('button', { name: /Düzenle|Edit/ })
        .click();
      await expect(dialog.getByLabel(w.corporate)).toBeChecked();
      await expect(dialog.getByLabel(w.company)).toHaveValue('Vitrin Moda Anonim Şirketi');
      await expect(dialog.getByLabel(w.taxNo)).toHaveValue('1234567890');
    });
  });
}

test('the address form takes the phone in every way a shopper types it', async ({ page, member: _ }) => {
  const w = words.tr;
  await page.goto('/customer/address');
  await islandsReady(page);
  await page.getByRole('button', { name: w.add }).click();
  const phone = page.getByRole('dialog').getByLabel(w.phone);
  for (const typed of ['05321234567', '0532 123 45 67', '+90 532 123 45 67', '+905321234567', '90 532 123 45 67', '(0532) 123-45-67']) {
    await test.step(`typed as ${typed}`, async () => {
      await phone.clear();
      await phone.pressSequentially(typed);
      await expect(phone).toHaveValue('(532) 123 45 67');
      await phone.blur();
      await expect(phone).toHaveAttribute('aria-invalid', 'false');
    });
  }
  await test.step('pasted with its country code', async () => {
    await phone.fill('+90 (532) 123 45 67');
    await expect(phone).toHaveValue('(532) 123 45 67');
  });
});
