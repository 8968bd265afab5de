import { describe, expect, it } from 'vitest';
import type { InstallmentOption } from '@lib/checkout/payments/card/schema';
import { instalmentNote } from './instalment-note';

// The walk's Garanti card on 26.200 TL: 2 and 3 instalments at the order's total, 6, 9 and 12 with the
// bank's surcharge (27.248 / 27.903 / 28.558 TL), under a note that said the amount "stays the same".
const option = (Count: number, TotalAmount: number): InstallmentOption => ({
  Count,
  TotalAmount,
  MonthlyAmount: Math.ceil(TotalAmount / Count),
});
const garanti = [
  option(1, 2_620_000),
  option(2, 2_620_000),
  option(3, 2_620_000),
  option(6, 2_724_800),
  option(9, 2_790_300),
  option(12, 2_855_800),
];

describe('the line under the instalment table', () => {
  it('a single payment keeps the order’s total, and says the plans with interest cost more', () => {
    expect(instalmentNote(garanti, 1)).toEqual({ key: 'single', total: 2_620_000 });
  });

  it('a plan with a surcharge says its new total, the order’s and the difference, as the table does', () => {
    expect(instalmentNote(garanti, 6)).toEqual({
      key: 'chosenSurcharge',
      instalments: 6,
      total: 2_724_800,
      order: 2_620_000,
      surcharge: 104_800,
    });
    expect(instalmentNote(garanti, 12)).toMatchObject({ key: 'chosenSurcharge', total: 2_855_800, surcharge: 235_800 });
  });

  it('an interest-free plan among dearer ones says it costs what one payment does', () => {
    expect(instalmentNote(garanti, 3)).toEqual({ key: 'chosenFree', instalments: 3, total: 2_620_000 });
  });

  it('a bank whose plans are all interest-free says so once, whatever is chosen', () => {
    const free = [option(1, 500_000), option(3, 500_000), option(6, 500_000)];
    expect(instalmentNote(free, 1)).toEqual({ key: 'allFree', total: 500_000 });
    expect(instalmentNote(free, 6)).toEqual({ key: 'allFree', total: 500_000 });
  });

  it('no line when only one payment is offered (its reason has a line of its own), and a count no longer offered reads as one payment', () => {
    expect(instalmentNote([option(1, 9_000)], 1)).toBeNull();
    expect(instalmentNote([], 1)).toBeNull();
    expect(instalmentNote(garanti, 4)).toEqual({ key: 'single', total: 2_620_000 });
  });
});
