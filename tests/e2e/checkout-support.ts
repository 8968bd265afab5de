import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { CHECKOUT_API } from '../../src/lib/checkout/steps/schema';
import { demoProduct } from './cart-support';
import { codeFor, type Shopper } from './fixtures';

// What the checkout journeys need besides the shared fixtures: the state before the screen under
// test made through the calls the islands make (a bag, a saved address, the delivery choice, a paid
// order), the sandbox bank's test cards, and the words of the payment and confirmation screens.

/** The sandbox bank's test cards (README): what each does. */
export const CARDS = {
  direct: '5400360000000003',
  threeD: '5526080000000006',
  declined: '5528790000000008',
  campaign: '4543600000000003',
  debit: '5892830000000000',
} as const;

interface Envelope<T> {
  Success: boolean;
  Result?: T;
  Message?: string | null;
  Exception?: { ErrorCode: string } | null;
}

/** A call as the islands make it: the context's cookies and the session's verification token. */
export async function apiCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Envelope<T>> {
  const session = await (await request.get('/cop-api/session')).json();
  const answer = await request.fetch(path, { method, data, headers: { RequestVerificationToken: session.Result.Token } });
  return answer.json();
}

/** Puts `quantity` pieces of the demo product (its first plentiful size) in the bag. */
export async function fillBag(request: APIRequestContext, baseURL: string | undefined, quantity = 1): Promise<void> {
  const product = await demoProduct(baseURL);
  const added = await apiCall(request, 'POST', '/cop-api/cart/add', {
    productId: product.productId,
    variantId: product.sizes[0].id,
    quantity,
  });
  expect(added.Success, JSON.stringify(added)).toBe(true);
}

interface Place {
  Value: number;
  Text: string;
}

/** An address in a city (Kadıköy when in İstanbul, else its first district), as the address form sends it. */
async function addressBody(request: APIRequestContext, cityId: number) {
  const districts = await apiCall<Place[]>(request, 'GET', `/cop-api/address/districts?cityId=${cityId}`);
  const district = districts.Result!.find((d) => d.Text === 'Kadıköy') ?? districts.Result![0]!;
  const neighborhoods = await apiCall<Place[]>(request, 'GET', `/cop-api/address/neighborhoods?districtid=${district.Value}`);
  return {
    AddressDescription: 'Ev',
    Name: 'Zeynep Kaya',
    Phone: '(532) 111 22 33',
    AddressText: 'Moda Caddesi No: 12/4 Daire 3',
    InvoiceType: 1,
    CitizenID: '10000000146',
    CityID: cityId,
    DistrictID: district.Value,
    NeighborhoodID: neighborhoods.Result![0]!.Value,
  };
}

/**
 * Saves an address to the member's book, in Kadıköy, İstanbul unless another city is named (its first
 * district); with an id, moves that saved address there instead, as the address book does. Its id.
 */
export async function saveAddress(request: APIRequestContext, { id, cityId = 34 }: { id?: number; cityId?: number } = {}): Promise<number> {
  const saved = await apiCall<{ ID: number }>(request, 'POST', '/cop-api/address/add-or-update', {
    ...(id !== undefined && { ID: id }),
    ...(await addressBody(request, cityId)),
  });
  expect(saved.Success, JSON.stringify(saved)).toBe(true);
  return saved.Result!.ID;
}

/** A signed-in member's bag and delivery choice (a saved address for both shipping and billing): the payment step opens. */
export async function memberReadyToPay(page: Page, baseURL: string | undefined, quantity = 1): Promise<void> {
  await fillBag(page.request, baseURL, quantity);
  const address = await saveAddress(page.request);
  const chosen = await apiCall(page.request, 'POST', CHECKOUT_API.delivery, {
    ShippingAddressID: address,
    IsUseShippingInfoAsBillingInfo: true,
  });
  expect(chosen.Success, JSON.stringify(chosen)).toBe(true);
}

/** A guest's contact and Kadıköy address, given as the guest form gives them (not yet verified). */
export async function guestContact(request: APIRequestContext, email: string, phone: string): Promise<void> {
  const saved = await apiCall(request, 'POST', CHECKOUT_API.guest, {
    Email: email,
    Phone: phone,
    Shipping: await addressBody(request, 34),
    Billing: null,
  });
  expect(saved.Success, JSON.stringify(saved)).toBe(true);
}

/** The payable total the summary would show, as the cart's summary call answers it. */
async function payable(request: APIRequestContext, isPickup: boolean): Promise<number> {
  const answer = await apiCall<{ TotalAmountToBePaid: number }>(request, 'GET', `/cop-api/cart/summary?isPickup=${isPickup}`);
  return answer.Result!.TotalAmountToBePaid;
}

/** Pays the session's bag with the direct-approval card through the checkout call; the order number. */
export async function payByApi(request: APIRequestContext, isGuest = false): Promise<string> {
  const delivery = await apiCall<Record<string, unknown>>(request, 'GET', CHECKOUT_API.delivery);
  const answer = await apiCall<{ OrderNumber: string; IsSucceed: boolean }>(request, 'POST', CHECKOUT_API.checkout, {
    OrderInfo: { ...delivery.Result, PaymentMethodCode: 'credit_card' },
    CreditCard: {
      CardNo: CARDS.direct,
      CardName: 'Zeynep Kaya',
      ExpMonth: 12,
      ExpYear: new Date().getFullYear() + 3,
      SecureCode: '123',
      InstallmentCount: 1,
    },
    IsGuestCheckout: isGuest,
    AgreementsAccepted: true,
    TotalAmountToBePaid: await payable(request, delivery.Result?.isPickup === true),
    IdempotencyKey: crypto.randomUUID(),
  });
  expect(answer.Result?.IsSucceed, JSON.stringify(answer)).toBe(true);
  return answer.Result!.OrderNumber;
}

