import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_API } from '../../../../src/lib/checkout/payments/giftcards/schema';
import type { CancellableItems } from '../../../../src/lib/orders/item-cancels/schema';
import type { RefundPreview } from '../../../../src/lib/orders/refunds/schema';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { promotionPair } from '../../bag/cart/helpers';
import { GIFT, PIN } from '../../checkout/giftcards/helpers';
import { cartLines, cartTotal, checkout, checkoutBody, member, own, pay } from '../records/helpers';
import { CANCEL, cancel, detailOf, ORDERS, paidOrder } from './helpers';

// Easy cancel on the embedded database: what may be cancelled, the reasons, the promotion rule,
// refunds that add up to what was paid, the stock given back, and a repeat that changes nothing;
// the review's refund preview, which the cancel that follows matches to the kuruş.

const preview = (client: ApiClient, OrderId: number, OrderItemIds: number[]) =>
  client.post<RefundPreview>(`${CANCEL}/refund-preview`, { OrderId, OrderItemIds });

/** A member who paid for two items, a third of the order by the demo gift card and the rest by card. */
async function paidByGiftAndCard() {
  const shopper = await member([{ pick: own(70) }, { pick: own(71) }]);
  const total = await cartTotal(shopper.client);
  expect((await shopper.client.post(GIFT_CARD_API.balance, { GiftCardNo: GIFT.thirtyThousand, GiftPin: PIN })).status).toBe(200);
  const used = await shopper.client.post(GIFT_CARD_API.use, { amount: Math.floor(total / 3) });
  expect(used.status, JSON.stringify(used.body)).toBe(200);
  const paid = await checkout(shopper.client, checkoutBody(shopper.addressId, total));
  expect(paid.body.Result?.IsSucceed, JSON.stringify(paid.body)).toBe(true);
  const list = await shopper.client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${paid.body.Result!.OrderNumber}`);
  const orderId = list.body.Result!.Orders[0]!.OrderId;
  return { client: shopper.client, orderId, detail: await detailOf(shopper.client, orderId) };
}

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

  it("previews each instrument's share before the cancel, writing nothing, and the cancel then refunds exactly that", async () => {
    const { client, orderId, detail } = await paidByGiftAndCard();
    expect(detail.Payments.map((p) => p.Instrument).sort()).toEqual(['credit_card', 'gift_card']);
    const [first, second] = detail.Items;
    const shown = (await preview(client, orderId, [first!.OrderItemID])).body.Result!;
    expect(shown.Parts.map((p) => p.Instrument)).toEqual(['credit_card', 'gift_card']);
    expect(shown.Parts.reduce((sum, p) => sum + p.Amount, 0)).toBe(shown.Amount);
    expect(shown.Parts[0]!.LastDigits).toBe('0003');
    // Previewing moves nothing: no refund, the item still cancellable.
    const untouched = await detailOf(client, orderId);
    expect(untouched.Refunds).toEqual([]);
    expect(untouched.Items[0]!.Actions.CanCancel).toBe(true);

    const done = (await cancel(client, orderId, [first!.OrderItemID])).body.Result!.Refund!;
    const asDone = ({ Instrument, Amount, LastDigits }: RefundPreview['Parts'][number]) => ({ Instrument, Amount, LastDigits });
    expect({ Amount: done.Amount, ItemCount: done.ItemCount, Breakdown: done.Breakdown, Parts: done.Parts.map(asDone) }).toEqual(shown);

    // The last item's preview counts what the first refund took and returns the shipping fee.
    const last = (await preview(client, orderId, [second!.OrderItemID])).body.Result!;
    expect(last.Breakdown.ShippingFee).toBe(detail.ShippingFee);
    const rest = (await cancel(client, orderId, [second!.OrderItemID])).body.Result!;
    expect({ Amount: rest.Refund!.Amount, Parts: rest.Refund!.Parts.map(asDone) }).toEqual({ Amount: last.Amount, Parts: last.Parts });
    expect(shown.Amount + last.Amount).toBe(detail.Total);

    // The confirmation says what truly happens per instrument: the gift card is loaded at once.
    const page = await (await client.request(`/customer/easycancel/successful/${rest.RequestId}`)).text();
    expect(page).toContain('Hediye kartınıza hemen yüklendi');
    expect(page).toMatch(/arasında kartınıza yansır/);
  });

  it('previews only for who may cancel: another member, a guest and nobody get ORDER_NOT_FOUND; items as the cancel checks them', async () => {
    const { client, orderId } = await paidOrder(1);
    const itemId = (await detailOf(client, orderId)).Items[0]!.OrderItemID;
    const guest = new ApiClient();
    await guest.get('/cop-api/session');
    for (const stranger of [(await registerCustomer()).client, guest, new ApiClient()]) {
      const answer = await preview(stranger, orderId, [itemId]);
      expect(answer.status).toBe(404);
      expect(answer.body.Exception?.ErrorCode).toBe('ORDER_NOT_FOUND');
    }
    const other = await paidOrder(1);
    const foreign = (await detailOf(other.client, other.orderId)).Items[0]!.OrderItemID;
    expect((await preview(client, orderId, [foreign])).body.Exception?.ErrorCode).toBe('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
    expect((await preview(client, orderId, [])).status).toBe(400);
    await cancel(client, orderId, [itemId]);
    expect((await preview(client, orderId, [itemId])).body.Exception?.ErrorCode).toBe('E102');
  });
});
