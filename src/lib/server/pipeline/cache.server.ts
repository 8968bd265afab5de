import type { MiddlewareHandler } from 'astro';
import { productPageVersion } from '@lib/catalog/page-version.server';
import { productIdOf } from '@lib/catalog/rules';
import { env } from '@lib/config/env.server';
import { keptPagesGauge, recordKeptPage } from '@lib/server/metrics/registry.server';
import { PageStore, type CachedPage } from '@lib/server/page-cache/store';

/** Pages kept rendered: the path they answer and the version of the data they show. */
const CACHEABLE: { pattern: RegExp; version: (match: RegExpExecArray) => Promise<string | undefined> }[] = [
  {
    pattern: /^\/product\/([^/]+)\/?$/,
    version: ([, slug]) => {
      const id = productIdOf(slug ?? '');
      return id === undefined ? Promise.resolve(undefined) : productPageVersion(id);
    },
  },
];

/** The data version of a cacheable page, or undefined when the path is not one (or shows nothing). */
function versionOf(path: string): Promise<string | undefined> {
  for (const { pattern, version } of CACHEABLE) {
    const match = pattern.exec(path);
    if (match) return version(match);
  }
  return Promise.resolve(undefined);
}

const store = new PageStore({ maxSize: 32 * 1024 * 1024, maxAgeMs: 10 * 60 * 1000 });
keptPagesGauge(() => store.usage);
const CACHE_HEADER = 'X-Page-Cache';

function answer(page: CachedPage, state: 'hit' | 'miss'): Response {
  recordKeptPage(state, page.body.length);
  const response = new Response(page.body, { status: 200, headers: page.headers });
  response.headers.set(CACHE_HEADER, state);
  return response;
}

/**
 * Serves a product page to a visitor without a session from the pages already rendered, as long
 * as the product's version has not moved; otherwise renders and keeps the page. A visitor with a
 * session always gets a page of their own (it carries their verification token and account link).
 * Runs after the guard, so redirects, language cookies and robots headers apply to every answer.
 * Off under `astro dev`, where editors expect their change at once, and with PAGE_CACHE=0.
 */
export const cachePages: MiddlewareHandler = async (context, next) => {
  const { locals, request, url } = context;
  if (import.meta.env.DEV || !env().PAGE_CACHE || request.method !== 'GET' || locals.session) return next();
  // Read before rendering: the page then shows data at least this new, never older.
  const version = await versionOf(url.pathname);
  if (version === undefined) return next();
  // Pages do not depend on the Host header (links come from SITE_URL), so it is no part of the key:
  // a client varying it can neither poison a kept page nor crowd out the real ones.
  const key = `${locals.lang} ${locals.device} ${url.pathname}${url.search}`;
  const kept = store.get(key, version);
  if (kept) return answer(kept, 'hit');
  const response = await next();
  if (response.status !== 200 || response.headers.has('set-cookie')) return response;
  const page: CachedPage = { body: await response.text(), headers: [...response.headers] };
  store.set(key, version, page);
  return answer(page, 'miss');
};
