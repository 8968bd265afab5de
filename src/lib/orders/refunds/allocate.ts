// How money goes back: pure rules, property-tested. Amounts are kuruş.

/** A line's price before order-level discounts: what it weighs in the order's share-out. */
export interface LineWeight {
  id: number;
  weight: number;
}

/**
 * Splits `total` over weights in proportion, the leftover kuruş to the largest remainders (ties:
 * first listed). Integer arithmetic (BigInt): a float would round 2.9999 down and lose a kuruş.
 */
export function proportional(total: number, weights: readonly number[]): number[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum <= 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const products = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = products.map((p) => Number(p / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = products.map((p, i) => ({ i, r: p % sum })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * What the shopper paid for each line: what the order's instruments paid for its items (the total
 * less the shipping fee) shared by each line's own price after its campaign discount. The shares
 * add up to exactly `itemsPaid`.
 */
export function lineShares(itemsPaid: number, lines: readonly LineWeight[]): Map<number, number> {
  const shares = proportional(
    itemsPaid,
    lines.map((l) => Math.max(0, l.weight)),
  );
  return new Map(lines.map((l, i) => [l.id, shares[i] ?? 0]));
}

/** The order instruments are refunded in when a kuruş of rounding must go somewhere: cards first, then stored value. */
const REFUND_ORDER = [
  'credit_card',
  'debit_card',
  'masterpass',
  'garanti_pay',
  'paypal',
  'gift_card',
  'imf_card',
  'loyalty',
  'coins',
] as const;

/** One instrument's payment as the refund sees it. */
export interface PaidInstrument {
  id: number;
  instrument: string;
  amount: number;
  refunded: number;
}

const rank = (instrument: string) => {
  const at = (REFUND_ORDER as readonly string[]).indexOf(instrument);
  return at < 0 ? REFUND_ORDER.length : at;
};

/**
 * Splits a refund over the instruments that paid, in proportion to what each has not yet had
 * back, so that every partial refund is fair and the last one gives each instrument exactly the
 * rest of what it paid. Parts of zero are left out. Refuses an amount above what is left.
 */
export function allocateRefund(payments: readonly PaidInstrument[], amount: number): { id: number; instrument: string; amount: number }[] {
  const ordered = [...payments].sort((a, b) => rank(a.instrument) - rank(b.instrument) || a.id - b.id);
  const remaining = ordered.map((p) => p.amount - p.refunded);
  const left = remaining.reduce((a, b) => a + b, 0);
  if (!Number.isInteger(amount) || amount < 0 || amount > left) throw new RangeError(`refund ${amount} outside 0..${left}`);
  const shares = proportional(amount, remaining);
  return ordered.flatMap((p, i) => ((shares[i] ?? 0) > 0 ? [{ id: p.id, instrument: p.instrument, amount: shares[i] ?? 0 }] : []));
}
