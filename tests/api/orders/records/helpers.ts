import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { CHECKOUT_API, type CheckoutResult } from '../../../../src/lib/checkout/steps/schema';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { add, type Pick, variantWhere } from '../../bag/cart/helpers';

// A shopper ready to pay: a member with a saved address and a cart, and the checkout call's body
// built from the total the cart shows, as the payment step sends it.

/** The README's sandbox test cards. */
export const CARDS = {
  approves: '5400360000000003',
  threeD: '5526080000000006',
  insufficientFunds: '5528790000000008',
  expired: '4506340000000001',
  campaign: '4543600000000003',
} as const;

interface Place {
  Value: number;
  Text: string;
}

/** A city's first district and neighbourhood ids, by the city's name. */
export async function placeIn(client: ApiClient, cityName: string) {
  const cities = (await client.get<Place[]>('/cop-api/address/cities?countryId=1')).body.Result!;
  const city = cities.find((c) => c.Text === cityName)!;
  const district = (await client.get<Place[]>(`/cop-api/address/districts?cityId=${city.Value}`)).body.Result![0]!;
  const neighborhood = (await client.get<Place[]>(`/cop-api/address/neighborhoods?districtid=${district.Value}`)).body.Result![0]!;
  return { CityID: city.Value, DistrictID: district.Value, NeighborhoodID: neighborhood.Value };
}

/** Saves an address in a city for the member (with an id, moves that saved address there); its id. */
export async function saveAddress(client: ApiClient, cityName = 'İstanbul', id?: number): Promise<number> {
  const answer = await client.post<{ ID: number }>('/cop-api/address/add-or-update', {
    ...(id !== undefined && { ID: id }),
    AddressDescription: 'Ev',
    Name: 'Zeynep Kaya',
    Phone: '(532) 111 22 33',
    AddressText: 'Moda Caddesi No: 12/4 Daire 3',
    InvoiceType: 1,
    CitizenID: '10000000146',
    ...(await placeIn(client, cityName)),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!.ID;
}

/** The n-th plentiful variant the store itself sells (collectable in store), without a purchase limit. */
export const own = (n: number) =>
  variantWhere((p) => p.product.sellerId === 1 && p.product.purchaseLimit == null && p.variant.stock >= 20, n);

/** A signed-in member with a saved address and the picks in the cart (on the suite's server, or the one at `baseUrl`). */
export async function member(picks: readonly { pick: Pick; quantity?: number }[], baseUrl?: string) {
  const { client, form } = await registerCustomer(new ApiClient(baseUrl));
  const addressId = await saveAddress(client);
  for (const { pick, quantity } of picks) await add(client, pick, quantity ?? 1);
  return { client, addressId, email: form.Email as string, phone: form.CellPhone as string };
}

/** The cart's total as the summary shows it. */
export async function cartTotal(client: ApiClient, isPickup = false): Promise<number> {
  const { body } = await client.get<{ TotalAmountToBePaid: number }>(`${CART_API.summary}?isPickup=${isPickup}`);
  return body.Result!.TotalAmountToBePaid;
}

/** A checkout body for a saved address, a card and a total; overrides go into OrderInfo, CreditCard or the top. */
export function checkoutBody(
  addressId: number,
  total: number,
  card: string = CARDS.approves,
  overrides: { OrderInfo?: Record<string, unknown>; CreditCard?: Record<string, unknown>; [key: string]: unknown } = {},
) {
  const { OrderInfo, CreditCard, ...top } = overrides;
  return {
    OrderInfo: { ShippingAddressID: addressId, IsUseShippingInfoAsBillingInfo: true, PaymentMethodCode: 'credit_card', ...OrderInfo },
    CreditCard: {
      CardNo: card,
      CardName: 'Zeynep Kaya',
      ExpMonth: 12,
      ExpYear: 2030,
      SecureCode: '123',
      InstallmentCount: 1,
      ...CreditCard,
    },
    AgreementsAccepted: true,
    TotalAmountToBePaid: total,
    IdempotencyKey: randomUUID(),
    ...top,
  };
}

/** Posts a checkout. */
export function checkout(client: ApiClient, body: unknown) {
  return client.post<CheckoutResult>(CHECKOUT_API.checkout, body);
}

/** Pays the member's cart with a card at the cart's own total; the answer. */
export async function pay(shopper: { client: ApiClient; addressId: number }, card: string = CARDS.approves) {
  return checkout(shopper.client, checkoutBody(shopper.addressId, await cartTotal(shopper.client), card));
}

/** The cart's lines: each variant's quantity and the stock the store has of it now. */
export async function cartLines(client: ApiClient) {
  const { body } = await client.get<{ GroupedProducts: { Products: { VariantId: number; Quantity: number; Stock: number }[] }[] }>(
    CART_API.cart,
  );
  return body
    .Result!.GroupedProducts.flatMap((g) => g.Products)
    .map((p) => ({ VariantId: p.VariantId, Quantity: p.Quantity, Stock: p.Stock }));
}

/** The named fields of a page's forms. */
function inputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  return fields;
}

/** Finishes a 3-D Secure page: types the code it shows (or a wrong one three times, or cancels), then posts the bank's signed return; the return page's HTML. */
export async function finishThreeD(client: ApiClient, redirectUrl: string, action: 'verify' | 'cancel' | 'wrong'): Promise<string> {
  let page = await (await client.request(redirectUrl)).text();
  const code = /data-sandbox-code[^>]*>(\d{6})</.exec(page)?.[1];
  expect(code && inputs(page).token, 'the bank page shows its code and form').toBeTruthy();
  const headers = { Origin: client.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' };
  for (let i = 0; i < (action === 'wrong' ? 3 : 1); i++) {
    const form = new URLSearchParams({
      token: inputs(page).token ?? '',
      code: action === 'wrong' ? '000000' : code!,
      action: action === 'cancel' ? 'cancel' : 'verify',
    });
    page = await (await client.request(redirectUrl, { method: 'POST', body: form, headers })).text();
  }
  const fields = inputs(page);
  expect(fields.Signature, 'the bank page ends in a signed return').toBeTruthy();
  const returned = await client.request('/cop-api/checkout/3d-return', { method: 'POST', body: new URLSearchParams(fields), headers });
  return returned.text();
}

/** The 3-D return page's message to the checkout window. */
export function threeDMessageOf(html: string) {
  const json = /<script type="application\/json" id="outcome">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as {
    message: { status: string; RedirectUrl: string | null; Message: string | null } | null;
    next: string;
  };
}
