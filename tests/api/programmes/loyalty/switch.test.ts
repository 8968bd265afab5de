import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/api';
import { ONECARD_API } from '../../../../src/lib/checkout/payments/onecard/api';
import { TENDER_API, type PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { add } from '../../bag/cart/helpers';
import { registerCustomer } from '../../account/members/helpers';
import { cardBody, freeCard, pricey } from '../../checkout/onecard/helpers';
import { saveAddress } from '../../checkout/steps/helpers';

// The loyalty switch (LOYALTY_FEATURES, docs/behaviour/loyalty.md#the-loyalty-switch): on by default;
// off, a signed-in member sees no loyalty page, menu entry or OneCard panel, and every loyalty call
// refuses with LOYALTY_INACTIVE, whatever the body.

/** The OneCard panel's head as the page draws it (its words are also in the page's catalog). */
const PANEL = '<summary><span>OneCard puanı kullan</span></summary>';

/** Ayşe signed in on a server of the file's own. */
async function ayseOn(baseUrl: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const login = await client.post('/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  client.forgetToken();
  return client;
}

/** A member with a pricey piece in the bag and a delivery chosen: the payment step opens. */
async function readyToPay(client: ApiClient, n: number): Promise<ApiClient> {
  await add(client, pricey(n));
  const chosen = await client.post(CHECKOUT_API.delivery, {
    ShippingAddressID: await saveAddress(client),
    IsUseShippingInfoAsBillingInfo: true,
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  return client;
}

const page = async (client: ApiClient, path: string) => {
  const response = await client.request(path);
  return { status: response.status, html: await response.text() };
};

describe('the loyalty switch', () => {
  it('is on by default: the pages, the menu entries and the OneCard panel are there', async () => {
    const client = await readyToPay((await registerCustomer()).client, 7);
    expect((await page(client, '/customer/the-one')).status).toBe(200);
    expect((await page(client, '/customer/club-more')).status).toBe(200);
    const account = await page(client, '/customer/info');
    expect(account.html).toContain('href="/customer/the-one"');
    expect(account.html).toContain('href="/customer/club-more"');
    expect((await page(client, '/checkout/payment')).html).toContain(PANEL);
  });

  describe('off', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ LOYALTY_FEATURES: '0' });
    }, 120_000);
    afterAll(() => server?.stop());

    it('hides The One and Club & More, their menu entries and the OneCard panel at payment', async () => {
      const client = await readyToPay(await ayseOn(server.url), 8);
      expect((await page(client, '/customer/the-one')).status).toBe(404);
      expect((await page(client, '/customer/club-more')).status).toBe(404);
      const account = await page(client, '/customer/info');
      expect(account.status).toBe(200);
      expect(account.html).not.toContain('/customer/the-one');
      expect(account.html).not.toContain('/customer/club-more');
      const payment = await page(client, '/checkout/payment');
      expect(payment.status).toBe(200);
      expect(payment.html).not.toContain(PANEL);
      expect((await client.get<PaymentSplit>(TENDER_API.split)).body.Result!.IsOneCardVisible).toBe(false);
    });

    it('refuses every loyalty call with LOYALTY_INACTIVE, a member’s or a guest’s, with a valid body or none', async () => {
      const member = await ayseOn(server.url);
      const guest = new ApiClient(server.url);
      const calls: [string, 'GET' | 'POST', unknown?][] = [
        [ONECARD_API.balance, 'POST', cardBody(freeCard(20))],
        [ONECARD_API.use, 'POST', { Point: 10, PrioritySelection: 1 }],
        [ONECARD_API.check, 'GET'],
        [ONECARD_API.sendCode, 'POST', {}],
        [ONECARD_API.cancelCode, 'POST', {}],
        [ONECARD_API.remove, 'POST', {}],
        [`${ONECARD_API.pointCalculation}?point=10`, 'GET'],
        [ONECARD_API.loyaltyPointCalculation, 'GET'],
        [ONECARD_API.details, 'GET'],
        [ONECARD_API.sendStatement, 'POST', {}],
        ['/cop-api/cart/loyalty-point-info', 'GET'],
      ];
      for (const client of [member, guest])
        for (const [path, method, body] of calls) {
          const answer = method === 'GET' ? await client.get(path) : await client.post(path, body);
          expect([path, answer.status, answer.body.Exception?.ErrorCode]).toEqual([path, 404, 'LOYALTY_INACTIVE']);
        }
    });
  });
});
