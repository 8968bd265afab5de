import { expect } from 'vitest';
import { GIFT_CARD_API, type GiftBalance } from '../../../../src/lib/checkout/payments/giftcards/schema';
import {
  DEMO_GIFT_500,
  DEMO_GIFT_30000,
  DEMO_GIFT_EMPTY,
  DEMO_GIFT_EXPIRED,
  DEMO_GIFT_INACTIVE,
  DEMO_IMF_AYSE,
} from '../../../../src/lib/checkout/payments/giftcards/seed-data';
import { ApiClient } from '../../../support/api-client';
import { add, type Pick, variantWhere } from '../../bag/cart/helpers';

// The gift and return-balance card suites' shared steps: a shopper with a bag of a chosen size,
// and the seeded cards of the README.

export const PIN = '1234';
export const SECURITY_CODE = '789';
export const GIFT = {
  fiveHundred: DEMO_GIFT_500,
  thirtyThousand: DEMO_GIFT_30000,
  inactive: DEMO_GIFT_INACTIVE,
  expired: DEMO_GIFT_EXPIRED,
  empty: DEMO_GIFT_EMPTY,
} as const;
export const IMF_AYSE = DEMO_IMF_AYSE;
export const AYSE = { Username: 'ayse@vitrin.example', Password: 'Vitrin2024', phone: '5321234567' };

/** The n-th plentiful piece the store sells itself, or a partner seller's. */
export const ownPiece = (n: number) =>
  variantWhere(({ product, variant }) => product.sellerId === 1 && product.purchaseLimit == null && variant.stock >= 20, n);
export const partnerPiece = (n: number) =>
  variantWhere(({ product, variant }) => product.sellerId > 1 && product.purchaseLimit == null && variant.stock >= 20, n);
/** A piece the store sells itself for more than 2,000 TL, for a bag over the 20,000 TL cap. */
export const dearPiece = (n: number) =>
  variantWhere(
    ({ product, variant }) => product.sellerId === 1 && product.purchaseLimit == null && variant.stock >= 20 && product.salePrice > 200_000,
    n,
  );

/** A guest with the picks in the bag; English when asked. */
export async function shopper(picks: readonly { pick: Pick; quantity?: number }[], lang: 'tr' | 'en' = 'tr'): Promise<ApiClient> {
  const client = new ApiClient();
  if (lang === 'en') client.cookies.set('LanguageId', '2');
  for (const { pick, quantity } of picks) await add(client, pick, quantity ?? 1);
  return client;
}

/** Checks a gift card's balance. */
export function balance(
  client: ApiClient,
  GiftCardNo: string,
  secret: { GiftPin?: string; SecurityCode?: string; CaptchaToken?: string } = { GiftPin: PIN },
) {
  return client.post<GiftBalance>(GIFT_CARD_API.balance, { GiftCardNo, ...secret });
}

/** Checks a card's balance and expects it found. */
export async function checked(client: ApiClient, number: string): Promise<GiftBalance> {
  const answer = await balance(client, number);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!;
}
