import { describe, expect, it } from 'vitest';
import { brandOptions } from './brand-facet';

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
});
