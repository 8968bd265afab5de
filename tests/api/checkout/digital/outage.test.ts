import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { startServer, type RunningServer } from '../../../support/server';
import { registerCustomer } from '../../account/members/helpers';
import { add, plenty } from '../../bag/cart/helpers';
import { cartLines, saveAddress } from '../../orders/records/helpers';
import { formFields, orderOf, payDigital } from './helpers';

// A server of its own with the test controls on (TEST_CLOCK=1): a provider switched off answers
// MOBIL_EXPRESS_INITIALIZE_FAILED, and the pending sweep cancels a session the shopper left.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1' });
});
afterAll(() => server?.stop());

async function shopperWith(n: number) {
  const client = new ApiClient(server.url);
  await registerCustomer(client);
  const addressId = await saveAddress(client);
  await add(client, plenty(n));
  return { client, addressId };
}

const outage = (client: ApiClient, provider: string, down: boolean) =>
  client.post('/cop-api/checkout/digital/sandbox-outage', { provider, down });

describe('a digital provider that cannot start', () => {
  it('fails the order with MOBIL_EXPRESS_INITIALIZE_FAILED in both languages, stock back; the other provider still starts', async () => {
    const shopper = await shopperWith(220);
    const before = await cartLines(shopper.client);
    expect((await outage(shopper.client, 'paypal', true)).status).toBe(200);
    try {
      const answer = await payDigital(shopper, 'paypal');
      expect(answer.status).toBe(402);
      expect(answer.body.Exception?.ErrorCode).toBe('PAYMENT_FAILED');
      expect(answer.body.Message).toMatch(/^Ödemeniz alınamadı: /);
      const turkish = answer.body.Message!;
      expect(await cartLines(shopper.client)).toEqual(before);
      const number = (answer.body.Result as { OrderNumber: string }).OrderNumber;
      expect((await orderOf(shopper.client, number)).Status).toBe('failed');
      shopper.client.cookies.set('LanguageId', '2');
      const english = await payDigital(shopper, 'paypal');
      expect(english.body.Message).toMatch(/^Your payment was not taken: /);
      expect(english.body.Message).not.toBe(turkish);
      expect((await payDigital(shopper, 'garanti_pay')).status).toBe(200);
    } finally {
      await outage(shopper.client, 'paypal', false);
    }
  });

  it('the pending sweep cancels a session left waiting: the page then returns the refusal', async () => {
    const left = await shopperWith(221);
    const waiting = (await payDigital(left, 'garanti_pay')).body.Result!;
    const other = await shopperWith(222);
    // Past PAYMENT_PENDING_MINUTES, the next checkout sweeps the waiting order through the provider.
    await other.client.post('/cop-api/test/clock', { seconds: 16 * 60 });
    expect((await payDigital(other, 'garanti_pay')).status).toBe(200);
    expect((await orderOf(left.client, waiting.OrderNumber!)).Status).toBe('failed');
    expect(formFields(await (await left.client.request(waiting.RedirectUrl!)).text()).Status).toBe('declined');
  });
});
