import { saveAddress } from './checkout-support';
import { expect, follow, test, journeyEntries } from './fixtures';

// Reborn on a phone: an application detail that fails to load (missing, or another member's)
// returns to the list, which says why (docs/behaviour/reborn.md#pages), in English; from there the
// form, whose stepper keeps to one line on the narrowest phones and whose next step opens at its
// heading, below the sticky header.

const words = {
  tr: {
    prefix: '',
    list: 'Reborn başvurularım',
    notFound: 'Bu başvuruyu bulamadık.',
    apply: 'Satış başvurusu yap',
    tckn: 'T.C. kimlik numarası',
    pickup: 'Kuryemiz adresinizden alsın',
    address: 'Teslim alma ve iletişim adresi',
    next: 'Devam et',
    product: 'Ürününüzü anlatın',
  },
  en: {
    prefix: '/en',
    list: 'My Reborn applications',
    notFound: 'We could not find this application.',
    apply: 'Apply to sell an item',
    tckn: 'Turkish ID number',
    pickup: 'Our courier collects it from your address',
    address: 'Pickup and contact address',
    next: 'Continue',
    product: 'Tell us about your piece',
  },
};

for (const [lang, w] of journeyEntries(words, 'en')) {
  test(`a failed application detail returns to the list with the reason, and the form fits a phone (${lang})`, async ({
    page,
    member: _member,
  }) => {
    await saveAddress(page.request);
    await page.goto(`${w.prefix}/customer/reborn/applications/2147483000`);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer/reborn/applications\\?notFound=1$`));
    await expect(page.getByRole('heading', { level: 1, name: w.list })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: w.notFound })).toBeVisible();

    await follow(page, page.getByRole('main').getByRole('link', { name: w.apply }).first());
    const main = page.getByRole('main');
    const stepper = page.locator('#reborn-steps');
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const tops = await stepper.locator('li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${width} px`).toBe(1);
      expect(await stepper.evaluate((ol) => ol.scrollWidth <= ol.clientWidth), `${width} px`).toBe(true);
    }
    await main.getByLabel(w.tckn).fill('10000000146');
    await main.getByLabel(w.pickup).check();
    await main.getByLabel(w.address).selectOption({ index: 1 });
    await main.getByRole('button', { name: w.next }).click();
    const heading = main.getByRole('heading', { level: 2, name: w.product });
    await expect(heading).toBeFocused();
    const clear = async () => {
      const [stepperTop, headerBottom] = await Promise.all([
        stepper.evaluate((ol) => ol.getBoundingClientRect().top),
        page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom),
      ]);
      return stepperTop >= headerBottom;
    };
    await expect.poll(clear).toBe(true);
    await expect(heading).toBeInViewport();
  });
}
