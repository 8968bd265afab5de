import { guard, type Device, type Robots, type Lang } from '@lib/platform';
import { type KeptPage, keptPageOf } from './kept-paths';

/** A rendered page as it was answered: its body and its own headers. */
export interface CachedPage {
  /** UTF-8, as sent: held as bytes, the size counted is the memory used, and a hit is not encoded again. */
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

/** The query parameter of an editor's preview link: such a request is never answered from, nor kept as, a kept page. */
export const PREVIEW_PARAM = 'preview';

/** What a raw request says that decides which page answers it. */
export interface KeptRequestInput {
  /** The path as requested, language prefix included, not decoded. */
  pathname: string;
  search: URLSearchParams;
  languageCookie: string | undefined;
  device: Device;
}

/** A request a kept page may answer: the page, where it is kept, and what the guard adds to it. */
export interface KeptRequest {
  page: KeptPage;
  /** Language, device, path without its prefix, and the query in one order. */
  key: string;
  lang: Lang;
  robots: Robots;
  /** The language the answer remembers in a cookie (a first visit), if any. */
  setLang?: Lang;
}

/** The query in one order, so the same page asked with its parameters shuffled is kept once. */
function sortedQuery(params: URLSearchParams): string {
  const sorted = new URLSearchParams(params);
  sorted.sort();
  const query = sorted.toString();
  return query ? `?${query}` : '';
}

/**
 * The kept page a request reads, decided by the same guard as every page (so a request the guard
 * redirects or refuses never gets one), or undefined. The listener answers kept pages with it
 * before Astro, and the pipeline keeps rendered pages under the very same key. Pages do not
 * depend on the Host header (links come from SITE_URL), so it is no part of the key: a client
 * varying it can neither poison a kept page nor crowd out the real ones.
 */
export function keptRequestOf(input: KeptRequestInput): KeptRequest | undefined {
  const { device } = input;
  if (input.search.has(PREVIEW_PARAM)) return undefined;
  // Kept pages are never behind a sign-in, so the guard decides them as for a visitor.
  const decision = guard({ pathname: input.pathname, search: input.search, languageCookie: input.languageCookie, device, signedIn: false });
  if (decision.kind !== 'render') return undefined;
  const page = keptPageOf(decision.path);
  if (!page) return undefined;
  return {
    page,
    key: `${decision.lang} ${device} ${decision.path}${sortedQuery(input.search)}`,
    lang: decision.lang,
    robots: decision.robots,
    setLang: decision.setLang,
  };
}
