import { expect } from 'vitest';
import { ONECARD_API, type OneCardState } from '../../../../src/lib/checkout/payments/onecard/api';
import { DEMO_CARD_PHONE, DEMO_CARDS, DEMO_PIN, freeCard } from '../../../../src/lib/checkout/payments/onecard/demo';
import type { PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { ApiClient } from '../../../support/api-client';
import { variantWhere } from '../../bag/cart/helpers';

// The loyalty card suites' steps: the README's sandbox cards, entering one, using its points.

export { DEMO_CARDS, DEMO_CARD_PHONE, freeCard };

export type UseAnswer = OneCardState & { Split: PaymentSplit };

/** The balance call's body for a card (the demo phone and PIN unless given). */
export const cardBody = (cardNo: string, overrides: Record<string, unknown> = {}) => ({
  LoyaltyCardNo: cardNo,
  PhoneNumber: DEMO_CARD_PHONE,
  LoyaltyCardPin: DEMO_PIN,
  ...overrides,
});

/** Enters a card in the client's session; the state it answers. */
export async function enter(client: ApiClient, cardNo: string, overrides: Record<string, unknown> = {}): Promise<OneCardState> {
  const answer = await client.post<OneCardState>(ONECARD_API.balance, cardBody(cardNo, overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!;
}

/** Signs Ayşe in on a new client. */
export async function ayse(): Promise<ApiClient> {
  const client = new ApiClient();
  const answer = await client.post('/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  client.forgetToken();
  return client;
}

/** The newest text message to a phone, from the sandbox outbox. */
export async function lastSms(client: ApiClient, phone: string): Promise<string> {
  const { body } = await client.get<{ body: string }[]>(`/dev/outbox.json?recipient=${phone}&limit=1`);
  return body.Result?.[0]?.body ?? '';
}

/** The 6-digit code in the newest message to a phone. */
export async function codeFor(client: ApiClient, phone: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await lastSms(client, phone))?.[1];
  expect(code, `a code sent to ${phone}`).toBeTruthy();
  return code!;
}

/** The n-th piece the store itself sells at 1,000 TL or more, plentiful and without a limit. */
export const pricey = (n: number) =>
  variantWhere(
    ({ product, variant }) =>
      product.sellerId === 1 && product.purchaseLimit == null && variant.stock >= 20 && product.salePrice >= 100_000,
    n,
  );
