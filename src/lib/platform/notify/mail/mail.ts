import { type Lang, localizedPath, splitLangPrefix } from '@lib/platform/i18n/lang';
import { requestKind } from '@lib/platform/routing/kinds';
import { formatInIstanbul } from '@lib/platform/time/format';

// What every template is handed besides its data: the recipient's words and the store's links.
// Links are absolute on the store's public origin: a mail client has no page to resolve against.

/** The mail catalog's text for a key (without "mail:"), filled with its values. */
export type Words = (key: string, values?: Record<string, unknown>) => string;

/** The recipient's language, words and links, as one value the templates pass down. */
export interface Mail {
  lang: Lang;
  t: Words;
  /** A page of the store, absolute and in the recipient's language. */
  page(path: string): string;
  /** A file of the store (a picture), absolute and as it is. */
  asset(path: string): string;
  /** A date and time as the recipient's language writes it, in the store's time zone. */
  date(iso: string): string;
  /** A date without its time, as the recipient's language writes it. */
  day(iso: string): string;
}

/** The origin the store's links are made on: http(s) with no credentials; anything after the host is dropped. */
export function checkedOrigin(origin: string): string {
  const url = new URL(origin);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new TypeError(`Not a public origin for e-mail links: ${origin}`);
  }
  return url.origin;
}

// A page gets the language's prefix, as the site's own links do; an API call (an agreement's
// document), a system path (a picture) and a file (an invoice's PDF) answer the same in both
// languages and are left as they are.
const FILE = /\.[a-z0-9]{2,5}$/i;

/** A site path as the absolute address of its page in a language (an existing /tr or /en prefix is kept). */
export function pageUrl(origin: string, lang: Lang, path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  const asIs = splitLangPrefix(pathname).prefix !== undefined || requestKind(pathname) !== 'page' || FILE.test(pathname);
  return new URL(asIs ? path : localizedPath(path, lang), origin).href;
}

/** A site path as an absolute address, unchanged. */
export function assetUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** An ISO instant as "12 Mart 2026 14:05" / "12 March 2026 at 14:05" (Istanbul time). */
export function formatDateTime(iso: string, lang: Lang): string {
  return formatInIstanbul(iso, lang, 'dateTime');
}

/** An ISO instant's day: "12 Mart 2026" / "12 March 2026" (Istanbul time). */
export function formatDay(iso: string, lang: Lang): string {
  return formatInIstanbul(iso, lang, 'date');
}

/** An ISO instant's day, short: "12 Mar 2026" (a statement's rows). */
export function formatShortDay(iso: string, lang: Lang): string {
  return formatInIstanbul(iso, lang, 'mediumDate');
}
