import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOUR_BITS, MASK_BITS, maskOf, SIZE_BITS } from './facet-mask';
import { ALL_SIZES, COLOUR_CODES } from './vocab';

describe('facet masks', () => {
  it('give every colour and size of the vocabulary its own bit within an integer', () => {
    for (const [bits, vocab] of [
      [COLOUR_BITS, COLOUR_CODES],
      [SIZE_BITS, ALL_SIZES],
    ] as const) {
      expect(new Set(bits).size).toBe(bits.length);
      expect(bits.length).toBeLessThanOrEqual(MASK_BITS);
      expect(bits).toEqual(expect.arrayContaining([...vocab]));
    }
  });

  it('keep the stored bit order: new values are appended', () => {
    expect(COLOUR_BITS.slice(0, 10)).toEqual(['black', 'white', 'beige', 'navy', 'red', 'green', 'camel', 'grey', 'pink', 'gold']);
    expect(SIZE_BITS.indexOf('M')).toBe(2);
    expect(SIZE_BITS.indexOf('100 ml')).toBe(21);
  });

  it('sets one bit per known value and ignores unknown ones', () => {
    expect(maskOf([], COLOUR_BITS)).toBe(0);
    expect(maskOf(['black', 'red'], COLOUR_BITS)).toBe(0b10001);
    expect(maskOf(['M', 'M', 'nope'], SIZE_BITS)).toBe(0b100);
  });

  it('are the bit orders the database keeps the masks in', () => {
    // The newest migration that defines the function the variants' trigger fills the masks with.
    const definition = readdirSync('drizzle')
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => readFileSync(`drizzle/${name}`, 'utf8'))
      .filter((text) => text.includes('FUNCTION "product_stock_facets"'))
      .at(-1);
    const arrays = [...(definition ?? '').matchAll(/array_position\(ARRAY\[([^\]]*)\]/g)].map((m) =>
      m[1]!.split(', ').map((v) => v.slice(1, -1)),
    );
    expect(arrays).toEqual([COLOUR_BITS, SIZE_BITS]);
  });
});
