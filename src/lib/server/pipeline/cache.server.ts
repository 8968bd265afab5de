import type { MiddlewareHandler } from 'astro';
import { now } from '@lib/clock/clock.server';
import { env } from '@lib/config/env.server';
import { keptPagesGauge, recordKeptPage } from '@lib/server/metrics/registry.server';
import { keptPageOf } from '@lib/server/page-cache/kept-paths';
import { type CachedPage, PageStore } from '@lib/server/page-cache/store';
import { keptVersion } from '@lib/server/page-cache/versions.server';

const CACHE_HEADER = 'X-Page-Cache';
let store: PageStore | undefined;
/** One store per process, sized by PAGE_CACHE_BYTES, on the clock that expiring rules share. */
function keptPages(): PageStore {
  if (!store) {
    store = new PageStore({ maxSize: env().PAGE_CACHE_BYTES, maxAgeMs: 10 * 60 * 1000 }, () => now().getTime());
    keptPagesGauge(() => keptPages().usage);
  }
  return store;
}

function answer(page: CachedPage, state: 'hit' | 'miss'): Response {
  recordKeptPage(state, page.body.byteLength);
  const response = new Response(page.body, { status: 200, headers: page.headers });
  response.headers.set(CACHE_HEADER, state);
  return response;
}

/** The query in one order, so the same page asked with its parameters shuffled is kept once. */
function sortedQuery(params: URLSearchParams): string {
  const sorted = new URLSearchParams(params);
  sorted.sort();
  const query = sorted.toString();
  return query ? `?${query}` : '';
}

/**
 * Serves a page shoppers land on (home, listings, search, product, campaign, content) from the
 * pages already rendered, to visitors and members alike, as long as the data it shows has not
 * moved; otherwise renders and keeps it. Such a page is rendered without the session (see
 * loadContext), so nothing personal is in it: the shell fills that in from /cop-api/session/state.
 * Runs after the guard, so redirects, language cookies and robots headers apply to every answer.
 * Off under `astro dev`, where editors expect their change at once, and with PAGE_CACHE=0.
 */
export const cachePages: MiddlewareHandler = async (context, next) => {
  const { locals, request, url } = context;
  if (import.meta.env.DEV || !env().PAGE_CACHE || request.method !== 'GET') return next();
  const page = keptPageOf(locals.path);
  if (!page) return next();
  // Read before rendering: the page then shows data at least this new, never older.
  const version = await keptVersion(page, now());
  if (version === undefined) return next();
  // Pages do not depend on the Host header (links come from SITE_URL), so it is no part of the key:
  // a client varying it can neither poison a kept page nor crowd out the real ones.
  const key = `${locals.lang} ${locals.device} ${locals.path}${sortedQuery(url.searchParams)}`;
  const kept = keptPages().get(key, version.version);
  if (kept) return answer(kept, 'hit');
  const response = await next();
  if (response.status !== 200 || response.headers.has('set-cookie')) return response;
  const rendered: CachedPage = { body: new Uint8Array(await response.arrayBuffer()), headers: [...response.headers] };
  keptPages().set(key, version.version, rendered, version.validUntil);
  return answer(rendered, 'miss');
};
