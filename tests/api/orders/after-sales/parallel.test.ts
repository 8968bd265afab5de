import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../src/lib/orders/records/detail-schema';
import { GIFT_CARD_API } from '../../../../src/lib/checkout/payments/giftcards/schema';
import { raceServer } from '../../../support/parallel';
import { GIFT, PIN } from '../../checkout/giftcards/helpers';
import { cartTotal, checkout, checkoutBody, member, own } from '../records/helpers';
import { cancel, detailOf, devMove, ORDERS } from './helpers';

// Cancels on PostgreSQL, where requests really run at once: twenty cancels of one item refund it
// once; a cancel racing the shipment either cancels or ships, never both; and over mixes of
// instruments and partial cancels, every refund gives each instrument its share and, in the end,
// exactly what it paid — checked against the providers' own records.

const harness = raceServer();

/** A member on this server who paid for `count` items, part by gift card when asked. */
async function paid(count: number, giftShare = 0) {
  const picks = Array.from({ length: count }, (_, i) => ({ pick: own(i + 60) }));
  const { client, addressId } = await member(picks, harness.server.url);
  const total = await cartTotal(client);
  if (giftShare > 0) {
    expect((await client.post(GIFT_CARD_API.balance, { GiftCardNo: GIFT.thirtyThousand, GiftPin: PIN })).status).toBe(200);
    const used = await client.post(GIFT_CARD_API.use, { amount: Math.floor(total * giftShare) });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
  }
  const answer = await checkout(client, checkoutBody(addressId, total));
  expect(answer.body.Result?.IsSucceed, JSON.stringify(answer.body)).toBe(true);
  const list = await client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${answer.body.Result!.OrderNumber}`);
  const orderId = list.body.Result!.Orders[0]!.OrderId;
  return { client, orderId, detail: await detailOf(client, orderId) };
}

const giftBalance = async () =>
  Number(
    (await harness.sql.query<{ balance: string }>('select balance from stored_cards where number = $1', [GIFT.thirtyThousand])).rows[0]!
      .balance,
  );

describe('cancels on PostgreSQL', () => {
  it('twenty parallel cancels of one item refund it once', async () => {
    const { client, orderId, detail } = await paid(2);
    const itemId = detail.Items[0]!.OrderItemID;
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(client, orderId, [itemId])));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.Exception?.ErrorCode === 'E102')).toHaveLength(19);
    const refunds = await harness.sql.query('select amount from refunds where order_id = $1', [orderId]);
    expect(refunds.rows).toHaveLength(1);
    const bank = await harness.sql.query<{ refunded: number }>(
      "select b.refunded from bank_payments b join order_payments p on p.provider_ref = b.id where p.order_id = $1 and p.instrument = 'credit_card'",
      [orderId],
    );
    expect(bank.rows.map((r) => Number(r.refunded))).toEqual([Number(refunds.rows[0]!.amount)]);
  }, 60_000);

  it('a cancel racing the shipment either cancels or ships, never both', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { client, orderId, detail } = await paid(1);
      const itemId = detail.Items[0]!.OrderItemID;
      await Promise.all([cancel(client, orderId, [itemId]), devMove(client, orderId, 'ship')]);
      const [line] = (
        await harness.sql.query<{ status: string; shipment_id: number | null }>(
          'select status, shipment_id from order_lines where id = $1',
          [itemId],
        )
      ).rows;
      const refunds = (await harness.sql.query('select 1 from refunds where order_id = $1', [orderId])).rows.length;
      if (line!.status === 'cancelled') {
        expect(line!.shipment_id).toBeNull();
        expect(refunds).toBe(1);
      } else {
        expect(line!.status).toBe('shipped');
        expect(line!.shipment_id).not.toBeNull();
        expect(refunds).toBe(0);
      }
    }
  }, 120_000);

  it('refunds every instrument its exact share over any sequence of partial cancels', async () => {
    const before = await giftBalance();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 0.3, 0.6),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 1000 }),
        async (giftShare, count, seed) => {
          const { client, orderId, detail } = await paid(count, giftShare);
          // A random order of the items, cancelled one by one.
          const order = [...detail.Items].sort((a, b) => ((a.OrderItemID * 7919 + seed) % 97) - ((b.OrderItemID * 7919 + seed) % 97));
          for (const item of order) {
            const answer = await cancel(client, orderId, [item.OrderItemID]);
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            const refund = answer.body.Result!.Refund!;
            expect(refund.Parts.reduce((sum, p) => sum + p.Amount, 0)).toBe(refund.Amount);
          }
          const after: OrderDetail = await detailOf(client, orderId);
          for (const payment of after.Payments) {
            const back = after.Refunds.flatMap((r) => r.Parts).filter((p) => p.Instrument === payment.Instrument);
            expect(
              back.reduce((sum, p) => sum + p.Amount, 0),
              payment.Instrument,
            ).toBe(payment.Amount);
          }
          expect(after.Refunds.reduce((sum, r) => sum + r.Amount, 0)).toBe(after.Total);
          const rows = await harness.sql.query<{ amount: number; refunded: number }>(
            'select amount, refunded from order_payments where order_id = $1',
            [orderId],
          );
          for (const row of rows.rows) expect(Number(row.refunded)).toBe(Number(row.amount));
        },
      ),
      { numRuns: 6 },
    );
    // Every kuruş taken from the gift card came back to it.
    expect(await giftBalance()).toBe(before);
  }, 180_000);
});
