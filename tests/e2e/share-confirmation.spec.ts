import { fillBag } from './checkout-support';
import { cartWords } from './cart-support';
import { expect, freshShopper, islandsReady, test, journeyLanguages } from './fixtures';

// The share dialog's "sent" word (issue 31, item 9): a phone number is a number, not an address,
// written as Turks write it, and the word stays in the dialog's live region until the shopper acts.

const words = {
  tr: { sms: 'SMS', phone: 'Gönderilecek cep telefonu', sent: (p: string) => `Sepet bağlantınız SMS ile ${p} numarasına gönderildi.` },
  en: { sms: 'SMS', phone: 'Mobile number to send to', sent: (p: string) => `Your bag link has been sent by SMS to ${p}.` },
} as const;

for (const lang of journeyLanguages('tr')) {
  const w = { ...cartWords[lang], ...words[lang] };

  test(`${lang}: the bag link sent by SMS names the number, formatted, and the word stays`, async ({ page, baseURL }) => {
    await page.clock.install();
    await fillBag(page.request, baseURL);
    await page.goto(`${w.prefix}/cart`);
    await islandsReady(page);
    await page.getByRole('button', { name: w.share }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: w.sms }).check();
    const phone = freshShopper().phone;
    const to = dialog.getByLabel(w.phone);
    await to.fill(`0${phone}`);
    await dialog.getByRole('button', { name: w.send, exact: true }).click();

    const printed = `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
    const sent = dialog.getByRole('status').filter({ hasText: w.sent(printed) });
    await expect(sent).toBeVisible();
    // Long after a toast would have gone, the word is still there to read.
    await page.clock.fastForward(30_000);
    await expect(sent).toBeVisible();
    // Typing another number is acting again: the word for the last one goes.
    await to.fill('0532');
    await expect(sent).toHaveCount(0);
  });
}
