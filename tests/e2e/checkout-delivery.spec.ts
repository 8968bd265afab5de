import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { demoProduct, sameShopperCall } from './cart-support';
import { fillBag as bagByApi, guestContact } from './checkout-support';
import { codeFor, expect, freshShopper, islandsReady, masked, test, journeyLanguages } from './fixtures';
import { enterCode } from './otp-input';
import { addressWords } from './words';

// The delivery step as shoppers take it: a member delivers to a saved address, then switches to
// collecting in store with car delivery; a guest gives contact and address and verifies both codes.

const words = {
  tr: {
    prefix: '',
    heading: 'Teslimat',
    deliver: 'Adrese teslimat',
    collect: 'Mağazadan teslim al',
    city: 'İl',
    car: 'Siparişim aracıma getirilsin',
    continue: 'Ödemeye geç',
    contact: 'İletişim bilgileriniz',
    email: 'E-posta',
    phone: 'Cep telefonu',
    sendSms: 'SMS ile kod gönder',
    sendMail: 'E-posta ile kod gönder',
    verify: 'Doğrula',
    verified: 'Doğrulandı',
    code: 'Doğrulama kodu',
    summary: 'Sipariş özeti',
    timeLeft: /Kalan süre: \d+ saniye/,
    resendIn: /\d+ saniye sonra yeni kod/,
  },
  en: {
    prefix: '/en',
    heading: 'Delivery',
    deliver: 'Deliver to an address',
    collect: 'Collect in store',
    city: 'City',
    car: 'Bring my order to my car',
    continue: 'Continue to payment',
    contact: 'Your contact details',
    email: 'E-mail',
    phone: 'Mobile phone',
    sendSms: 'Send code by SMS',
    sendMail: 'Send code by e-mail',
    verify: 'Verify',
    verified: 'Verified',
    code: 'Verification code',
    summary: 'Order summary',
    timeLeft: /Time left: \d+ seconds/,
    resendIn: /request a new code in \d+ seconds/,
  },
} as const;

/** Puts one demo piece in the page's bag, as the product page's button does. */
async function fillBag(page: Page, baseURL: string | undefined) {
  const product = await demoProduct(baseURL);
  await sameShopperCall(page, 'POST', '/cop-api/cart/add', { productId: product.productId, variantId: product.sizes[0].id, quantity: 1 });
}

/** The place ids of a Kadıköy address, read as the address form reads them. */
async function kadikoy(page: Page) {
  const districts = await (await page.request.get('/cop-api/address/districts?cityId=34')).json();
  const district = districts.Result.find((d: { Text: string }) => d.Text === 'Kadıköy');
  const neighbourhoods = await (await page.request.get(`/cop-api/address/neighborhoods?districtid=${district.Value}`)).json();
  return { CityID: 34, DistrictID: district.Value, NeighborhoodID: neighbourhoods.Result[0].Value };
}

/** Clicks the step's action: the summary's button on desktop. */
const proceed = (page: Page, label: string) => page.getByRole('complementary').getByRole('button', { name: label }).click();

