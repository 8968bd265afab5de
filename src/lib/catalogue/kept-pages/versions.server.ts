import type { ContentKind } from '@lib/catalogue/content/kinds';
import type { KeptPage } from './kept-paths';
import { productVersion, scopeVersions } from './scopes.server';

// Imported when first asked: a plain node:http bench server (scripts/bench) reads product and
// listing versions without the content's Markdown files, which only Vite can bundle.
let contentMarkOf: Promise<typeof import('@lib/catalogue/content/live.server')['contentMark']> | undefined;
const contentMarks = () => (contentMarkOf ??= import('@lib/catalogue/content/live.server').then(({ contentMark }) => contentMark));

/** The kinds of editors' content each kept page shows: the header and footer on all. */
const CONTENT_SHOWN: Record<KeptPage['kind'], readonly ContentKind[]> = {
  home: ['header', 'footer', 'home', 'campaign'],
  campaign: ['header', 'footer', 'campaign'],
  content: ['header', 'footer', 'loyalty', 'page'],
  listing: ['header', 'footer'],
  search: ['header', 'footer'],
  product: ['header', 'footer'],
};

/** What a kept page may be served for: the version of the data it shows, and until when at most. */
export interface KeptVersion {
  version: string;
  /** Epoch ms after which the page may show something else without any data changing (a campaign starts). */
  validUntil: number;
}

/**
 * The version of everything a kept page shows, read before it is rendered (so a page is never
 * kept under a newer version than its data), or undefined when the page shows nothing (a product
 * that does not exist).
 */
export async function keptVersion(page: KeptPage, now: Date): Promise<KeptVersion | undefined> {
  const [scopes, product] = await Promise.all([scopeVersions(), page.productId === undefined ? undefined : productVersion(page.productId)]);
  if (page.productId !== undefined && product === undefined) return undefined;
  const content = await (await contentMarks())(CONTENT_SHOWN[page.kind], now, scopes);
  return { version: `${scopes.catalogue ?? 0}/${content.mark}/${product ?? ''}`, validUntil: content.validUntil };
}
