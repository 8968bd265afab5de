import { guestOrder } from './checkout-support';
import { expect, freshShopper, islandsReady, test, journeyLanguages } from './fixtures';

// Order tracking can be found (issue 24, item 5): the footer of every page links to it, and a
// guest's confirmation page and e-mail lead to it with the order number filled in; the e-mail no
// longer promises the order "in your account" to someone who has none.

const words = {
  tr: { prefix: '', link: 'Sipariş takibi', help: 'Yardım', orderNumber: 'Sipariş numarası', account: 'hesabınızda' },
  en: { prefix: '/en', link: 'Track your order', help: 'Help', orderNumber: 'Order number', account: 'in your account' },
} as const;

interface Mail {
  subject?: string;
  body: string;
}

for (const lang of journeyLanguages('tr')) {
  const w = words[lang];

  test(`the footer links to order tracking (${lang})`, async ({ page }) => {
    await page.goto(`${w.prefix}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: w.link }).click();
    await page.waitForURL(`**${w.prefix}/customer/ordertracking`);
    await expect(page.getByLabel(w.orderNumber)).toBeVisible();
  });

  test(`a guest's confirmation page and e-mail lead to tracking with the order number (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const guest = freshShopper();
    if (lang === 'en') await page.goto('/en/');
    const number = await guestOrder(page.request, baseURL, guest);
    await page.goto(`${w.prefix}/checkout/orderreceived?orderNumber=${number}`);
    await page.getByRole('main').getByRole('link', { name: w.link }).click();
    await page.waitForURL(`**${w.prefix}/customer/ordertracking?orderNumber=${number}`);
    await islandsReady(page);
    await expect(page.getByLabel(w.orderNumber)).toHaveValue(number);

    const outbox = await page.request.get(`/dev/outbox.json?recipient=${encodeURIComponent(guest.email)}&limit=5`);
    const mail = ((await outbox.json()).Result as Mail[]).find((m) => m.subject?.includes(number));
    expect(mail?.body).toContain(`${baseURL}${w.prefix}/customer/ordertracking?orderNumber=${number}`);
    expect(mail?.body).toContain(number);
    expect(mail?.body).not.toContain(w.account);
  });
}
