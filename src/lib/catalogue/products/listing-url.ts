import { PAGE_SIZE, type ListingQuery } from './schema';

/**
 * The address of a listing with these filters, parameters in one fixed order and defaults left
 * out, so one result set has one URL (stable links, no duplicate pages for crawlers).
 */
export function listingHref(path: string, query: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  for (const key of ['brand', 'size', 'colour'] as const) for (const value of [...next[key]].sort()) params.append(key, value);
  if (next.min !== undefined) params.set('min', String(next.min));
  if (next.max !== undefined) params.set('max', String(next.max));
  if (next.sort !== 'recommended') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Whether the shopper narrowed the listing (filters), as opposed to only paging or sorting. */
export function isFiltered(query: ListingQuery): boolean {
  return query.brand.length + query.size.length + query.colour.length > 0 || query.min !== undefined || query.max !== undefined;
}

/** The page numbers to link: first, last, and two either side of the current one. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= 2) pages.push(p);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/**
 * Where to send a listing request whose query is not in its one canonical form (the filter form
 * sends empty boxes and defaults), or undefined when it already is.
 */
export function canonicalRedirect(url: URL, path: string, query: ListingQuery): string | undefined {
  const href = listingHref(path, query, { page: query.page });
  // Only the query is compared: the path may be the language-less one the router rewrote to.
  return href.slice(path.length) === url.search ? undefined : href;
}
