import sharp from 'sharp';
import { demoProduct } from './cart-support';
import { apiCall, guestOrder, memberReadyToPay, payByApi } from './checkout-support';
import { codeSentBy, expect, follow, freshShopper, islandsReady, test, journeyLanguages } from './fixtures';
import { enterCode } from './otp-input';

// After the purchase, as a shopper does it in Chromium, in English: a member follows an
// order, changes its address with an SMS code, cancels one item and sees the refund, watches it
// ship and arrive (moved on at /dev/orders), and returns the other item with two photos to a cargo
// branch; a guest tracks an order with a code and changes its address.

const words = {
  tr: {
    prefix: '',
    order: (n: string) => `Sipariş ${n}`,
    changeAddress: 'Teslimat adresini değiştir',
    continue: 'Devam et',
    otp: 'Doğrulama kodu',
    verify: 'Doğrula',
    addressDone: 'Teslimat adresiniz güncellendi',
    toOrder: 'Sipariş detayına dön',
    cancelItems: 'Ürün iptal et',
    itemsToCancel: 'İptal edilecek ürünler',
    reason: 'İptal nedeni',
    changedMind: 'Vazgeçtim',
    confirmCancel: 'Ürünü iptal et',
    refund: 'İade tutarı',
    yourRefund: 'İadeniz',
    toRefund: 'İade edilecek tutar',
    refundParts: 'İadenin yapılacağı yerler',
    creditCard: 'Kredi kartı',
    giftCard: 'Hediye kartı',
    cardWhen: 'Onaydan sonra 2–8 iş günü içinde kartınıza yansır',
    giftWhen: 'Hediye kartınıza hemen yüklenir',
    giftDone: 'Hediye kartınıza hemen yüklendi',
    refundFor: /^1 ürünün iptali · /,
    shownPrice: 'Ürünün gösterilen fiyatı',
    discountShare: 'Sipariş indirimlerinden payı',
    estimate: /Tahmini teslimat/,
    delivered: /tarihinde teslim edildi/,
    ship: 'Kargoya ver',
    deliver: 'Teslim et',
    tracking: 'Kargo takibi',
    returnItems: 'İade talebi oluştur',
    returnReason: 'İade nedeni',
    faulty: 'Ürün kusurlu veya hasarlı',
    note: 'Açıklama',
    photos: 'Fotoğraf ekle',
    branch: 'Kargo şubesine teslim edeceğim',
    homePickup: 'Adresimden ücretsiz alınsın',
    collection: 'Alım adresi',
    otherAddress: 'Başka bir adres seçin',
    chooseAddress: 'Alım adresini seçin',
    useAddress: 'Bu adresi kullan',
    area: 'Nerelerden alıyoruz',
    areaTitle: 'Kuryemizin alım yaptığı yerler',
    close: 'Kapat',
    submitReturn: 'İade talebini onayla',
    returnCode: 'İade kodunuz',
    orderNumber: 'Sipariş numarası',
    email: 'E-posta',
    find: 'Siparişimi sorgula',
    city: 'İl',
    district: 'İlçe',
    neighborhood: 'Mahalle',
    addressText: 'Adres',
    addresses: 'Adresler',
  },
  en: {
    prefix: '/en',
    order: (n: string) => `Order ${n}`,
    changeAddress: 'Change delivery address',
    continue: 'Continue',
    otp: 'Verification code',
    verify: 'Verify',
    addressDone: 'Your delivery address has been updated',
    toOrder: 'Back to the order',
    cancelItems: 'Cancel items',
    itemsToCancel: 'Items to cancel',
    reason: 'Reason for cancelling',
    changedMind: 'I changed my mind',
    confirmCancel: 'Cancel item',
    refund: 'Refund amount',
    yourRefund: 'Your refund',
    toRefund: 'Amount to be refunded',
    refundParts: 'Where the refund goes',
    creditCard: 'Credit card',
    giftCard: 'Gift card',
    cardWhen: 'Reaches your card 2 to 8 working days after approval',
    giftWhen: 'Goes back onto your gift card at once',
    giftDone: 'Loaded back onto your gift card at once',
    refundFor: /^Cancellation of 1 item · /,
    shownPrice: 'Price of the item as shown',
    discountShare: "Its share of the order's discounts",
    estimate: /Estimated delivery/,
    delivered: /Delivered on /,
    ship: 'Ship',
    deliver: 'Deliver',
    tracking: 'Parcel tracking',
    returnItems: 'Return items',
    returnReason: 'Reason for return',
    faulty: 'Faulty or damaged',
    note: 'Tell us more',
    photos: 'Add photos',
    branch: 'Drop off at a carrier branch',
    homePickup: 'Free collection from my address',
    collection: 'Collection address',
    otherAddress: 'Choose another address',
    chooseAddress: 'Choose the collection address',
    useAddress: 'Use this address',
    area: 'Where we collect from',
    areaTitle: 'Where our courier collects',
    close: 'Close',
    submitReturn: 'Confirm return',
    returnCode: 'Your return code',
    orderNumber: 'Order number',
    email: 'E-mail',
    find: 'Find my order',
    city: 'City',
    district: 'District',
    neighborhood: 'Neighbourhood',
    addressText: 'Address',
    addresses: 'Addresses',
  },
} as const;