for (const lang of journeyLanguages('en')) {
  const w = words[lang];
  const a = addressWords[lang];

  test(`${lang}: a member delivers to a saved address, then collects in store with car delivery`, async ({ page, member: _, baseURL }) => {
    await fillBag(page, baseURL);
    await sameShopperCall(page, 'POST', '/cop-api/address/add-or-update', {
      AddressDescription: 'Ev',
      Name: 'Deniz Aydın',
      Phone: '5321112233',
      AddressText: 'Moda Caddesi No: 12 Daire 3',
      InvoiceType: 1,
      CitizenID: '10000000146',
      ...(await kadikoy(page)),
    });
    await page.goto(`${w.prefix}/checkout/address`);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.summary })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Ev/ })).toBeChecked();
    expect(await seriousViolations(page, 'delivery')).toEqual([]);

    await test.step("the address book's dialog: the citizen id required and why, the save in view, the ✕ closes", async () => {
      await page
        .getByRole('button', { name: new RegExp(`${lang === 'tr' ? 'Düzenle' : 'Edit'} Ev`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: lang === 'tr' ? 'Adresi düzenle' : 'Edit address' });
      await expect(dialog.getByLabel(a.citizen)).toHaveAttribute('aria-required', 'true');
      await expect(dialog.getByLabel(a.citizen)).toHaveAccessibleDescription(a.citizenWhy);
      await expect(dialog.getByRole('button', { name: a.save })).toBeInViewport({ ratio: 1 });
      await dialog.getByRole('button', { name: a.close }).click();
      await expect(dialog).toBeHidden();
    });

    await proceed(page, w.continue);
    await page.waitForURL(`**${w.prefix}/checkout/payment`);
    const first = await (await page.request.get('/cop-api/checkout/delivery')).json();
    expect(first.Result).toMatchObject({ isPickup: false, IsUseShippingInfoAsBillingInfo: true });
    expect(first.Result.ShippingAddressID).toBeGreaterThan(0);

    await page.goto(`${w.prefix}/checkout/address`);
    await islandsReady(page);
    await page.getByRole('radio', { name: w.collect }).check();
    await page.getByLabel(w.city, { exact: true }).selectOption({ label: 'İstanbul' });
    await page.getByRole('radio', { name: /Zorlu Center/ }).check();
    await page.getByRole('checkbox', { name: w.car }).check();
    expect(await seriousViolations(page, 'pickup')).toEqual([]);
    await expect(page.getByRole('radio', { name: /Ev/ })).toBeChecked();
    await proceed(page, w.continue);
    await page.waitForURL(`**${w.prefix}/checkout/payment`);
    const kept = await (await page.request.get('/cop-api/checkout/delivery')).json();
    expect(kept.Result).toMatchObject({ isPickup: true, IsCarDelivery: true });
  });

  test(`${lang}: a guest gives contact and address, and verifies phone and e-mail by codes`, async ({ page, baseURL }) => {
    const guest = freshShopper();
    await fillBag(page, baseURL);
    await page.goto(`${w.prefix}/checkout/address?isGuestCheckout=True`);
    await islandsReady(page);
    const contact = page.getByRole('region', { name: w.contact });
    await contact.getByLabel(w.email, { exact: true }).fill(guest.email);
    await contact.getByLabel(w.phone, { exact: true }).pressSequentially(guest.phone);
    await expect(contact.getByLabel(w.phone, { exact: true })).toHaveValue(masked(guest.phone));
    // Nothing is kept yet, so the address form offers no Cancel that would lead nowhere.
    await expect(page.getByRole('main').getByRole('button', { name: lang === 'tr' ? 'Vazgeç' : 'Cancel', exact: true })).toHaveCount(0);

    await page.getByLabel(a.title).fill('Ev');
    await page.getByLabel(a.name, { exact: true }).fill('Deniz Aydın');
    await page.getByRole('main').getByLabel(a.phone).last().pressSequentially('5321112233');
    await page.getByLabel(a.city, { exact: true }).last().selectOption({ label: 'İstanbul' });
    await page.getByLabel(a.district).selectOption({ label: 'Kadıköy' });
    await page.getByLabel(a.neighbourhood).selectOption({ index: 1 });
    await page.getByLabel(a.address, { exact: true }).fill('Moda Caddesi No: 12 Daire 3');
    // The guest's form, the same one: the citizen id says why it is asked.
    await expect(page.getByLabel(a.citizen)).toHaveAccessibleDescription(a.citizenWhy);
    await page.getByLabel(a.citizen).fill('10000000146');
    await page.getByRole('button', { name: a.save }).click();

    await page.getByRole('button', { name: w.sendSms }).click();
    await enterCode(page, w.code, await codeFor(page.request, guest.phone));
    await page.getByRole('button', { name: w.verify }).click();
    await page.getByRole('button', { name: w.sendMail }).click();
    await enterCode(page, w.code, await codeFor(page.request, guest.email));
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page.getByText(w.verified)).toHaveCount(2);
    expect(await seriousViolations(page, 'guest')).toEqual([]);

    await proceed(page, w.continue);
    await page.waitForURL(`**${w.prefix}/checkout/payment?isGuestCheckout=True`);
  });

  test(`${lang}: the code step survives a reload, and a step opened without the guest flag stays on the guest flow`, async ({
    page,
    baseURL,
  }) => {
    const guest = freshShopper();
    await bagByApi(page.request, baseURL);
    await guestContact(page.request, guest.email, guest.phone);
    await page.goto(`${w.prefix}/checkout/address?isGuestCheckout=True`);
    await islandsReady(page);
    await page.getByRole('button', { name: w.sendSms }).click();
    await expect(page.getByRole('group', { name: w.code })).toBeVisible();

    // Reloaded within the resend wait: the box and both countdowns are back, from the server's state.
    await page.reload();
    await islandsReady(page);
    await expect(page.getByRole('group', { name: w.code })).toBeVisible();
    await expect(page.getByText(w.timeLeft)).toBeVisible();
    await expect(page.getByText(w.resendIn)).toBeVisible();
    await enterCode(page, w.code, await codeFor(page.request, guest.phone));
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page.getByText(w.verified)).toHaveCount(1);

    // The payment step without ?isGuestCheckout=True keeps the guest on the guest flow, not sign-in.
    await page.goto(`${w.prefix}/checkout/payment`);
    await expect(page).toHaveURL(/\/checkout\/(payment|address)\?isGuestCheckout=True$/);
    await expect(page).not.toHaveURL(/login/);
  });
}
