import { DEFAULT_LANG, LANGUAGE_IDS, langFromCookie, localizedPath, splitLangPrefix, type Lang } from '@lib/platform/i18n/lang';
import { desktopHome, matchRoute, type Device, type Robots, type RouteRule } from './routes';

export interface GuardInput {
  /** The path as requested, language prefix included. */
  pathname: string;
  search: URLSearchParams;
  languageCookie: string | undefined;
  device: Device;
  signedIn: boolean;
  /** A visitor who is not signed in has started the guest checkout (the session keeps its contact). */
  guestCheckout?: boolean;
}

export type GuardDecision =
  | { kind: 'redirect'; location: string; status: 301 | 302; setLang?: Lang }
  | { kind: 'notFound'; lang: Lang; path: string; setLang?: Lang }
  | { kind: 'render'; lang: Lang; path: string; rule: RouteRule; robots: Robots; setLang?: Lang };

/** Query parameter of the language switch link: the chosen language id (1 or 2). */
export const LANGUAGE_SWITCH_PARAM = 'LanguageId';

function withSearch(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// Any origin does as a base: what matters is only whether resolving a value moves it elsewhere.
const PROBE_ORIGIN = 'http://return.invalid';

/**
 * Keeps a returnUrl on this site. The value is resolved with the URL parser, which reads it as a
 * browser does (tabs and newlines dropped, backslashes taken for slashes, dot segments folded),
 * and kept only when the origin stays ours and the path is one of the store's routes; anything
 * else goes home. The resolved path is returned, so the browser gets exactly what was checked.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return '/';
  const { rest } = splitLangPrefix(url.pathname);
  if (!matchRoute(rest, 'desktop') && !matchRoute(rest, 'mobile')) return '/';
  return url.pathname + url.search + url.hash;
}

/** Collapses runs of slashes, or returns undefined when the path has none. */
function collapseSlashes(pathname: string): string | undefined {
  return /\/{2,}/.test(pathname) ? pathname.replace(/\/{2,}/g, '/') : undefined;
}

/**
 * The navigation guard of docs/behaviour/navigation-and-routes.md#the-guard: language from the cookie, then the
 * route table of the device for auth, guest checkout and robots. Pure, so every rule is unit tested.
 */
export function guard(input: GuardInput): GuardDecision {
  const collapsed = collapseSlashes(input.pathname);
  if (collapsed) return { kind: 'redirect', status: 301, location: withSearch(collapsed, input.search) };

  const { prefix, rest } = splitLangPrefix(input.pathname);
  const pathLang = prefix ?? DEFAULT_LANG;

  // The language switch: an explicit choice sets the cookie and lands on the same page, clean.
  const switchTo = input.search.get(LANGUAGE_SWITCH_PARAM);
  if (switchTo !== null) {
    const lang: Lang = switchTo === String(LANGUAGE_IDS.en) ? 'en' : 'tr';
    const search = new URLSearchParams(input.search);
    search.delete(LANGUAGE_SWITCH_PARAM);
    return { kind: 'redirect', status: 302, location: withSearch(localizedPath(rest, lang), search), setLang: lang };
  }

  const cookieLang = langFromCookie(input.languageCookie);
  if (cookieLang && cookieLang !== pathLang) {
    return { kind: 'redirect', status: 302, location: withSearch(localizedPath(rest, cookieLang), input.search) };
  }
  const setLang = cookieLang ? undefined : pathLang;
  const lang = cookieLang ?? pathLang;

  const rule = matchRoute(rest, input.device);
  if (!rule) {
    // A phone's own screen opened on a desktop goes to where the desktop keeps the same thing.
    const home = input.device === 'desktop' ? desktopHome(rest) : undefined;
    if (home) return { kind: 'redirect', status: 302, location: localizedPath(home, lang), setLang };
    return { kind: 'notFound', lang, path: rest, setLang };
  }

  const guestFlag = input.search.get('isGuestCheckout') === 'True';
  // A guest already in the guest checkout who opens a step without the flag stays on the guest flow.
  if (rule.access === 'auth' && rule.guest && !input.signedIn && !guestFlag && input.guestCheckout) {
    const search = new URLSearchParams(input.search);
    search.delete('isGuestCheckout');
    search.set('isGuestCheckout', 'True');
    return { kind: 'redirect', status: 302, location: withSearch(localizedPath(rest, lang), search), setLang };
  }
  if (rule.access === 'auth' && !input.signedIn && !(rule.guest && guestFlag)) {
    const returnUrl = withSearch(input.pathname, input.search);
    const login = `${localizedPath('/customer/login', lang)}?returnUrl=${encodeURIComponent(returnUrl)}`;
    return { kind: 'redirect', status: 302, location: login, setLang };
  }
  if (rule.access === 'authPage' && input.signedIn) {
    return { kind: 'redirect', status: 302, location: localizedPath('/customer', lang), setLang };
  }
  return { kind: 'render', lang, path: rest, rule, robots: rule.robots, setLang };
}
