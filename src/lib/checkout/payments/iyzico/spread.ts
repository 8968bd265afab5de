import { toIstanbul } from '@lib/platform';

// A refund at iyzico is made item by item (each basket item's paymentTransactionId, at most what it
// was paid less what it already had back). A store refund names the items it is for; they are
// served first, in the order named, and what is left (the delivery fee, a rounding) runs over the
// other items in basket order.

/** A basket item of an approved payment, as a refund sees it (kuruş). */
export interface RefundableItem {
  itemId: string;
  transactionId: string;
  paid: number;
  refunded: number;
}

/** One refund call to make: an item's transaction and the kuruş it gives back. */
export interface Allocation {
  itemId: string;
  transactionId: string;
  amount: number;
}

/** How `amount` is given back over the items, the named ones first; null when the items have less than that left. */
export function spreadRefund(items: readonly RefundableItem[], named: readonly string[], amount: number): Allocation[] | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  const order = [
    ...named.flatMap((id) => items.filter((item) => item.itemId === id)),
    ...items.filter((item) => !named.includes(item.itemId)),
  ];
  const allocations: Allocation[] = [];
  let left = amount;
  for (const item of order) {
    if (left === 0) break;
    const share = Math.min(left, item.paid - item.refunded);
    if (share <= 0 || allocations.some((a) => a.itemId === item.itemId)) continue;
    allocations.push({ itemId: item.itemId, transactionId: item.transactionId, amount: share });
    left -= share;
  }
  return left === 0 ? allocations : null;
}

/** Whether two moments fall on the same calendar day in Türkiye (a bank's day, which a same-day cancel must stay within). */
export function sameIstanbulDay(a: Date, b: Date): boolean {
  return toIstanbul(a).date === toIstanbul(b).date;
}