/** A guest who verified both contacts and paid for the demo product by card, through the API; the order number. */
export async function guestOrder(request: APIRequestContext, baseURL: string | undefined, guest: Shopper): Promise<string> {
  await fillBag(request, baseURL);
  await guestContact(request, guest.email, guest.phone);
  for (const [kind, recipient] of [
    ['phone', guest.phone],
    ['email', guest.email],
  ] as const) {
    const sent = await apiCall<{ RequestId: string }>(request, 'POST', CHECKOUT_API.guestSendCode, { kind });
    const verified = await apiCall(request, 'POST', CHECKOUT_API.guestVerify, {
      kind,
      RequestId: sent.Result!.RequestId,
      Otp: await codeFor(request, recipient),
    });
    expect(verified.Success, JSON.stringify(verified)).toBe(true);
  }
  return payByApi(request, true);
}

/** The words of the payment and confirmation screens, by language. */
export const payWords = {
  tr: {
    prefix: '',
    cardNumber: 'Kart numarası',
    month: 'Ay',
    year: 'Yıl',
    code: 'Güvenlik kodu',
    holder: 'Kart üzerindeki ad soyad',
    threeD: '3-D Secure ile öde',
    preInformation: /Ön Bilgilendirme Formu/,
    distanceSales: /Mesafeli Satış Sözleşmesi/,
    pay: /^(Öde|Kalanı öde) ·/,
    payError: 'Ödemeniz gerçekleştirilemedi',
    threeDTitle: '3-D Secure doğrulaması',
    thanks: 'Siparişiniz alındı',
    orderNumber: 'Sipariş numarası',
    singlePayment: 'Tek çekim',
    collect: 'Mağazadan teslim al',
    city: 'İl',
    car: 'Siparişim aracıma getirilsin',
    continue: 'Ödemeye geç',
    sendSms: 'SMS ile kod gönder',
    sendMail: 'E-posta ile kod gönder',
    verify: 'Doğrula',
    otp: 'Doğrulama kodu',
    createAccount: 'Üye ol',
  },
  en: {
    prefix: '/en',
    cardNumber: 'Card number',
    month: 'Month',
    year: 'Year',
    code: 'Security code',
    holder: 'Name on card',
    threeD: 'Pay with 3-D Secure',
    preInformation: /Preliminary Information Form/,
    distanceSales: /Distance Sales Agreement/,
    pay: /^(Pay now|Pay the rest) ·/,
    payError: 'Your payment did not go through',
    threeDTitle: '3-D Secure verification',
    thanks: 'Your order is confirmed',
    orderNumber: 'Order number',
    singlePayment: 'Single payment',
    collect: 'Collect in store',
    city: 'City',
    car: 'Bring my order to my car',
    continue: 'Continue to payment',
    sendSms: 'Send code by SMS',
    sendMail: 'Send code by e-mail',
    verify: 'Verify',
    otp: 'Verification code',
    createAccount: 'Create an account',
  },
} as const;
export type PayWords = (typeof payWords)[keyof typeof payWords];

/** Types a card into the payment form as a shopper does, and accepts both agreements. */
export async function typeCard(page: Page, w: PayWords, number: string): Promise<void> {
  await page.getByLabel(w.cardNumber, { exact: true }).pressSequentially(number);
  await page.getByLabel(w.month, { exact: true }).selectOption('12');
  await page.getByLabel(w.year, { exact: true }).selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel(w.code, { exact: true }).fill('123');
  await page.getByLabel(w.holder, { exact: true }).fill('Zeynep Kaya');
  await page.getByRole('checkbox', { name: w.preInformation }).check();
  await page.getByRole('checkbox', { name: w.distanceSales }).check();
}

/**
 * How many lines an element's visible text takes (its line boxes, by their tops): 1 when nothing
 * wraps. Text clipped to nothing for screen readers (the phone bar's amount inside its button) is
 * not a line a shopper sees.
 */
export const linesOf = (locator: Locator): Promise<number> =>
  locator.evaluate((element) => {
    const clipped = (node: Node) => {
      for (let at = node.parentElement; at && at !== element.parentElement; at = at.parentElement)
        if (getComputedStyle(at).clipPath !== 'none') return true;
      return false;
    };
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || clipped(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

/** The checkout header's height, as the step bar sits in it (the same on every step: it must not jump). */
export const checkoutHeaderHeight = (page: Page): Promise<number> =>
  page.locator('.checkout-header').evaluate((header) => header.getBoundingClientRect().height);

/**
 * Where the checkout's step bar sits against the page's gutter: its first step's left edge and its
 * last step's right edge, and the gutter (the page column's padding) at this width.
 */
export const stepBarEdges = (page: Page) =>
  page.evaluate(() => {
    const steps = [...document.querySelectorAll('.checkout-step')].map((step) => step.getBoundingClientRect());
    const gutter = Number.parseFloat(getComputedStyle(document.querySelector('.checkout-main')!).paddingLeft);
    return { left: steps[0]!.left, right: window.innerWidth - steps.at(-1)!.right, gutter };
  });
