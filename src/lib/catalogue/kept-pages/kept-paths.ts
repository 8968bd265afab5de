import { productIdOf } from '@lib/catalogue/products/rules';
import { splitLangPrefix } from '@lib/platform';

/** The kinds of page a shopper lands on, each kept for every shopper (ARCHITECTURE.md, kept pages). */
export type KeptKind = 'home' | 'listing' | 'search' | 'product' | 'campaign' | 'content';

/** A page that is kept: its kind, and for a product page the product it shows. */
export interface KeptPage {
  kind: KeptKind;
  productId?: number;
}

const PATTERNS: [RegExp, KeptKind][] = [
  [/^\/$/, 'home'],
  [/^\/categories(\/[^/]+)?\/?$/, 'listing'],
  [/^\/search\/?$/, 'search'],
  [/^\/product\/([^/]+)\/?$/, 'product'],
  [/^\/campaigns(\/[^/]+)?\/?$/, 'campaign'],
  [/^\/content\/[^/]+\/?$/, 'content'],
];

/**
 * The kept page a path (with or without its language prefix) shows, or undefined when the page is
 * personal by nature (bag, checkout, account, orders) or not a page at all.
 */
export function keptPageOf(pathname: string): KeptPage | undefined {
  const { rest } = splitLangPrefix(pathname);
  for (const [pattern, kind] of PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    if (kind !== 'product') return { kind };
    const productId = productIdOf(match[1] ?? '');
    return productId === undefined ? undefined : { kind, productId };
  }
  return undefined;
}

/** Whether a request may be answered by a kept page: a read of a kept path. */
export function readsKeptPage(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && keptPageOf(pathname) !== undefined;
}
