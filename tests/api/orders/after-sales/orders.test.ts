import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { variantWhere } from '../../bag/cart/helpers';
import { member, own, pay } from '../records/helpers';
import { cancel, detailOf, devMove, ORDERS, paidOrder } from './helpers';

const RETURNS = '/order-web-bff/api/v1/easy-returns';

describe('my orders', () => {
  it('lists a paid order in the all and ongoing tabs, finds it by number, and shows it whole', async () => {
    const { client, orderId, number } = await paidOrder(2);
    for (const tab of ['all', 'ongoing']) {
      const page = (await client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?tab=${tab}&offset=0`)).body.Result!;
      expect(page.Orders.map((o) => o.OrderId)).toContain(orderId);
    }
    for (const tab of ['cancelled', 'returned']) {
      const page = (await client.get<{ Orders: unknown[] }>(`${ORDERS}?tab=${tab}`)).body.Result!;
      expect(page.Orders).toEqual([]);
    }
    const detail = await detailOf(client, orderId);
    expect(detail.OrderNumber).toBe(number);
    expect(detail.Items.map((i) => i.Status)).toEqual(['received', 'received']);
    expect(detail.Items.every((i) => i.Actions.CanCancel && !i.Actions.CanReturn)).toBe(true);
    expect(detail.CanChangeAddress).toBe(true);
    expect(detail.Invoices).toHaveLength(1);
    expect(detail.Payments.reduce((sum, p) => sum + p.Amount, 0)).toBe(detail.Total);
    const authorised = await client.get<{ Status: boolean; OrderCode: string }>(`${ORDERS}/authorised?orderId=${orderId}`);
    expect(authorised.body.Result).toEqual({ Status: true, OrderCode: number });
  });

  it('marks the items a marketplace seller sells, so that only they offer "Ask the seller"', async () => {
    const sold = variantWhere((p) => p.product.sellerId > 1 && p.product.purchaseLimit == null && p.variant.stock >= 20, 0);
    const shopper = await member([{ pick: own(0) }, { pick: sold }]);
    const paid = await pay(shopper);
    expect(paid.body.Result?.IsSucceed, JSON.stringify(paid.body)).toBe(true);
    const list = await shopper.client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${paid.body.Result!.OrderNumber}`);
    const detail = await detailOf(shopper.client, list.body.Result!.Orders[0]!.OrderId);
    const byProduct = new Map(detail.Lines.map((line, i) => [line.ProductId, detail.Items[i]!.IsMarketplace]));
    expect(Object.fromEntries(byProduct)).toEqual({ [own(0).product.id]: false, [sold.product.id]: true });
  });

  it('answers another member, a guest and nobody exactly as for a missing order, on every order call', async () => {
    const { client, orderId } = await paidOrder(1);
    const other = (await registerCustomer()).client;
    const guest = new ApiClient();
    await guest.get('/cop-api/session');
    const calls = [
      `${ORDERS}/detail?orderId=${orderId}`,
      `${ORDERS}/authorised?orderId=${orderId}`,
      `${ORDERS}/tracking?orderId=${orderId}`,
      `${ORDERS}/invoices?orderId=${orderId}`,
      `/order-web-bff/api/v1/agreements/sales?orderId=${orderId}`,
      `/order-web-bff/api/v1/easy-cancel/items?OrderId=${orderId}`,
    ];
    const missing = await client.get(`${ORDERS}/detail?orderId=2147483000`);
    expect(missing.status).toBe(404);
    for (const url of calls) {
      expect((await client.get(url)).status, url).toBe(200);
      for (const stranger of [other, guest, new ApiClient()]) {
        const answer = await stranger.get(url);
        expect(answer.status, url).toBe(404);
        expect(answer.body.Exception?.ErrorCode, url).toBe('ORDER_NOT_FOUND');
      }
    }
    const info = await other.post(`${ORDERS}/payment-info`, { OrderId: orderId, OrderItemIds: [1] });
    expect(info.status).toBe(404);
    const pdf = await other.request(`/customer/order/invoice/${orderId}/vitrin.pdf`);
    expect(pdf.status).toBe(404);
  });

  it('gives the owner a PDF invoice per seller, with its documents', async () => {
    const { client, orderId } = await paidOrder(1);
    const detail = await detailOf(client, orderId);
    const invoice = detail.Invoices[0]!;
    const pdf = await client.request(invoice.Url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The store's type is embedded, so Turkish letters print.
    expect(bytes.toString('latin1')).toMatch(/Inter/);
    const unknownSeller = await client.request(`/customer/order/invoice/${orderId}/nobody.pdf`);
    expect(unknownSeller.status).toBe(404);
    // Each document as its call gives it, and the order's page shows the same three, in that order.
    const page = await (await client.request(`/customer/order?orderId=${orderId}`)).text();
    const shown = [...page.matchAll(/<div class="order-document-body"[^>]*>([\s\S]*?)<\/div>\s*<\/details>/g)].map((m) => m[1]);
    const titles: string[] = [];
    for (const kind of ['pre-info', 'sales', 'privacy']) {
      const doc = (await client.get<{ Title: string; Html: string }>(`/order-web-bff/api/v1/agreements/${kind}?orderId=${orderId}`)).body
        .Result!;
      expect(doc.Html.length, kind).toBeGreaterThan(100);
      titles.push(doc.Title);
    }
    expect(new Set(titles).size).toBe(3);
    expect(shown).toHaveLength(3);
    for (const [i, html] of shown.entries()) expect(html).toContain(titles[i]);
  });

  it('moves on the development page: shipped with a parcel and scans, then delivered and returnable; cancelling is then refused', async () => {
    const { client, orderId } = await paidOrder(1);
    expect(await devMove(client, orderId, 'ship')).toBe(1);
    const shipped = await detailOf(client, orderId);
    expect(shipped.Items[0]!.Status).toBe('shipped');
    expect(shipped.CanChangeAddress).toBe(false);
    const tracking = (
      await client.get<{ Shipments: { TrackingNumber: string; Events: { Event: string }[] }[] }>(`${ORDERS}/tracking?orderId=${orderId}`)
    ).body.Result!;
    expect(tracking.Shipments).toHaveLength(1);
    expect(tracking.Shipments[0]!.TrackingNumber).toMatch(/^YK\d{12}$/);
    expect(tracking.Shipments[0]!.Events.map((e) => e.Event)).toEqual(['accepted', 'in_transit']);
    const refused = await cancel(client, orderId, [shipped.Items[0]!.OrderItemID]);
    expect(refused.status).toBe(409);
    expect(refused.body.Exception?.ErrorCode).toBe('E102');
    await devMove(client, orderId, 'deliver');
    const delivered = await detailOf(client, orderId);
    expect(delivered.Items[0]!.Status).toBe('delivered');
    expect(delivered.Items[0]!.Actions.CanReturn).toBe(true);
    expect(delivered.Shipments[0]!.Events.map((e) => e.Event)).toEqual(['accepted', 'in_transit', 'out_for_delivery', 'delivered']);
    const outbox = await (await client.request('/dev/outbox.json')).json();
    expect(JSON.stringify(outbox)).toContain(shipped.OrderNumber);
  });
});

describe('the cargo calls of a return', () => {
  it('lists companies by type, an order’s companies, the pickup area and dates, and branches; members only for home pickup', async () => {
    const { client, orderId } = await paidOrder(1);
    const all = (await client.get<{ CargoCompanyCode: string; CargoCompanyType: string }[]>(`${RETURNS}/cargo-companies`)).body.Result!;
    expect(all.map((c) => c.CargoCompanyCode).sort()).toEqual(['AR', 'HRZ', 'MNG', 'YK']);
    const logistics = (await client.get<{ CargoCompanyCode: string }[]>(`${RETURNS}/cargo-companies?CargoCompanyType=Logistics`)).body
      .Result!;
    expect(logistics.map((c) => c.CargoCompanyCode)).toEqual(['HRZ']);
    const detail = await detailOf(client, orderId);
    const itemId = detail.Items[0]!.OrderItemID;
    const home = await client.get<{ IsAvailable: boolean; Addresses: { isSuitableReturnFromHome: boolean }[] }>(
      `${RETURNS}/availability-return-home?orderId=${orderId}&OrderItemIds=${itemId}&OrderItemIds=${itemId}`,
    );
    expect(home.body.Result).toMatchObject({ IsAvailable: true, Addresses: [{ isSuitableReturnFromHome: true }] });
    const foreign = await client.get(
      `${RETURNS}/availability-return-home?orderId=${orderId}&OrderItemIds=${itemId}&OrderItemIds=2147483000`,
    );
    expect(foreign.body.Exception?.ErrorCode).toBe('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
    const stranger = (await registerCustomer()).client;
    expect((await stranger.get(`${RETURNS}/available-cargo-companies?orderId=${orderId}`)).status).toBe(404);
    expect((await stranger.get(`${RETURNS}/availability-return-home?orderId=${orderId}&OrderItemIds=${itemId}`)).status).toBe(404);
    const areas = (await client.get<{ CityID: number; Districts: unknown[] }[]>(`${RETURNS}/available-return-home-locations`)).body.Result!;
    expect(areas.map((a) => a.CityID).sort((a, b) => a - b)).toEqual([6, 7, 16, 34, 35]);
    const dates = (await client.get<{ availableReturnDates: string[] }>(`${RETURNS}/return-home`)).body.Result!.availableReturnDates;
    expect(dates).toHaveLength(5);
    const branches = (await client.get<{ CargoCompanyCode: string }[]>(`${RETURNS}/cargo-branches?companyCode=YK&cityId=34`)).body.Result!;
    expect(branches.length).toBeGreaterThan(0);
    expect(branches.every((b) => b.CargoCompanyCode === 'YK')).toBe(true);
  });
});
