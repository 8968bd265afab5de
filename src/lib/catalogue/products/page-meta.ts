import { localizedPath, type Lang } from '@lib/platform';
import { breadcrumbList } from '@lib/catalogue/seo/jsonld';
import { isFiltered } from './listing-url';
import type { ListingQuery } from './schema';

/** A step of a page's breadcrumb: a name and the path it leads to (no language prefix). */
export interface Step {
  name: string;
  path: string;
}

/** The breadcrumb as links for the page and as schema.org data, from one list of steps. */
export function breadcrumb(steps: readonly Step[], lang: Lang, origin: string) {
  const items = steps.map((step) => ({ name: step.name, href: localizedPath(step.path, lang) }));
  return { items, jsonLd: breadcrumbList(items.map((item) => ({ name: item.name, url: origin + item.href }))) };
}

/**
 * The query kept in a listing's canonical link: pages of the plain listing are their own pages;
 * a filtered or re-sorted view points back to the plain listing, so crawlers index one copy.
 */
export function canonicalQuery(query: ListingQuery): string {
  if (isFiltered(query) || query.sort !== 'recommended' || query.q) return '';
  return query.page > 1 ? `?page=${query.page}` : '';
}