const photo = (r: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

/** An amount as the pages print it ("1.234,50 TL", "−30,46 TL") in kuruş. */
const kurus = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));

/** The amounts of a refund's instrument lines, in order. */
const partAmounts = async (region: import('@playwright/test').Locator, name: string) =>
  (await region.getByRole('list', { name }).getByRole('listitem').allInnerTexts()).map((line) =>
    kurus(line.match(/[\d.]+,\d\d TL$/)?.[0] ?? ''),
  );

/** Moves an order on at /dev/orders, as a reviewer does. */
async function devMove(page: import('@playwright/test').Page, number: string, action: string) {
  await page.goto('/dev/orders');
  await islandsReady(page);
  await page.getByRole('button', { name: `${action} ${number}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `${action} ${number}`, exact: true })).toBeEnabled();
}

for (const lang of journeyLanguages('en')) {
  const w = words[lang];

  test(`a member follows, changes, cancels and returns an order (${lang})`, async ({ page, member, baseURL }) => {
    test.setTimeout(120_000);
    await memberReadyToPay(page, baseURL);
    const product = await demoProduct(baseURL);
    await apiCall(page.request, 'POST', '/cop-api/cart/add', { productId: product.productId, variantId: product.sizes[1].id, quantity: 1 });
    const second = await apiCall<{ ID: number }>(page.request, 'POST', '/cop-api/address/add-or-update', {
      AddressDescription: 'Ofis',
      Name: 'Zeynep Kaya',
      Phone: '(532) 111 22 33',
      AddressText: 'Atatürk Bulvarı No: 120 Kat 4',
      InvoiceType: 1,
      CitizenID: '10000000146',
      CityID: 6,
      DistrictID: 601,
      NeighborhoodID: 601001,
    });
    expect(second.Success, JSON.stringify(second)).toBe(true);
    // Part of the order paid by the demo 30.000 TL gift card (a third, at most 10.000 TL: the card
    // pays up to 25.000 TL of an order), the rest by card: a cancel's refund then goes back to both,
    // and the review must say so before the final button.
    expect(
      (await apiCall(page.request, 'POST', '/cop-api/giftcard/balance', { GiftCardNo: '6000100000000002', GiftPin: '1234' })).Success,
    ).toBe(true);
    const bag = await apiCall<{ TotalAmountToBePaid: number }>(page.request, 'GET', '/cop-api/cart/summary?isPickup=false');
    const used = await apiCall(page.request, 'POST', '/cop-api/giftcard/use', {
      amount: Math.min(Math.floor(bag.Result!.TotalAmountToBePaid / 3), 1_000_000),
    });
    expect(used.Success, JSON.stringify(used)).toBe(true);
    const number = await payByApi(page.request);

    // My orders, then the order.
    await page.goto(`${w.prefix}/customer/order`);
    await page.getByRole('link', { name: new RegExp(w.order(number)) }).click();
    await expect(page.getByRole('heading', { name: w.order(number) })).toBeVisible();

    // The delivery address, changed before shipping with the SMS code.
    await follow(page, page.getByRole('link', { name: w.changeAddress }));
    await page.getByRole('radio', { name: /Ofis/ }).check();
    const code = await codeSentBy(page.request, member.phone, () => page.getByRole('button', { name: w.continue }).click());
    await enterCode(page, w.otp, code);
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page.getByRole('heading', { name: w.addressDone })).toBeVisible();
    await page.getByRole('link', { name: w.toOrder }).click();
    await expect(page.getByRole('region', { name: w.addresses }).getByText(/Atatürk Bulvarı No: 120/)).toBeVisible();

    // One item cancelled: every item shows its reason picker, and a reason chosen chooses its item,
    // so the first Continue goes on to the review (issue 24, item 13).
    await follow(page, page.getByRole('link', { name: w.cancelItems }));
    const items = page.getByRole('group', { name: w.itemsToCancel });
    await expect(items.getByRole('combobox', { name: new RegExp(w.reason) })).toHaveCount(2);
    await items
      .getByRole('combobox', { name: new RegExp(w.reason) })
      .first()
      .selectOption({ label: w.changedMind });
    await expect(items.getByRole('checkbox').first()).toBeChecked();
    await expect(items.getByText(w.refund, { exact: true })).toHaveCount(2);
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Before the final button, the review says what goes back to the card and to the gift card, and
    // when; the button names what it does.
    const ahead = page.getByRole('region', { name: w.yourRefund });
    const parts = ahead.getByRole('list', { name: w.refundParts }).getByRole('listitem');
    await expect(parts).toHaveCount(2);
    await expect(parts.filter({ hasText: w.creditCard })).toContainText(w.cardWhen);
    await expect(parts.filter({ hasText: w.giftCard })).toContainText(w.giftWhen);
    const previewed = await partAmounts(ahead, w.refundParts);
    const previewedTotal = kurus(await ahead.locator('p', { hasText: w.toRefund }).locator('strong').innerText());
    expect(previewed.reduce((a, b) => a + b, 0)).toBe(previewedTotal);
    await page.getByRole('button', { name: w.confirmCancel, exact: true }).click();

    // The refund says what it is for, and why it is less than the price shown: the item's share
    // of the order's discounts (the basket threshold discount), in words and amounts.
    const refund = page.getByRole('region', { name: w.refundFor });
    await expect(refund).toBeVisible();
    const amount = async (label: string) =>
      kurus(
        await refund
          .locator('div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .getByRole('definition')
          .innerText(),
      );
    const shown = await amount(w.shownPrice);
    const share = await amount(w.discountShare);
    const back = kurus(await refund.locator('p', { hasText: w.refund }).locator('strong').innerText());
    expect(share).toBeGreaterThan(0);
    expect(shown - share).toBe(back);
    await expect(refund.getByText(w.refund)).toBeVisible();
    // The refund made is the one previewed, line by line; the gift card's says it is loaded already.
    expect(back).toBe(previewedTotal);
    expect(await partAmounts(refund, w.refundParts)).toEqual(previewed);
    await expect(refund.getByRole('listitem').filter({ hasText: w.giftCard })).toContainText(w.giftDone);

    // Shipped at /dev/orders: the tracking shows the parcel; then delivered.
    await devMove(page, number, w.ship);
    await page.goto(`${w.prefix}/customer/order`);
    await page.getByRole('link', { name: new RegExp(w.order(number)) }).click();
    await expect(page.getByRole('heading', { name: w.tracking })).toBeVisible();
    await expect(page.getByText(/YK\d{12}/)).toBeVisible();
    await expect(page.getByText(w.estimate)).toBeVisible();
    await devMove(page, number, w.deliver);
    // Delivered: the parcel gives the delivery day, no longer an estimate.
    await page.goto(`${w.prefix}/customer/order`);
    await page.getByRole('link', { name: new RegExp(w.order(number)) }).click();
    await expect(page.getByText(w.delivered)).toBeVisible();
    await expect(page.getByText(w.estimate)).toHaveCount(0);

    // The other item returned with two photos to a cargo branch: the return code.
    await page.goto(`${w.prefix}/customer/order`);
    await page.getByRole('link', { name: new RegExp(w.order(number)) }).click();
    await follow(page, page.getByRole('link', { name: w.returnItems }));
    await page.getByLabel(w.returnReason).selectOption({ label: w.faulty });
    await page.getByLabel(w.note).fill(lang === 'tr' ? 'Dikişi sökük geldi.' : 'A seam came undone.');
    await page.getByLabel(w.photos).setInputFiles([
      { name: 'on.jpg', mimeType: 'image/jpeg', buffer: await photo(180) },
      { name: 'arka.jpg', mimeType: 'image/jpeg', buffer: await photo(120) },
    ]);
    await expect(page.locator('progress[value="1"]')).toHaveCount(2);
    await page.getByRole('button', { name: w.continue }).click();
    // A home pickup collects from the order's address or another saved one in the area, chosen in
    // its modal; another modal lists the area. Then the parcel goes to a branch after all.
    await page.getByLabel(w.homePickup).check();
    const collection = page.getByRole('region', { name: w.collection });
    await collection.getByRole('button', { name: w.otherAddress }).click();
    const chooser = page.getByRole('dialog', { name: w.chooseAddress });
    // A modal opens at its first field (here the address chosen so far), a text-only one at itself:
    // never at its ✕. Closed, it gives the focus back to its opener.
    await expect(chooser.getByRole('radio', { checked: true })).toBeFocused();
    await chooser.getByRole('radio', { name: /^Ev/ }).check();
    await chooser.getByRole('button', { name: w.useAddress }).click();
    await expect(chooser).toBeHidden();
    await expect(collection.getByText('Ev', { exact: true })).toBeVisible();
    await collection.getByRole('button', { name: w.area }).click();
    const area = page.getByRole('dialog', { name: w.areaTitle });
    await expect(area).toBeFocused();
    await expect(area.getByText('İstanbul')).toBeVisible();
    await area.getByRole('button', { name: w.close }).click();
    await expect(area).toBeHidden();
    await expect(collection.getByRole('button', { name: w.area })).toBeFocused();
    await page.getByLabel(w.branch).check();
    await page.getByLabel('MNG Kargo').check();
    await page.getByRole('button', { name: w.continue }).click();
    await page.getByRole('button', { name: w.submitReturn }).click();
    await expect(page.getByText(w.returnCode, { exact: true })).toBeVisible();
    await expect(page.locator('.er-code-value')).toHaveText(/^[A-Z2-9]{8}$/);
  });

  test(`a guest tracks an order with a code and changes its address (${lang})`, async ({ page, baseURL, browser }) => {
    test.setTimeout(90_000);
    const guest = freshShopper();
    const number = await guestOrder(page.request, baseURL, guest);

    // Another browser: the order is found by number, e-mail and the SMS code.
    const context = await browser.newContext({ baseURL });
    const tracker = await context.newPage();
    await tracker.goto(`${w.prefix}/customer/ordertracking`);
    await islandsReady(tracker);
    await tracker.getByLabel(w.orderNumber).fill(number);
    await tracker.getByLabel(w.email).fill(guest.email);
    const code = await codeSentBy(tracker.request, guest.phone, () => tracker.getByRole('button', { name: w.find }).click());
    await enterCode(tracker, w.otp, code);
    await tracker.getByRole('button', { name: w.verify }).click();
    await expect(tracker.getByRole('heading', { name: w.order(number) })).toBeVisible();

    await tracker.getByRole('link', { name: w.changeAddress }).click();
    await islandsReady(tracker);
    await tracker.getByLabel(w.city, { exact: true }).selectOption({ label: 'İzmir' });
    await tracker.getByLabel(w.district, { exact: true }).selectOption({ index: 1 });
    await tracker.getByLabel(w.neighborhood, { exact: true }).selectOption({ index: 1 });
    await tracker.getByLabel(w.addressText, { exact: true }).fill('Kıbrıs Şehitleri Caddesi No: 40');
    const again = await codeSentBy(tracker.request, guest.phone, () => tracker.getByRole('button', { name: w.continue }).click());
    await enterCode(tracker, w.otp, again);
    await tracker.getByRole('button', { name: w.verify }).click();
    await expect(tracker.getByRole('heading', { name: w.addressDone })).toBeVisible();
    await tracker.getByRole('link', { name: w.toOrder }).click();
    await expect(tracker.getByRole('region', { name: w.addresses }).getByText(/Kıbrıs Şehitleri Caddesi No: 40/)).toBeVisible();
    await context.close();
  });
}
