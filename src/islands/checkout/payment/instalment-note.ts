import type { InstallmentOption } from '@lib/checkout/payments/card/schema';

// The line under the instalment table (docs/behaviour/payments.md#instalments). The store charges
// the order's total in any plan; a plan's interest is the bank's, added to the card's statement with
// the instalments, so a plan with a surcharge costs the shopper its table total. The line says what
// the chosen plan costs in plain figures, never that the amount "stays the same" beside a table whose
// totals grow. Pure, so each choice is tested alone.

/** Which line the instalment table gets, with its figures (kuruş). */
export type InstalmentNote =
  /** Every plan costs what a single payment does. */
  | { key: 'allFree'; total: number }
  /** A single payment chosen, and some plans carry a surcharge. */
  | { key: 'single'; total: number }
  /** An interest-free plan chosen while others carry a surcharge. */
  | { key: 'chosenFree'; instalments: number; total: number }
  /** A plan with a surcharge chosen: its total, the order's total and the difference. */
  | { key: 'chosenSurcharge'; instalments: number; total: number; order: number; surcharge: number };

/**
 * The note for a bank's options and the chosen count, or null when only a single payment is
 * offered (the table has nothing to compare; the reason for it is a line of its own).
 */
export function instalmentNote(options: readonly InstallmentOption[], count: number): InstalmentNote | null {
  const single = options.find((option) => option.Count === 1);
  if (!single || options.length < 2) return null;
  const chosen = options.find((option) => option.Count === count) ?? single;
  if (!options.some((option) => option.TotalAmount > single.TotalAmount)) return { key: 'allFree', total: single.TotalAmount };
  if (chosen.Count === 1) return { key: 'single', total: single.TotalAmount };
  if (chosen.TotalAmount <= single.TotalAmount) return { key: 'chosenFree', instalments: chosen.Count, total: chosen.TotalAmount };
  return {
    key: 'chosenSurcharge',
    instalments: chosen.Count,
    total: chosen.TotalAmount,
    order: single.TotalAmount,
    surcharge: chosen.TotalAmount - single.TotalAmount,
  };
}
