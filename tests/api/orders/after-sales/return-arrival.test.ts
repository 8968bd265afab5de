import { describe, expect, it } from 'vitest';
import { returnBody } from '../returns/helpers';
import { detailOf, devMove, paidOrder } from './helpers';

// A return's life after the request, moved on the development page: handed over, arrived, refunded
// where the money came from; or lapsed, its items delivered items again with their first delivery
// time (the return window does not restart).

const RETURNS = '/order-web-bff/api/v1/easy-returns';

describe('a return on its way back', () => {
  it('is handed over, arrives and is refunded exactly what was paid for the item', async () => {
    const { client, orderId } = await paidOrder(2);
    await devMove(client, orderId, 'deliver');
    const delivered = await detailOf(client, orderId);
    const item = delivered.Items[0]!;
    const sent = await client.post<{ IsSucceeded: boolean; Data: { EasyReturnId: number } }>(
      RETURNS,
      returnBody(orderId, [{ OrderItemId: item.OrderItemID }]),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const requested = await detailOf(client, orderId);
    expect(requested.Items[0]!.Status).toBe('return_requested');
    expect(requested.Requests[0]).toMatchObject({ Kind: 'return', Status: 'open' });
    expect(requested.Requests[0]!.ReturnCode).toBeTruthy();
    expect(await devMove(client, orderId, 'return_arrives')).toBeGreaterThan(0);
    const refunded = await detailOf(client, orderId);
    expect(refunded.Items.map((i) => i.Status)).toEqual(['refunded', 'delivered']);
    expect(refunded.Requests[0]!.Status).toBe('completed');
    const refund = refunded.Refunds[0]!;
    const share = delivered.Lines[0]!.LineTotal - delivered.Lines[0]!.Discount;
    expect(refund.Amount).toBeLessThanOrEqual(share);
    expect(refund.Parts).toEqual([expect.objectContaining({ Instrument: 'credit_card', Amount: refund.Amount, Status: 'sent' })]);
    expect(refunded.Shipments.find((s) => s.Kind === 'return')?.Events.map((e) => e.Event)).toEqual(['accepted', 'delivered']);
  });

  it('lapses when its code is not used: the item is returnable again, its window unchanged', async () => {
    const { client, orderId } = await paidOrder(1);
    await devMove(client, orderId, 'deliver');
    const delivered = await detailOf(client, orderId);
    const item = delivered.Items[0]!;
    await client.post(RETURNS, returnBody(orderId, [{ OrderItemId: item.OrderItemID }]));
    expect(await devMove(client, orderId, 'lapse_return')).toBe(1);
    const lapsed = await detailOf(client, orderId);
    expect(lapsed.Items[0]).toMatchObject({ Status: 'delivered', DeliveredAt: item.DeliveredAt, Actions: { CanReturn: true } });
    expect(lapsed.Requests[0]!.Status).toBe('expired');
    expect(lapsed.Refunds).toEqual([]);
  });
});
