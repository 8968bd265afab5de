// Shared by the page-weight benchmark and the budget tests: a visitor of its own on a running
// server (session cookie, verification token), a bag with two pieces, a guest's two checkout steps,
// and the checkout call paying by the sandbox bank's direct-approval card.
import { outboxCode } from './_session.mjs';

/** The sandbox bank's test card that approves at once, without 3-D Secure (README). */
const DIRECT_CARD = '5400360000000003';

/** The checkout call's body paying `total` kuruş by the direct-approval card; `orderInfo` names the delivery. */
export function cardCheckout(total, orderInfo = {}, extra = {}) {
  return {
    OrderInfo: { IsUseShippingInfoAsBillingInfo: true, PaymentMethodCode: 'credit_card', ...orderInfo },
    CreditCard: { CardNo: DIRECT_CARD, CardName: 'Deniz Aydın', ExpMonth: 12, ExpYear: 2030, SecureCode: '123', InstallmentCount: 1 },
    AgreementsAccepted: true,
    TotalAmountToBePaid: total,
    IdempotencyKey: crypto.randomUUID(),
    ...extra,
  };
}

/** A session of a visitor's own: its cookie and its verification token. */
export async function newSession(url) {
  const session = await fetch(`${url}/cop-api/session`);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, token: (await session.json()).Result.Token };
}

/** A visitor of its own: the session cookie and the headers of a state-changing call, as an island sends them. */
export async function visitor(url) {
  const { cookie, token } = await newSession(url);
  const headers = { cookie, origin: url, 'content-type': 'application/json', RequestVerificationToken: token };
  const post = async (path, body) => {
    const answer = await (await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    if (!answer.Success) throw new Error(`${path} refused: ${JSON.stringify(answer)}`);
    return answer.Result;
  };
  const get = async (path) => (await (await fetch(url + path, { headers: { cookie } })).json()).Result;
  const page = async (path, extra = {}) => (await fetch(url + path, { headers: { ...extra, cookie } })).text();
  return { post, get, page };
}

/** Two pieces in the visitor's bag (the product page's first two sizes in stock), added through the cart's own call. */
async function fillBag(shopper, productPath) {
  const product = await shopper.page(productPath);
  const options = JSON.parse(/data-options="([^"]*)"/.exec(product)?.[1]?.replaceAll('&quot;', '"') ?? '[]');
  const productId = Number(/data-product-id="(\d+)"/.exec(product)?.[1]);
  for (const variant of options.filter((o) => o.stock > 0).slice(0, 2))
    await shopper.post('/cop-api/cart/add', { productId, variantId: variant.id, quantity: 1 });
}

/** Each view's page: `prefix` ("/en") before the path, `headers` (a phone's User-Agent) sent with it. */
const readViews = (shopper, path, views) => Promise.all(views.map(({ prefix = '', headers }) => shopper.page(prefix + path, headers)));

/**
 * The two checkout steps of a guest with two pieces, in each view: the delivery step as it opens,
 * then the payment step once the guest's contact and address are given and both codes verified.
 */
export async function checkoutHtml(url, productPath, views = [{}]) {
  const shopper = await visitor(url);
  await fillBag(shopper, productPath);
  const address = await readViews(shopper, '/checkout/address?isGuestCheckout=True', views);
  const district = (await shopper.get('/cop-api/address/districts?cityId=34'))[0];
  const neighborhood = (await shopper.get(`/cop-api/address/neighborhoods?districtid=${district.Value}`))[0];
  const phone = `53${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const email = `bench${phone}@bench.example`;
  await shopper.post('/cop-api/checkout/guest', {
    Email: email,
    Phone: phone,
    Shipping: {
      AddressDescription: 'Ev',
      Name: 'Deniz Aydın',
      Phone: phone,
      CityID: 34,
      DistrictID: district.Value,
      NeighborhoodID: neighborhood.Value,
      AddressText: 'Bağdat Caddesi No: 5 Daire 2',
      InvoiceType: 1,
      CitizenID: '10000000146',
    },
    Billing: null,
  });
  for (const [kind, target] of [
    ['phone', phone],
    ['email', email],
  ]) {
    const { RequestId } = await shopper.post('/cop-api/checkout/guest/send-code', { kind });
    await shopper.post('/cop-api/checkout/guest/verify', { kind, RequestId, Otp: await outboxCode(url, target) });
  }
  await shopper.post('/cop-api/checkout/delivery', {});
  const payment = await readViews(shopper, '/checkout/payment?isGuestCheckout=True', views);
  if (!payment.every((html) => html.includes('pay-form'))) throw new Error('the payment step did not open');
  return { address, payment };
}

/** The bag's HTML with two pieces in it, under one session, in each view, as a shopper's browser would. */
export async function filledCartHtml(url, productPath, views = [{}]) {
  const shopper = await visitor(url);
  await fillBag(shopper, productPath);
  return readViews(shopper, '/cart', views);
}
