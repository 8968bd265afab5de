import { describe, expect, it } from 'vitest';
import { DEMO_STORE_CUSTOMERS } from '../../../../src/lib/programmes/loyalty/store-demo';
import { DEMO_THRESHOLDS, segmentForSpend } from '../../../../src/lib/checkout/payments/onecard/segments';
import { ONECARD_API } from '../../../../src/lib/checkout/payments/onecard/api';
import { ApiClient } from '../../../support/api-client';
import { latestCode, registerCustomer, registration, startRegistration } from '../../account/members/helpers';
import { cancel, detailOf, paidOrder } from '../../orders/after-sales/helpers';
import { detailsOf } from './helpers';

// The One: members join at registration (with their store record when a store knows their proven
// phone), move up a segment as soon as their yearly spend reaches it, and see an order's points as
// pending until they are credited, voided when the order is cancelled.

describe('joining The One', () => {
  it('a new member starts in the entry segment, with the way to the next one', async () => {
    const { client } = await registerCustomer();
    const details = await detailsOf(client);
    expect(details).toMatchObject({
      CurrentSegment: 'siz',
      CurrentSegmentContentUrl: '/content/loyalty-segmentsiz',
      OneCardTextsContentUrl: '/content/the-one',
      HasCard: false,
      TotalSpend: 0,
      NextSegment: { Segment: 'white', Missing: DEMO_THRESHOLDS.white * 100 },
      SegmentHeldUntil: null,
    });
    for (const url of [details.CurrentSegmentContentUrl, details.OneCardTextsContentUrl])
      expect((await client.request(url)).status).toBe(200);
  });

  it('a shopper a store knows is told so only after proving the phone, and joins with the store card and segment', async () => {
    const store = DEMO_STORE_CUSTOMERS[0]!;
    const client = new ApiClient();
    const form = registration({ CellPhone: store.phone });
    const start = await startRegistration(client, form);
    expect(start.body.Result).not.toHaveProperty('StoreMatch');
    const phone = await client.post<{ RequestId: string; StoreMatch: unknown }>('/cop-api/customer/verify-new-customer-phone', {
      RequestId: start.body.Result!.RequestId,
      Otp: await latestCode(client, store.phone),
    });
    expect(phone.body.Result!.StoreMatch).toEqual({ StoreName: store.storeName, HasCard: true });
    const done = await client.post('/cop-api/customer/verify-new-customer-email', {
      RequestId: phone.body.Result!.RequestId,
      Otp: await latestCode(client, form.Email as string),
      returnUrl: '/',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    client.forgetToken();
    const details = await detailsOf(client);
    expect(details).toMatchObject({ CurrentSegment: store.segment, HasCard: true, PointsBalance: store.points });
    expect(details.CardNo).toBe(`${store.cardNo.slice(0, 4)} **** **** ${store.cardNo.slice(12)}`);
    expect(details.SegmentHeldUntil).not.toBeNull();

    // The record joined one account: the phone now has one, and nobody else is offered the store.
    const again = new ApiClient();
    const second = await startRegistration(again, registration({ CellPhone: store.phone }));
    const proven = await again.post('/cop-api/customer/verify-new-customer-phone', {
      RequestId: second.body.Result!.RequestId,
      Otp: await latestCode(again, store.phone),
    });
    expect(proven.body.Exception!.ErrorCode).toBe('ACCOUNT_EXISTS');
  });

  it('a shopper no store knows is told nothing', async () => {
    const client = new ApiClient();
    const form = registration();
    const start = await startRegistration(client, form);
    const phone = await client.post<{ StoreMatch: unknown }>('/cop-api/customer/verify-new-customer-phone', {
      RequestId: start.body.Result!.RequestId,
      Otp: await latestCode(client, form.CellPhone as string),
    });
    expect(phone.body.Result!.StoreMatch).toBeNull();
  });
});

describe('segments and points', () => {
  it('paying moves a member up as soon as the yearly spend reaches the next threshold', async () => {
    const { client, orderId } = await paidOrder(2, 4);
    const { Total } = await detailOf(client, orderId);
    const details = await detailsOf(client);
    expect(details.TotalSpend).toBe(Total);
    expect(details.CurrentSegment).toBe(segmentForSpend(Total, DEMO_THRESHOLDS));
    if (details.CurrentSegment !== 'siz') expect(details.SegmentHeldUntil).not.toBeNull();
  });

  it('an order’s points wait as pending on the member’s card, and a cancel voids them', async () => {
    const store = DEMO_STORE_CUSTOMERS[1]!;
    const { client, orderId } = await paidOrder(1, 1, undefined, { CellPhone: store.phone });
    const before = await detailsOf(client);
    expect(before.HasCard).toBe(true);
    expect(before.PendingPoints).toBeGreaterThan(0);
    expect(before.PointsBalance).toBe(store.points);
    const order = await detailOf(client, orderId);
    const cancelled = await cancel(
      client,
      orderId,
      order.Items.map((item) => item.OrderItemID),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await detailsOf(client);
    expect(after.PendingPoints).toBe(0);
    expect(after.PointsBalance).toBe(store.points);
    // Refunded in full: the order no longer counts towards the yearly spend.
    expect(after.TotalSpend).toBe(0);
  });

  it('sends the statement by e-mail to a member with a card; a member without one is told why', async () => {
    const store = DEMO_STORE_CUSTOMERS[2]!;
    const { client, form } = await registerCustomer(new ApiClient(), { CellPhone: store.phone });
    const sent = await client.post<{ IsSucceeded: boolean }>(ONECARD_API.sendStatement, {});
    expect(sent.status).toBe(200);
    expect(sent.body.Result).toEqual({ IsSucceeded: true });
    const mail = await client.get<{ body: string }[]>(`/dev/outbox.json?recipient=${encodeURIComponent(form.Email as string)}&limit=1`);
    expect(mail.body.Result![0]!.body).toContain(store.cardNo.slice(12));
    const { client: cardless } = await registerCustomer();
    expect((await cardless.post(ONECARD_API.sendStatement, {})).body.Exception!.ErrorCode).toBe('ONECARD_STATEMENT_NOT_SENT');
    expect((await new ApiClient().post(ONECARD_API.sendStatement, {})).status).toBe(401);
  });
});
