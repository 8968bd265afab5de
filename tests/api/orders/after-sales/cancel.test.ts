import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CancellableItems } from '../../../../src/lib/orders/item-cancels/schema';
import { registerCustomer } from '../../account/members/helpers';
import { promotionPair } from '../../bag/cart/helpers';
import { cartLines, member, own, pay } from '../records/helpers';
import { CANCEL, cancel, detailOf, ORDERS, paidOrder } from './helpers';

// Easy cancel on the embedded database: what may be cancelled, the reasons, the promotion rule,
// refunds that add up to what was paid, the stock given back, and a repeat that changes nothing.

describe('easy cancel', () => {
  it('refunds each cancel exactly, the shipping fee with the last, and files the order under cancelled', async () => {
    const { client, orderId } = await paidOrder(2);
    const before = await detailOf(client, orderId);
    const [first, second] = before.Items;
    const items = (await client.get<CancellableItems>(`${CANCEL}/items?OrderId=${orderId}`)).body.Result!;
    expect(items.Items.map((i) => i.OrderItemID)).toEqual([first!.OrderItemID, second!.OrderItemID]);
    const shares = items.Items.map((i) => i.PaidAmount);
    expect(shares[0]! + shares[1]! + before.ShippingFee).toBe(before.Total);

    const one = await cancel(client, orderId, [first!.OrderItemID]);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.Result!.CancelledItemIds).toEqual([first!.OrderItemID]);
    expect(one.body.Result!.Refund).toMatchObject({ Amount: shares[0], Status: 'completed' });
    expect(one.body.Result!.Refund!.Parts).toEqual([
      expect.objectContaining({ Instrument: 'credit_card', Amount: shares[0], Status: 'sent', LastDigits: '0003' }),
    ]);
    const window = one.body.Result!.Refund!.Parts[0]!;
    expect(new Date(window.ExpectedTo!).getTime()).toBeGreaterThan(new Date(window.ExpectedFrom!).getTime());

    const two = await cancel(client, orderId, [second!.OrderItemID]);
    expect(two.body.Result!.Refund!.Amount).toBe(shares[1]! + before.ShippingFee);
    const after = await detailOf(client, orderId);
    expect(after.Items.map((i) => i.Status)).toEqual(['cancelled', 'cancelled']);
    expect(after.Refunds.reduce((sum, r) => sum + r.Amount, 0)).toBe(before.Total);
    const cancelled = (await client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?tab=cancelled`)).body.Result!;
    expect(cancelled.Orders.map((o) => o.OrderId)).toEqual([orderId]);
    const success = await client.get<{ RequestId: number }>(`${CANCEL}/success?requestId=${one.body.Result!.RequestId}`);
    expect(success.body.Result!.RequestId).toBe(one.body.Result!.RequestId);
  });

  it('answers the same key with the first cancel, refuses a second cancel, and gives the stock back', async () => {
    const pick = own(40);
    const shopper = await member([{ pick, quantity: 2 }]);
    const [line] = await cartLines(shopper.client);
    const paid = await pay(shopper);
    const list = await shopper.client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${paid.body.Result!.OrderNumber}`);
    const orderId = list.body.Result!.Orders[0]!.OrderId;
    const itemId = (await detailOf(shopper.client, orderId)).Items[0]!.OrderItemID;
    const key = randomUUID();
    const first = await cancel(shopper.client, orderId, [itemId], key);
    const repeat = await cancel(shopper.client, orderId, [itemId], key);
    expect(repeat.body.Result).toEqual(first.body.Result);
    const again = await cancel(shopper.client, orderId, [itemId]);
    expect(again.status).toBe(409);
    expect(again.body.Exception?.ErrorCode).toBe('E102');
    expect((await detailOf(shopper.client, orderId)).Refunds).toHaveLength(1);
    const next = await member([{ pick }]);
    expect((await cartLines(next.client))[0]!.Stock).toBe(line!.Stock);
  });

  it('refuses items of another order, unknown reasons, a missing explanation, and a promotion product alone', async () => {
    const { client, orderId } = await paidOrder(1);
    const other = await paidOrder(1);
    const foreign = (await detailOf(other.client, other.orderId)).Items[0]!.OrderItemID;
    const notOurs = await cancel(client, orderId, [foreign]);
    expect(notOurs.body.Exception?.ErrorCode).toBe('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
    const itemId = (await detailOf(client, orderId)).Items[0]!.OrderItemID;
    const body = (ReasonId: number, Description = '') => ({
      OrderId: orderId,
      IdempotencyKey: randomUUID(),
      Items: [{ OrderItemID: itemId, ReasonId, Description }],
    });
    expect((await client.post(CANCEL, body(6))).body.Exception?.ErrorCode).toBe('CANCEL_REASON_INVALID');
    expect((await client.post(CANCEL, body(9, '   '))).body.Exception?.ErrorCode).toBe('CANCEL_DESCRIPTION_REQUIRED');
    expect((await client.post(CANCEL, body(9, 'Hediye olarak almıştım, vazgeçtim'))).status).toBe(200);
    // Another member cannot cancel it, and learns nothing.
    const stranger = (await registerCustomer()).client;
    expect((await cancel(stranger, other.orderId, [foreign])).status).toBe(404);

    const { main, promotion } = promotionPair();
    // The cart adds the promotion product along with its main product.
    const shopper = await member([{ pick: main }]);
    const paid = await pay(shopper);
    const list = await shopper.client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${paid.body.Result!.OrderNumber}`);
    const promoOrder = list.body.Result!.Orders[0]!.OrderId;
    const detail = await detailOf(shopper.client, promoOrder);
    const promoLine = detail.Lines.findIndex((l) => l.ProductId === promotion.product.id);
    const mainLine = detail.Lines.findIndex((l) => l.ProductId === main.product.id);
    const alone = await cancel(shopper.client, promoOrder, [detail.Items[promoLine]!.OrderItemID]);
    expect(alone.body.Exception?.ErrorCode).toBe('PROMOTION_ITEM_ALONE');
    const together = await cancel(shopper.client, promoOrder, [detail.Items[mainLine]!.OrderItemID]);
    expect(together.body.Result!.CancelledItemIds).toHaveLength(2);
  });
});
