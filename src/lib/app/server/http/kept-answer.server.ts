import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { cookieValue, LANGUAGE_COOKIE, type Device, deviceOf, robotsDirective, withHeaderPolicy } from '@lib/platform';
import { logger, recordKeptPage } from '@lib/platform/index.server';
import { preferredEncoding, keptPageOf, type KeptRequest, keptRequestOf } from '@lib/catalogue';
import { encodedBody, keptCopy } from '@lib/catalogue/index.server';
import { KEPT_HEADER, keepsPages } from '@lib/app/server/pipeline/cache.server';
import { languageCookies } from '@lib/app/server/pipeline/language-cookies';
import { recordAnswer, requestIdOf } from '@lib/app/server/pipeline/observe.server';
import { requestIsHttps } from './raw-answers.server';

// What the guard decided for a raw address, language cookie and device, remembered: the same few
// addresses come again and again on a campaign day, and the guard is a pure function of these.
// Bounded, so addresses varied on purpose cost only their own decision.
const decided = new LRUCache<string, { kept?: KeptRequest }>({ max: 5_000 });

/** An address as sent, split at its query: never parsed as a URL, which would read "//cart" as a host. */
interface RawAddress {
  pathname: string;
  /** The query with its "?", or empty. */
  search: string;
}

function splitAddress(raw: string): RawAddress {
  const query = raw.indexOf('?');
  return query === -1 ? { pathname: raw, search: '' } : { pathname: raw.slice(0, query), search: raw.slice(query) };
}

/** The kept page an address reads (see keptRequestOf), or undefined. */
function decide(address: RawAddress, languageCookie: string | undefined, device: Device): KeptRequest | undefined {
  const key = `${device} ${languageCookie ?? ''} ${address.pathname}${address.search}`;
  const known = decided.get(key);
  if (known) return known.kept;
  let kept: KeptRequest | undefined;
  // Most requests are for other paths: say no before parsing any more of them.
  if (address.pathname.startsWith('/') && keptPageOf(address.pathname)) {
    const search = new URLSearchParams(address.search);
    kept = keptRequestOf({ pathname: address.pathname, search, languageCookie, device });
  }
  decided.set(key, { kept });
  return kept;
}

/**
 * Answers a read of a kept page from its kept copy, before Astro sees the request, when the copy's
 * version still stands: the same bytes the pipeline would send (it kept them), with the headers
 * the pipeline adds (security headers came first, from the listener; robots, request id, a first
 * visit's language cookies), compressed once per copy rather than per request. Resolves false when
 * there is no such copy, and the request goes on to Astro, which renders and keeps it.
 */
export async function answerKept(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== 'GET' || !keepsPages()) return false;
  const started = performance.now();
  const address = splitAddress(request.url ?? '');
  const kept = decide(address, cookieValue(request.headers.cookie, LANGUAGE_COOKIE), deviceOf(request.headers['user-agent'] ?? null));
  if (!kept) return false;
  try {
    const copy = await keptCopy(kept);
    if (!copy) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = await encodedBody(kept, copy, encoding);
    if (response.headersSent || request.destroyed) return true;
    for (const [name, value] of copy.headers)
      response.setHeader(name, name === 'content-security-policy' ? withHeaderPolicy(value) : value);
    const requestId = requestIdOf(request.headers['x-request-id'] as string | undefined);
    response.setHeader('X-Robots-Tag', robotsDirective(kept.robots));
    response.setHeader('X-Request-Id', requestId);
    response.setHeader(KEPT_HEADER, 'hit');
    response.setHeader('Vary', 'Accept-Encoding');
    if (kept.setLang) response.setHeader('Set-Cookie', languageCookies(kept.setLang, requestIsHttps(request)));
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.byteLength);
    response.writeHead(200).end(body);
    recordKeptPage('hit', copy.body.byteLength);
    recordAnswer({ requestId, method: 'GET', url: address, status: 200, started });
    return true;
  } catch (error) {
    // The database or a compression failed: Astro answers, as it would any request.
    logger.warn({ err: error }, 'kept page not answered before rendering');
    return false;
  }
}
