import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpChallenge } from '../../../../src/lib/platform/otp/schema';
import type { RefundPreview } from '../../../../src/lib/orders/refunds/schema';
import type { TrackingGranted } from '../../../../src/lib/orders/tracking/rules';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { latestCode, registerCustomer } from '../../account/members/helpers';
import { placeIn } from '../records/helpers';
import { CANCEL, detailOf, devMove, ORDERS, paidOrder } from './helpers';

// Order tracking and the delivery-address change, on a server of their own whose clock the tests
// move (grants and codes expire): lookups that are no oracle, the bot check after failures, the SMS
// code, a grant for one order and one session, and the address changing only before shipping.

const TRACKING = '/order-web-bff/api/v1/tracking';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1' });
}, 120_000);
afterAll(async () => server?.stop());

const visitor = () => new ApiClient(server.url);
const lookup = (client: ApiClient, OrderNumber: string, Email: string, CaptchaToken = '') =>
  client.post<OtpChallenge & { ShowCaptcha?: boolean }>(`${TRACKING}/lookup`, { OrderNumber, Email, CaptchaToken });

/** Tracks an order from a fresh session: its client and the grant. */
async function track(number: string, email: string, phone: string) {
  const client = visitor();
  const sent = await lookup(client, number, email);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const granted = await client.post<TrackingGranted>(`${TRACKING}/verify`, {
    RequestId: sent.body.Result!.RequestId,
    Otp: await latestCode(client, phone),
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return { client, grant: granted.body.Result! };
}

describe('order tracking', () => {
  it('answers a wrong pair as a missing order and sends nothing; the right pair sends a code to the order phone and grants that order', async () => {
    const { number, email, phone, orderId } = await paidOrder(1, 1, server.url);
    const stranger = visitor();
    for (const [n, e] of [
      [number, 'someone@else.example'],
      ['V000000-AAAAAA', email],
    ] as const) {
      const answer = await lookup(stranger, n, e);
      expect(answer.status).toBe(404);
      expect(answer.body.Exception?.ErrorCode).toBe('UNABLE_TO_RETRIEVE_ORDER_INFORMATION');
    }
    const { client, grant } = await track(number, email.toUpperCase(), phone);
    expect(grant).toMatchObject({
      OrderId: orderId,
      OrderCode: number,
      RedirectUrl: `/customer/ordertrackingsuccessful?orderId=${orderId}`,
    });
    const tracked = await detailOf(client, orderId);
    expect(tracked.OrderNumber).toBe(number);
    // The grant opens the cancel's refund preview as it opens the cancel.
    const itemId = tracked.Items[0]!.OrderItemID;
    const preview = await client.post<RefundPreview>(`${CANCEL}/refund-preview`, { OrderId: orderId, OrderItemIds: [itemId] });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.Result!.Amount).toBe(tracked.Total);
    const page = await client.request(`/customer/ordertrackingsuccessful?orderId=${orderId}`);
    expect(page.status).toBe(200);
    // Another order, and another session, stay closed.
    const other = await paidOrder(1, 1, server.url);
    expect((await client.get(`${ORDERS}/detail?orderId=${other.orderId}`)).status).toBe(404);
    expect((await visitor().get(`${ORDERS}/detail?orderId=${orderId}`)).status).toBe(404);
    // The grant lasts an hour.
    expect((await client.post('/cop-api/test/clock', { seconds: 61 * 60 })).status).toBe(200);
    expect((await client.get(`${ORDERS}/detail?orderId=${orderId}`)).status).toBe(404);
  });

  it('asks for the bot check after three failed lookups, then requires it', async () => {
    const client = visitor();
    for (let i = 0; i < 3; i += 1) await lookup(client, 'V000000-AAAAAA', 'x@y.example');
    const asked = await lookup(client, 'V000000-AAAAAA', 'x@y.example');
    expect(asked.body.Exception?.ErrorCode).toBe('CAPTCHA_REQUIRED');
    expect(asked.body.Result).toMatchObject({ ShowCaptcha: true });
  });

  it('a wrong code counts a try; a resend waits', async () => {
    const { number, email, phone } = await paidOrder(1, 1, server.url);
    const client = visitor();
    const sent = await lookup(client, number, email);
    const code = await latestCode(client, phone);
    const wrong = await client.post(`${TRACKING}/verify`, {
      RequestId: sent.body.Result!.RequestId,
      Otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.Exception?.ErrorCode).toBe('OTP_WRONG');
    const again = await client.post(`${TRACKING}/send-otp`);
    expect(again.body.Exception?.ErrorCode).toBe('OTP_RESEND_WAIT');
  });
});

describe('changing the delivery address', () => {
  it('a member picks a saved address, confirms by SMS, and the order goes there; after shipping it is refused', async () => {
    const { client, orderId, phone } = await paidOrder(1, 1, server.url);
    const second = await client.post<{ ID: number }>('/cop-api/address/add-or-update', {
      AddressDescription: 'İş',
      Name: 'Zeynep Kaya',
      Phone: '(532) 111 22 33',
      AddressText: 'Büyükdere Caddesi No: 185 Kat 7',
      InvoiceType: 1,
      CitizenID: '10000000146',
      ...(await placeIn(client, 'Ankara')),
    });
    const sent = await client.post<OtpChallenge>(`${ORDERS}/address`, {
      OrderId: orderId,
      ShippingAddressId: second.body.Result!.ID,
      BillingAddressId: 0,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const done = await client.post(`${ORDERS}/address-verify`, {
      OrderId: orderId,
      RequestId: sent.body.Result!.RequestId,
      Otp: await latestCode(client, phone),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await detailOf(client, orderId)).ShippingAddress).toMatchObject({
      CityName: 'Ankara',
      AddressText: 'Büyükdere Caddesi No: 185 Kat 7',
    });
    // Another member's address id is not found; another member cannot change this order.
    const other = (await registerCustomer(visitor())).client;
    expect((await other.post(`${ORDERS}/address`, { OrderId: orderId, ShippingAddressId: second.body.Result!.ID })).status).toBe(404);
    await devMove(client, orderId, 'ship');
    const late = await client.post(`${ORDERS}/address`, { OrderId: orderId, ShippingAddressId: second.body.Result!.ID });
    expect(late.body.Exception?.ErrorCode).toBe('E105');
  });

  it('a tracking guest types the new address; a wrong code changes nothing', async () => {
    const { number, email, phone, orderId } = await paidOrder(1, 1, server.url);
    const { client } = await track(number, email, phone);
    const place = await placeIn(client, 'İzmir');
    const body = {
      OrderId: orderId,
      GuestAddressDOs: {
        AddressText: 'Kıbrıs Şehitleri Cad. No: 40',
        CityID: place.CityID,
        DistrictID: place.DistrictID,
        NeighborhoodID: place.NeighborhoodID,
      },
    };
    const short = await client.post(`${ORDERS}/address`, { ...body, GuestAddressDOs: { ...body.GuestAddressDOs, AddressText: 'kısa' } });
    expect(short.status).toBe(400);
    const sent = await client.post<OtpChallenge>(`${ORDERS}/address`, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await latestCode(client, phone);
    const wrong = await client.post(`${ORDERS}/address-verify`, {
      OrderId: orderId,
      RequestId: sent.body.Result!.RequestId,
      Otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.Exception?.ErrorCode).toBe('OTP_WRONG');
    expect((await detailOf(client, orderId)).ShippingAddress?.CityName).toBe('İstanbul');
    await client.post(`${ORDERS}/address-verify`, { OrderId: orderId, RequestId: sent.body.Result!.RequestId, Otp: code });
    expect((await detailOf(client, orderId)).ShippingAddress).toMatchObject({
      CityName: 'İzmir',
      AddressText: 'Kıbrıs Şehitleri Cad. No: 40',
    });
  });
});

describe('the fulfilment clock', () => {
  it('moves a paid order through every state on the store clock, one scan per step, and tells the shopper', async () => {
    const { client, orderId, phone } = await paidOrder(1, 1, server.url);
    for (let day = 0; day < 4; day += 1) expect((await client.post('/cop-api/test/clock', { seconds: 86_400 })).status).toBe(200);
    const detail = await detailOf(client, orderId);
    expect(detail.Items[0]!.Status).toBe('delivered');
    expect(detail.Shipments[0]!.Events.map((e) => e.Event)).toEqual(['accepted', 'in_transit', 'out_for_delivery', 'delivered']);
    const sms = await client.get<{ body: string }[]>(`/dev/outbox.json?recipient=${phone}&limit=20`);
    expect(sms.body.Result!.filter((m) => m.body.includes(detail.OrderNumber)).length).toBeGreaterThanOrEqual(5);
  });
});
