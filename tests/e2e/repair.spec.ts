import { seriousViolations } from '../support/axe';
import { expect, islandsReady, test, journeyEntries } from './fixtures';

// A member books a repair in the partner's frame on /customer/repair (an item described, a service,
// a store and a day), sees the reference in the frame and in their bookings, and cancels it, in both
// languages.

const words = {
  tr: {
    prefix: '',
    title: 'Onarım',
    frame: 'Onarım randevusu (Vitrin Atelier)',
    describeOption: 'Başka bir ürün: tarif edeceğim',
    describe: 'Ürünü ve yapılacak işi tarif edin',
    service: 'Fermuar değişimi',
    store: 'Ürünü bırakacağınız mağaza',
    day: 'Bırakma günü',
    submit: 'Randevuyu onayla',
    booked: 'Onarım randevunuz alındı',
    shortError: /^Ürünü en az 10 karakterle/,
    cancel: 'Randevuyu iptal et',
    cancelled: 'İptal edildi',
  },
  en: {
    prefix: '/en',
    title: 'Repair',
    frame: 'Repair booking (Vitrin Atelier)',
    describeOption: 'Another item: I will describe it',
    describe: 'Describe the item and what needs doing',
    service: 'Zip replacement',
    store: 'Drop-off store',
    day: 'Drop-off day',
    submit: 'Book the repair',
    booked: 'Your repair is booked',
    shortError: /^Describe the item in at least 10/,
    cancel: 'Cancel booking',
    cancelled: 'Cancelled',
  },
};

for (const [lang, w] of journeyEntries(words, 'en')) {
  test(`a member books a repair in the partner's frame and cancels it (${lang})`, async ({ page, member }) => {
    await page.goto(`${w.prefix}/customer/repair`);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const frame = page.frameLocator(`iframe[title="${w.frame}"]`);

    await frame.getByRole('radio', { name: w.describeOption }).check();
    await frame.getByLabel(w.describe).fill('Bag');
    await frame.getByRole('button', { name: w.submit }).click();
    await expect(frame.getByText(w.shortError)).toBeVisible();

    await frame.getByLabel(w.describe).fill(`Black leather tote, the zip is broken (${member.firstName})`);
    await frame.getByRole('radio', { name: w.service }).check();
    await frame.getByLabel(w.store).selectOption({ index: 1 });
    await frame.getByLabel(w.day).selectOption({ index: 2 });
    await frame.getByRole('button', { name: w.submit }).click();
    await expect(frame.getByRole('heading', { name: w.booked })).toBeVisible();
    const reference = (await frame.getByText(/^RP-[A-Z0-9]{6}$/).textContent())!;

    const booking = page.getByRole('listitem').filter({ hasText: reference });
    expect(await seriousViolations(page, 'repair booked')).toEqual([]);
    await expect(booking).toContainText(w.service);
    await booking.getByRole('button', { name: new RegExp(w.cancel, 'i') }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.cancel }).click();
    await expect(booking).toContainText(w.cancelled);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText(w.cancelled);
  });
}
