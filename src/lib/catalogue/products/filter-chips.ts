import { listingHref } from './listing-url';
import type { ListingQuery } from './schema';

/** One applied filter as a chip: what it says and the address of the listing without it. */
export interface FilterChip {
  kind: 'brand' | 'size' | 'colour' | 'min' | 'max';
  value: string;
  href: string;
}

/**
 * The applied filters of a listing, each with a link that removes it alone (and returns to page
 * one, as any change of filters does). Labels are the page's to word: brand names, colour names.
 */
export function filterChips(path: string, query: ListingQuery): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const kind of ['brand', 'size', 'colour'] as const) {
    for (const value of query[kind]) {
      chips.push({ kind, value, href: listingHref(path, query, { [kind]: query[kind].filter((v) => v !== value) }) });
    }
  }
  if (query.min !== undefined) chips.push({ kind: 'min', value: String(query.min), href: listingHref(path, query, { min: undefined }) });
  if (query.max !== undefined) chips.push({ kind: 'max', value: String(query.max), href: listingHref(path, query, { max: undefined }) });
  return chips;
}
