import { expect } from 'vitest';
import type { CardCampaignReply } from '../../../../src/lib/bag/campaigns/schema';
import { CHECKOUT_API, type CheckoutResult } from '../../../../src/lib/checkout/steps/schema';
import { PAYPAL_TEST_ACCOUNTS } from '../../../../src/lib/checkout/payments/digital/providers';
import type { OrderReceived } from '../../../../src/lib/orders/records/schema';
import type { ApiClient } from '../../../support/api-client';
import { checkout, checkoutBody } from '../../orders/records/helpers';

// A shopper paying with a digital provider through the API, as the browser would: the checkout call,
// the provider's page (its form, its token), and the signed form the page posts back to the store.

export const RETURN = '/cop-api/checkout/digital/return';

/** The total the payment page shows for a method: the pre-payment campaign control's (GarantiPay's offer applies there). */
export async function campaignFor(client: ApiClient, code: string) {
  const { body } = await client.get<CardCampaignReply>(`${CHECKOUT_API.cardCampaign}?paymentMethodCode=${code}`);
  return body.Result!;
}

/** Pays the cart's total for the provider with a provider (CreditCard null, as the payment page sends it). */
export async function payDigital(shopper: { client: ApiClient; addressId: number }, code: 'garanti_pay' | 'paypal') {
  const total = (await campaignFor(shopper.client, code)).TotalAmountToBePaid;
  const body = checkoutBody(shopper.addressId, total, undefined, { OrderInfo: { PaymentMethodCode: code } });
  return checkout(shopper.client, { ...body, CreditCard: null });
}

/** A started payment's answer, checked to be the provider's page. */
export async function started(shopper: { client: ApiClient; addressId: number }, code: 'garanti_pay' | 'paypal'): Promise<CheckoutResult> {
  const answer = await payDigital(shopper, code);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = answer.body.Result!;
  expect(result).toMatchObject({ IsSucceed: true, IsAsyncPayment: true });
  expect(result.RedirectUrl).toMatch(/^(\/en)?\/sandbox-pay\/[0-9a-f-]{36}$/);
  return result;
}

/** The hidden and named fields of a page's forms. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  return fields;
}

const formHeaders = (client: ApiClient) => ({ Origin: client.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' });

/** Posts the provider page's form: approve (PayPal with a log-in) or cancel; the page's HTML after it. */
export async function submitPage(
  client: ApiClient,
  url: string,
  action: 'approve' | 'cancel',
  login: { email: string; password: string } = PAYPAL_TEST_ACCOUNTS.pays,
  token?: string,
): Promise<string> {
  const page = await (await client.request(url)).text();
  const form = new URLSearchParams({ token: token ?? formFields(page).token ?? '', action, ...login });
  return (await client.request(url, { method: 'POST', body: form, headers: formHeaders(client) })).text();
}

/** Posts a return form to the store; the status and where it sends the shopper. */
export async function postReturn(client: ApiClient, fields: Record<string, string>) {
  const response = await client.request(RETURN, { method: 'POST', body: new URLSearchParams(fields), headers: formHeaders(client) });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** Finishes the provider's page and posts its signed return: the signed fields and where the store sent the shopper. */
export async function finish(client: ApiClient, url: string, action: 'approve' | 'cancel', login?: { email: string; password: string }) {
  const fields = formFields(await submitPage(client, url, action, login));
  expect(fields.Signature, 'the provider page ends in a signed return').toBeTruthy();
  return { fields, ...(await postReturn(client, fields)) };
}

/** The order as its received page reads it. */
export async function orderOf(client: ApiClient, number: string) {
  return (await client.get<OrderReceived>(`${CHECKOUT_API.orderReceived}?orderNumber=${number}`)).body.Result!;
}
