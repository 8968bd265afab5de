import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cache, type Cached, env, keptPagesGauge, versionOf } from '@lib/platform/index.server';
import type { ContentKind } from '@lib/catalogue/content/kinds';
import { productScope } from '@lib/catalogue/products/page-version.server';
import { CATALOGUE } from '@lib/catalogue/products/per-version.server';
import type { KeptEncoding } from './encoding';
import type { KeptPage } from './kept-paths';
import type { CachedPage, KeptRequest } from './kept-request';

/** The kinds of editors' content each kept page shows: the header and footer on all. */
const CONTENT_SHOWN: Record<KeptPage['kind'], readonly ContentKind[]> = {
  home: ['header', 'footer', 'home', 'campaign'],
  campaign: ['header', 'footer', 'campaign'],
  content: ['header', 'footer', 'loyalty', 'page'],
  listing: ['header', 'footer'],
  search: ['header', 'footer'],
  product: ['header', 'footer'],
};

/**
 * The scopes (platform/freshness) of everything a kept page shows: the catalogue, the content of
 * the kinds it shows (with their schedules), and for a product page the product's own version.
 */
export function scopesOf(page: KeptPage): string[] {
  const product = page.productId === undefined ? [] : [productScope(page.productId)];
  return [...CATALOGUE, ...CONTENT_SHOWN[page.kind].map((kind) => `live:${kind}`), ...product];
}

const sizeOf = (page: CachedPage) => page.body.byteLength + page.headers.reduce((n, [name, value]) => n + name.length + value.length, 0);

let pages: Cached<CachedPage> | undefined;
/**
 * One cache per process, bounded by PAGE_CACHE_BYTES, holding the pages and their compressed
 * bodies. A page older than ten minutes is rendered again even if its data did not change (the
 * footer's year).
 */
function keptPages(): Cached<CachedPage> {
  if (!pages) {
    const kept = cache<CachedPage>({ name: 'kept pages', max: env().PAGE_CACHE_BYTES, sizeOf, maxAgeMs: 10 * 60 * 1000 });
    keptPagesGauge(() => ({ pages: kept.usage.entries, size: kept.usage.size }));
    pages = kept;
  }
  return pages;
}

/** The kept copy of a request's page while the data it shows has not moved since it was rendered; never renders. */
export function keptCopy(request: KeptRequest): Promise<CachedPage | undefined> {
  return keptPages().peek(request.key, scopesOf(request.page));
}

/**
 * The request's page: its kept copy, else what `render` gives, kept unless it gives undefined
 * (a page not to keep). The versions are read before rendering, so a page is never kept under a
 * newer version than its data; requests for the same page at once share one render. Undefined
 * without rendering for a page that shows nothing (a product that does not exist): its request
 * renders it alone.
 */
export async function keptOrRendered(request: KeptRequest, render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
  const scopes = scopesOf(request.page);
  // Read once per request: the cache below reads the same versions without another statement.
  if (!(await versionOf(scopes))) return undefined;
  return keptPages()(request.key, scopes, render);
}

// Brotli at quality 5 compresses a 100 KB page in a few milliseconds off the main thread, to within
// a few per cent of quality 11, which takes ten times as long: a page may be compressed at every
// catalogue change on a campaign day.
const compressors = {
  br: (body: Uint8Array) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Uint8Array) => promisify(gzip)(body, { level: 6 }),
};

/**
 * The copy's body in an encoding: compressed once per copy (in the thread pool) and kept beside it
 * under the same version, so each kept page is compressed once per version and never per request.
 */
export async function encodedBody(request: KeptRequest, copy: CachedPage, encoding: KeptEncoding): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'identity') return copy.body;
  const compress = async () => {
    const buffer = await compressors[encoding](copy.body);
    return { body: new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)), headers: [] };
  };
  return (await keptPages()(`${request.key} ${encoding}`, scopesOf(request.page), compress)).body;
}
