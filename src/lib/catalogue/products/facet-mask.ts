// Colour and size sets as bitmasks. A listing's count must read only its index (an index-only
// scan); a text[] overlap test on each index entry costs several times more than an AND of two
// integers, so the listing indexes carry these masks and listing filters test bits.

/**
 * Bit i of products.colour_mask means COLOUR_BITS[i]. The masks are stored, so this order is
 * fixed: append new colours, never reorder or remove. A tested rule keeps every colour here.
 */
export const COLOUR_BITS: readonly string[] = ['black', 'white', 'beige', 'navy', 'red', 'green', 'camel', 'grey', 'pink', 'gold'];

/** Bit i of products.size_mask means SIZE_BITS[i]; append only, as COLOUR_BITS. */
export const SIZE_BITS: readonly string[] = [
  'XS',
  'S',
  'M',
  'L',
  'XL',
  '36',
  '37',
  '38',
  '39',
  '40',
  '41',
  '42',
  '43',
  '44',
  '2-3',
  '4-5',
  '6-7',
  '8-9',
  '10-11',
  'STD',
  '50 ml',
  '100 ml',
];

/** Masks are PostgreSQL integers: 31 bits before the sign bit. Beyond that, widen to bigint. */
export const MASK_BITS = 31;

/** The mask of a set of values: the bits of those in `bits`; unknown values add nothing. */
export function maskOf(values: readonly string[], bits: readonly string[]): number {
  let mask = 0;
  for (const value of values) {
    const bit = bits.indexOf(value);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}
