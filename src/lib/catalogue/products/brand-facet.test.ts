import { describe, expect, it } from 'vitest';
import { brandOptions, countedByBrands, matchesOfBrands, reachedCap } from './brand-facet';

const brands = [
  { id: 1, slug: 'arden-vale', name: 'Arden Vale' },
  { id: 2, slug: 'beaumarche', name: 'Beaumarché' },
  { id: 3, slug: 'maison-aurele', name: 'Maison Aurèle' },
];

describe('the brand filter’s options', () => {
  it('lists only brands with products under the other filters, with how many, in the catalogue’s order', () => {
    const counts = [
      { brandId: 3, count: 4 },
      { brandId: 1, count: 2 },
    ];
    expect(brandOptions(brands, counts, [], true)).toEqual([
      { slug: 'arden-vale', name: 'Arden Vale', count: 2 },
      { slug: 'maison-aurele', name: 'Maison Aurèle', count: 4 },
    ]);
  });

  it('keeps a chosen brand that has none here, so the shopper can unchoose it', () => {
    expect(brandOptions(brands, [{ brandId: 3, count: 1 }], ['beaumarche'], true)).toEqual([
      { slug: 'beaumarche', name: 'Beaumarché', count: 0 },
      { slug: 'maison-aurele', name: 'Maison Aurèle', count: 1 },
    ]);
  });

  it('gives no numbers where the listing counted no further than its cap', () => {
    expect(brandOptions(brands, [{ brandId: 2, count: 900 }], [], false)).toEqual([{ slug: 'beaumarche', name: 'Beaumarché' }]);
  });

  it('add up to the matches of the chosen brands, or of all when none is chosen', () => {
    const counts = [
      { brandId: 1, count: 4 },
      { brandId: 3, count: 7 },
    ];
    expect(matchesOfBrands(counts, [])).toBe(11);
    expect(matchesOfBrands(counts, [3])).toBe(7);
    expect(matchesOfBrands(counts, [2])).toBe(0);
    expect(matchesOfBrands(counts, [1, 2, 3])).toBe(11);
    expect(matchesOfBrands([], [])).toBe(0);
  });

  it('count a search’s matches up to its cap, unless a brand is chosen among numbers that reached it', () => {
    const counts = [
      { brandId: 1, count: 400 },
      { brandId: 3, count: 350 },
    ];
    expect(countedByBrands(counts, [], 1_000)).toBe(750);
    expect(countedByBrands(counts, [3], 1_000)).toBe(350);
    // The first 1,000 matches: all of them are counted, but not a brand's later ones.
    const reached = [...counts, { brandId: 2, count: 250 }];
    expect(countedByBrands(reached, [], 1_000)).toBe(1_000);
    expect(countedByBrands(reached, [3], 1_000)).toBeUndefined();
    expect(reachedCap(counts, 1_000)).toBe(false);
    expect(reachedCap(reached, 1_000)).toBe(true);
  });
});
