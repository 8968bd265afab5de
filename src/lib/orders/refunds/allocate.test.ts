import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateRefund, lineShares, type PaidInstrument } from './allocate';

const INSTRUMENTS = ['credit_card', 'masterpass', 'paypal', 'gift_card', 'imf_card', 'loyalty', 'coins'] as const;

const paymentsArb = fc
  .uniqueArray(fc.constantFrom(...INSTRUMENTS), { minLength: 1, maxLength: 4 })
  .chain((kinds) =>
    fc.tuple(
      ...kinds.map((kind, i) =>
        fc.integer({ min: 1, max: 5_000_000 }).map((amount): PaidInstrument => ({ id: i + 1, instrument: kind, amount, refunded: 0 })),
      ),
    ),
  );

describe('lineShares', () => {
  it('shares exactly what was paid, in proportion to each line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 8 }),
        (paid, weights) => {
          const shares = lineShares(
            paid,
            weights.map((weight, i) => ({ id: i, weight })),
          );
          const values = [...shares.values()];
          expect(values.reduce((a, b) => a + b, 0)).toBe(paid);
          for (const value of values) expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('gives a free line nothing when another line carries a price', () => {
    const shares = lineShares(10_000, [
      { id: 1, weight: 20_000 },
      { id: 2, weight: 0 },
    ]);
    expect(shares.get(1)).toBe(10_000);
    expect(shares.get(2)).toBe(0);
  });
});

describe('allocateRefund', () => {
  it('refunds each cancel exactly, never more than an instrument paid, and all of it when everything goes back', () => {
    fc.assert(
      fc.property(paymentsArb, fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }), (payments, cuts) => {
        const state = payments.map((p) => ({ ...p }));
        const paid = state.reduce((a, p) => a + p.amount, 0);
        // Partial cancellations: each takes a share of what is left, the last takes the rest.
        for (const [step, cut] of cuts.entries()) {
          const left = state.reduce((a, p) => a + p.amount - p.refunded, 0);
          const amount = step === cuts.length - 1 ? left : Math.floor((left * cut) / 100);
          const parts = allocateRefund(state, amount);
          expect(parts.reduce((a, p) => a + p.amount, 0)).toBe(amount);
          for (const part of parts) {
            const row = state.find((p) => p.id === part.id);
            if (!row) throw new Error('unknown instrument');
            row.refunded += part.amount;
            expect(row.refunded).toBeLessThanOrEqual(row.amount);
          }
        }
        for (const row of state) expect(row.refunded).toBe(row.amount);
        expect(state.reduce((a, p) => a + p.refunded, 0)).toBe(paid);
      }),
    );
  });

  it('puts the rounding kuruş on the card before stored value', () => {
    const parts = allocateRefund(
      [
        { id: 1, instrument: 'gift_card', amount: 100, refunded: 0 },
        { id: 2, instrument: 'credit_card', amount: 100, refunded: 0 },
      ],
      101,
    );
    expect(parts).toEqual([
      { id: 2, instrument: 'credit_card', amount: 51 },
      { id: 1, instrument: 'gift_card', amount: 50 },
    ]);
  });

  it('refuses more than is left', () => {
    expect(() => allocateRefund([{ id: 1, instrument: 'credit_card', amount: 100, refunded: 60 }], 41)).toThrow(RangeError);
  });
});
