import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { WALLET_API, type WalletAnswer, type WalletStatus } from '../../../../src/lib/checkout/payments/wallet/api';
import { ApiClient } from '../../../support/api-client';
import { latestCode, registerCustomer } from '../../account/members/helpers';
import { add } from '../../bag/cart/helpers';
import { own } from '../../orders/records/helpers';

// A member with a phone the sandbox wallet answers as the README's table says (its last three
// digits), and the steps of the wallet tab as calls.

export { WALLET_API };

/** A fresh phone ending in the given three digits (a plain phone ends in 1xx, which drives nothing). */
const phoneEnding = (end: string) => `53${randomInt(10_000, 99_999)}${end}`;

/** A signed-in member with a phone (its last three digits drive the sandbox). */
export async function walletMember(end = String(randomInt(100, 199))) {
  const phone = phoneEnding(end);
  const { client } = await registerCustomer(new ApiClient(), { CellPhone: phone });
  return { client, phone };
}

/** The member's id, as the checkout initialisation answers it (a piece goes into the bag first: a checkout needs one). */
export async function customerIdOf(client: ApiClient, pick = own(81)): Promise<number> {
  await add(client, pick, 1);
  return (await client.get<{ customerId: number }>('/cop-api/checkout/initialize')).body.Result!.customerId;
}

export const status = (client: ApiClient) => client.get<WalletStatus>(WALLET_API.status);

/** Links the wallet with the code sent to the phone; the verify answer. */
export async function linkWallet(client: ApiClient, phone: string) {
  const started = await client.post<WalletAnswer>(WALLET_API.link);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const verified = await client.post<WalletAnswer>(WALLET_API.verify, {
    referenceNo: started.body.Result!.ReferenceNo,
    code: await latestCode(client, phone),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.Result!;
}

/** A card body of the add-card call. */
export const cardBody = (number: string, alias: string, overrides: Record<string, unknown> = {}) => ({
  CardNo: number,
  ExpMonth: 12,
  ExpYear: 2030,
  CardName: 'Zeynep Kaya',
  CardAliasName: alias,
  ...overrides,
});

/** Adds a card, answering the code the sandbox sends when it asks (5001); the final answer. */
export async function addCard(client: ApiClient, phone: string, number: string, alias: string) {
  const added = await client.post<WalletAnswer>(WALLET_API.addCard, cardBody(number, alias));
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  if (added.body.Result!.Action !== 'otp') return added.body.Result!;
  const verified = await client.post<WalletAnswer>(WALLET_API.verify, {
    referenceNo: added.body.Result!.ReferenceNo,
    code: await latestCode(client, phone),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.Result!;
}

/** The wallet's cards. */
export async function cards(client: ApiClient) {
  const answer = await client.get<{ Cards: { Name: string; Value1: string; BankIca: string | null }[] }>(WALLET_API.cards);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!.Cards;
}
