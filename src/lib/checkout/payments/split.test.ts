import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bagFingerprint, ruleCap, shownAgree, splitPayment } from './split';
import { TENDER_KINDS, TENDER_LIMITS } from './tenders';

// The split of an order between its instruments and the card (docs/behaviour/payments.md#stored-value-instruments).

const basis = (total: number, shippingFee = 0, partnerGoods = 0) => ({ total, shippingFee, partnerGoods });
const TL = 100;

describe('splitting an order between its instruments', () => {
  it('never makes the rest negative nor grants more than the order, whatever is asked', () => {
    const ask = fc.record({ kind: fc.constantFrom(...TENDER_KINDS), amount: fc.integer({ min: -1_000_000, max: 10_000_000 }) });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(ask, { maxLength: 6 }),
        (total, fee, partner, asks) => {
          const shippingFee = Math.min(fee, total);
          const partnerGoods = Math.min(partner, total - shippingFee);
          const { granted, rest } = splitPayment({ total, shippingFee, partnerGoods }, asks);
          const sum = granted.reduce((s, g) => s + g.amount, 0);
          expect(rest).toBeGreaterThanOrEqual(0);
          expect(sum + rest).toBe(total);
          for (const g of granted) {
            expect(g.amount).toBeGreaterThan(0);
            expect(g.amount).toBeLessThanOrEqual(ruleCap(g.kind, { total, shippingFee, partnerGoods }));
            expect(g.amount).toBeLessThanOrEqual(Math.max(0, asks.find((a) => a.kind === g.kind)!.amount));
          }
          // One card instrument at most, coins never on the shipping fee nor partner items' cards.
          expect(granted.filter((g) => g.kind !== 'coins').length).toBeLessThanOrEqual(1);
          const coins = granted.find((g) => g.kind === 'coins');
          if (coins) expect(rest).toBeGreaterThanOrEqual(shippingFee);
          const cards = granted.filter((g) => g.kind !== 'coins').reduce((s, g) => s + g.amount, 0);
          expect(cards).toBeLessThanOrEqual(total - partnerGoods);
        },
      ),
    );
  });

  it('caps a gift card at 20,000 TL and loyalty points at 70 % and 20,000 TL of the order', () => {
    expect(splitPayment(basis(50_000 * TL), [{ kind: 'gift_card', amount: 30_000 * TL }])).toEqual({
      granted: [{ kind: 'gift_card', amount: 20_000 * TL }],
      rest: 30_000 * TL,
    });
    expect(splitPayment(basis(1_000 * TL), [{ kind: 'loyalty', amount: 1_000 * TL }]).granted).toEqual([
      { kind: 'loyalty', amount: 700 * TL },
    ]);
    expect(ruleCap('loyalty', basis(100_000 * TL))).toBe(TENDER_LIMITS.loyaltyOrderCap);
  });

  it('lets a return-balance card pay a whole order, shipping included, but no partner-sold item', () => {
    expect(splitPayment(basis(600 * TL, 50 * TL), [{ kind: 'imf_card', amount: 900 * TL }])).toEqual({
      granted: [{ kind: 'imf_card', amount: 600 * TL }],
      rest: 0,
    });
    expect(splitPayment(basis(600 * TL, 0, 200 * TL), [{ kind: 'imf_card', amount: 900 * TL }]).rest).toBe(200 * TL);
    expect(ruleCap('gift_card', basis(600 * TL, 0, 600 * TL))).toBe(0);
  });

  it('uses the first card instrument only, then coins on what is left without the shipping fee', () => {
    const { granted, rest } = splitPayment(basis(500 * TL, 40 * TL), [
      { kind: 'gift_card', amount: 300 * TL },
      { kind: 'loyalty', amount: 100 * TL },
      { kind: 'coins', amount: 400 * TL },
    ]);
    expect(granted).toEqual([
      { kind: 'gift_card', amount: 300 * TL },
      { kind: 'coins', amount: 160 * TL },
    ]);
    expect(rest).toBe(40 * TL);
  });

  it('needs a cart of 1 TL for points and coins', () => {
    expect(ruleCap('coins', basis(99))).toBe(0);
    expect(ruleCap('loyalty', basis(99))).toBe(0);
    expect(ruleCap('coins', basis(100))).toBe(100);
    expect(ruleCap('gift_card', basis(99))).toBe(99);
  });
});

describe('bagFingerprint', () => {
  const a = { variantId: 11, quantity: 2, isGift: false };
  const b = { variantId: 12, quantity: 1, isGift: false };
  it('is the same for the same lines in any order, and another for any change of a line', () => {
    expect(bagFingerprint([a, b])).toBe(bagFingerprint([b, a]));
    const others = [
      [a],
      [a, b, { variantId: 13, quantity: 1, isGift: false }],
      [{ ...a, quantity: 3 }, b],
      [a, { ...b, isGift: true }],
      [],
    ];
    for (const lines of others) expect(bagFingerprint(lines)).not.toBe(bagFingerprint([a, b]));
    expect(bagFingerprint([a, b]).length).toBeLessThanOrEqual(40);
  });
});

describe('what a checkout body says the instruments pay', () => {
  const lines = [{ Kind: 'loyalty' as const, Amount: 10_000 }];
  it('agrees only with the split: the same amount, null for an instrument not applied, nothing said of one left out', () => {
    expect(shownAgree(lines, { loyalty: 10_000, gift_card: null })).toBe(true);
    expect(shownAgree(lines, {})).toBe(true);
    expect(shownAgree(lines, { loyalty: 500_000 })).toBe(false);
    expect(shownAgree(lines, { loyalty: null })).toBe(false);
    expect(shownAgree(lines, { gift_card: 10_000 })).toBe(false);
    expect(shownAgree([{ Kind: 'gift_card', Amount: 0 }], { gift_card: null })).toBe(true);
  });
});
