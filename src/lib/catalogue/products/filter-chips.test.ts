import { describe, expect, it } from 'vitest';
import { filterChips } from './filter-chips';
import { parseListingQuery } from './schema';

describe('applied filter chips', () => {
  it('gives each applied filter a link that removes it alone, back on page one', () => {
    const query = parseListingQuery(new URLSearchParams('brand=valdera&size=M&size=S&colour=red&min=100&sort=price-asc&page=3'));
    const chips = filterChips('/categories/kadin', query);
    expect(chips.map((c) => [c.kind, c.value, c.href])).toEqual([
      ['brand', 'valdera', '/categories/kadin?size=M&size=S&colour=red&min=100&sort=price-asc'],
      ['size', 'M', '/categories/kadin?brand=valdera&size=S&colour=red&min=100&sort=price-asc'],
      ['size', 'S', '/categories/kadin?brand=valdera&size=M&colour=red&min=100&sort=price-asc'],
      ['colour', 'red', '/categories/kadin?brand=valdera&size=M&size=S&min=100&sort=price-asc'],
      ['min', '100', '/categories/kadin?brand=valdera&size=M&size=S&colour=red&sort=price-asc'],
    ]);
  });

  it('has no chips for a plain listing, and keeps a search query', () => {
    expect(filterChips('/search', parseListingQuery(new URLSearchParams('q=ipek')))).toEqual([]);
    expect(filterChips('/search', parseListingQuery(new URLSearchParams('q=ipek&max=500')))[0]!.href).toBe('/search?q=ipek');
  });
});
