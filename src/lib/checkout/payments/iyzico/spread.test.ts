import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RefundableItem, sameIstanbulDay, spreadRefund } from './spread';

const item = (itemId: string, paid: number, refunded = 0): RefundableItem => ({ itemId, transactionId: `t-${itemId}`, paid, refunded });

describe('a refund spread over a payment’s items', () => {
  it('serves the named items first, then runs over the rest in basket order, within what each has left', () => {
    const items = [item('a', 10_000), item('b', 5_000, 1_000), item('delivery', 2_990)];
    expect(spreadRefund(items, ['b'], 4_000)).toEqual([{ itemId: 'b', transactionId: 't-b', amount: 4_000 }]);
    expect(spreadRefund(items, ['b'], 7_000)).toEqual([
      { itemId: 'b', transactionId: 't-b', amount: 4_000 },
      { itemId: 'a', transactionId: 't-a', amount: 3_000 },
    ]);
    expect(spreadRefund(items, [], 16_990)?.map((a) => a.amount)).toEqual([10_000, 4_000, 2_990]);
  });

  it('refuses more than the items have left, nothing, and a fraction', () => {
    const items = [item('a', 1_000, 400)];
    expect(spreadRefund(items, ['a'], 601)).toBeNull();
    expect(spreadRefund(items, ['a'], 0)).toBeNull();
    expect(spreadRefund(items, ['a'], 1.5)).toBeNull();
    expect(spreadRefund(items, ['unknown'], 600)).toEqual([{ itemId: 'a', transactionId: 't-a', amount: 600 }]);
  });

  it('gives back exactly the amount, never beyond an item, named items full before any other is touched', () => {
    const basket = fc.uniqueArray(
      fc.record({
        itemId: fc.string({ minLength: 1, maxLength: 4 }),
        paid: fc.integer({ min: 1, max: 50_000 }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { minLength: 1, maxLength: 6, selector: (i) => i.itemId },
    );
    fc.assert(
      fc.property(basket, fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 6 }), (rows, part, namedCount) => {
        const items = rows.map((r) => item(r.itemId, r.paid, Math.floor(r.paid * r.share)));
        const named = items.slice(0, namedCount).map((i) => i.itemId);
        const left = items.reduce((sum, i) => sum + i.paid - i.refunded, 0);
        const amount = Math.max(1, Math.floor(left * part));
        const allocations = spreadRefund(items, named, amount);
        if (left === 0) {
          expect(allocations).toBeNull();
          return;
        }
        expect(allocations!.reduce((sum, a) => sum + a.amount, 0)).toBe(amount);
        for (const a of allocations!) {
          const of = items.find((i) => i.itemId === a.itemId)!;
          expect(a.amount).toBeGreaterThan(0);
          expect(a.amount).toBeLessThanOrEqual(of.paid - of.refunded);
        }
        const touchesOthers = allocations!.some((a) => !named.includes(a.itemId));
        const leftOf = (id: string) => items.find((i) => i.itemId === id)!.paid - items.find((i) => i.itemId === id)!.refunded;
        if (touchesOthers) for (const id of named) expect(allocations!.find((a) => a.itemId === id)?.amount ?? 0).toBe(leftOf(id));
        expect(spreadRefund(items, named, left + 1)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('tells Türkiye’s calendar day, not the server’s', () => {
    // 23:30 and 00:30 in Istanbul (UTC+3) are 20:30 and 21:30 UTC: one UTC day, two Turkish days.
    expect(sameIstanbulDay(new Date('2026-03-10T20:30:00Z'), new Date('2026-03-10T21:30:00Z'))).toBe(false);
    expect(sameIstanbulDay(new Date('2026-03-10T21:30:00Z'), new Date('2026-03-11T20:59:00Z'))).toBe(true);
  });
});
