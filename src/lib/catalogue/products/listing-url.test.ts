import { describe, expect, it } from 'vitest';
import { canonicalRedirect, isFiltered, listingHref, pageCount, pageWindow } from './listing-url';
import { parseListingQuery } from './schema';

const parse = (q: string) => parseListingQuery(new URLSearchParams(q));

describe('listing query', () => {
  it('keeps valid filters and drops unknown values instead of failing the page', () => {
    const query = parse('brand=valdera&brand=BAD!&size=M&size=XXL&colour=red&colour=plaid&min=100&max=abc&sort=cheap&page=-3');
    expect(query).toMatchObject({
      brand: ['valdera'],
      size: ['M'],
      colour: ['red'],
      min: 100,
      max: undefined,
      sort: 'recommended',
      page: 1,
    });
  });

  it('reads an empty price box as no bound', () => {
    expect(parse('min=&max=')).toMatchObject({ min: undefined, max: undefined });
  });
});

describe('listingHref', () => {
  it('writes one URL per result set: fixed order, sorted values, no defaults', () => {
    const a = listingHref('/categories/kadin', parse('colour=red&brand=valdera&brand=tavira&sort=price-asc'));
    const b = listingHref('/categories/kadin', parse('sort=price-asc&brand=tavira&colour=red&brand=valdera'));
    expect(a).toBe('/categories/kadin?brand=tavira&brand=valdera&colour=red&sort=price-asc');
    expect(b).toBe(a);
    expect(listingHref('/categories/kadin', parse(''))).toBe('/categories/kadin');
  });

  it('goes back to page 1 when a filter changes, and keeps the filters when paging', () => {
    const query = parse('size=M&page=3');
    expect(listingHref('/c', query, { colour: ['red'] })).toBe('/c?size=M&colour=red');
    expect(listingHref('/c', query, { page: 4 })).toBe('/c?size=M&page=4');
  });

  it('tells filtering from paging', () => {
    expect(isFiltered(parse('page=2&sort=price-asc'))).toBe(false);
    expect(isFiltered(parse('min=10'))).toBe(true);
  });
});

describe('pagination', () => {
  it('links first, last and two either side', () => {
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(49)).toBe(3);
  });
});

describe('canonicalRedirect', () => {
  const at = (q: string) => new URL(`http://x/en/c${q}`);
  it("sends the filter form's raw query to the one canonical URL", () => {
    expect(canonicalRedirect(at('?size=M&min=&max=&sort=recommended'), '/en/c', parse('size=M&min=&max=&sort=recommended'))).toBe(
      '/en/c?size=M',
    );
  });
  it('leaves a canonical URL alone, also on later pages', () => {
    expect(canonicalRedirect(at('?size=M&page=2'), '/en/c', parse('size=M&page=2'))).toBeUndefined();
    expect(canonicalRedirect(at(''), '/en/c', parse(''))).toBeUndefined();
  });
});
