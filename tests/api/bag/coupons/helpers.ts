import { expect } from 'vitest';
import { COUPON_API } from '@lib/bag/campaigns/schema';
import { brandRows, categoryRows } from '../../../../src/lib/catalogue/products/demo/generate';
import { ApiClient, type Envelope } from '../../../support/api-client';
import { add, type Pick, variantWhere } from '../cart/helpers';

export { add };

const { rows } = categoryRows();
const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
const KIDS = idOf('cocuk');
const NO_AUTOMATIC_CAMPAIGN = new Set([idOf('erkek-gomlek'), idOf('ev-mum')]);
const VALDERA = brandRows().find((b) => b.name === 'Valdera')!.id;

/** No demo automatic campaign (page campaigns, brand campaign) reaches this pick, and it allows instalments. */
const plain = ({ product, variant }: Pick) =>
  product.purchaseLimit == null &&
  variant.stock >= 10 &&
  product.departmentId !== KIDS &&
  product.brandId !== VALDERA &&
  !NO_AUTOMATIC_CAMPAIGN.has(product.categoryId) &&
  !product.noInstalment &&
  rows.find((row) => row.id === product.categoryId)?.noInstalment === false;

/** A plain pick priced within [min, max) kuruş. */
export const pricedBetween = (min: number, max: number, n = 0) =>
  variantWhere((pick) => plain(pick) && pick.product.salePrice >= min && pick.product.salePrice < max, n);

/** A kids' pick (department of COCUK15 and of the buy 3 pay 2), plentiful. */
export const kids = (n = 0) =>
  variantWhere(({ product, variant }) => product.departmentId === KIDS && product.purchaseLimit == null && variant.stock >= 10, n);

/** A guest with one line of a pick in the cart. */
export async function guestWith(pick: Pick, quantity = 1): Promise<ApiClient> {
  const client = new ApiClient();
  await add(client, pick, quantity);
  return client;
}

/** The demo member (ayse@vitrin.example, gold segment, personal coupons), signed in. */
export async function demoMember(): Promise<ApiClient> {
  const client = new ApiClient();
  const { body } = await client.post('/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' });
  expect(body.Success, JSON.stringify(body)).toBe(true);
  client.forgetToken();
  return client;
}

/** The coupon total summary of the client's cart. */
export interface TotalSummary {
  CouponCode: string | null;
  CouponDiscountAmount: number;
  TotalAmountToBePaid: number;
  NoMatchWarningNote: string | null;
}

/** PUT apply, answering the call as it came. */
export const apply = (client: ApiClient, couponCode: string) => client.send<TotalSummary>('PUT', COUPON_API.apply, { couponCode });

/** Expects a call to fail with a catalogue code. */
export function refused(answer: { body: Envelope<unknown> }, code: string) {
  expect(answer.body.Success, JSON.stringify(answer.body)).toBe(false);
  expect(answer.body.Exception?.ErrorCode).toBe(code);
}
