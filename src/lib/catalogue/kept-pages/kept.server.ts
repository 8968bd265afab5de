import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { now, env, keptPagesGauge } from '@lib/platform/index.server';
import type { KeptEncoding } from './encoding';
import type { KeptRequest } from './kept-request';
import { type CachedPage, type KeptCopy, PageStore } from './store';
import { type KeptVersion, keptVersion } from './versions.server';

let store: PageStore | undefined;
/** One store per process, sized by PAGE_CACHE_BYTES, on the clock that expiring rules share. */
function keptPages(): PageStore {
  if (!store) {
    store = new PageStore({ maxSize: env().PAGE_CACHE_BYTES, maxAgeMs: 10 * 60 * 1000 }, () => now().getTime());
    keptPagesGauge(() => keptPages().usage);
  }
  return store;
}

/** A kept page found for a request, or the version under which a page rendered now is to be kept. */
export type KeptLookup = { copy: KeptCopy } | { copy?: undefined; version: KeptVersion } | undefined;

/**
 * The kept copy of a request's page if the data it shows has not moved since; otherwise the
 * version read (before rendering, so the page then shows data at least this new, never older),
 * or undefined when the page shows nothing (a product that does not exist).
 */
export async function lookUpKept(request: KeptRequest): Promise<KeptLookup> {
  const version = await keptVersion(request.page, now());
  if (version === undefined) return undefined;
  const copy = keptPages().get(request.key, version.version);
  return copy ? { copy } : { version };
}

/** Keeps a page rendered for a request under the version read before rendering it. */
export function keep(request: KeptRequest, version: KeptVersion, page: CachedPage): void {
  keptPages().set(request.key, version.version, page, version.validUntil);
}

// Brotli at quality 5 compresses a 100 KB page in a few milliseconds off the main thread, to within
// a few per cent of quality 11, which takes ten times as long: a page may be compressed at every
// catalogue change on a campaign day.
const compressors = {
  br: (body: Uint8Array) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Uint8Array) => promisify(gzip)(body, { level: 6 }),
};
const compressing = new WeakMap<KeptCopy, Map<KeptEncoding, Promise<Uint8Array<ArrayBuffer>>>>();

/**
 * The copy's body in an encoding: compressed once per copy (in the thread pool), then held with
 * the copy, so each kept page is compressed once per version and never per request.
 */
export function encodedBody(
  request: KeptRequest,
  copy: KeptCopy,
  encoding: KeptEncoding,
): Promise<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer> {
  if (encoding === 'identity') return copy.body;
  const held = copy.variants.get(encoding);
  if (held) return held;
  const running = compressing.get(copy) ?? new Map<KeptEncoding, Promise<Uint8Array<ArrayBuffer>>>();
  compressing.set(copy, running);
  let pending = running.get(encoding);
  if (!pending) {
    pending = compressors[encoding](copy.body).then((buffer) => {
      const body = new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
      keptPages().addVariant(request.key, copy, encoding, body);
      return body;
    });
    // A failure is not held: the next request tries again.
    pending.catch(() => running.delete(encoding));
    running.set(encoding, pending);
  }
  return pending;
}
