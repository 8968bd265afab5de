import type { AstroCookies, MiddlewareHandler } from 'astro';
import { translator } from '@lib/i18n/catalogs.server';
import { APP_TYPE, APP_TYPE_COOKIE, LANGUAGE_COOKIE, LANGUAGE_IDS, localizedPath, type Lang } from '@lib/i18n/lang';
import { guard } from '@lib/routing/guard';
import { readData } from '@lib/session/data';
import { siteOrigin } from '@lib/seo/site.server';
import { requestKind } from './kinds';

const YEAR_S = 365 * 24 * 60 * 60;

function rememberLanguage(cookies: AstroCookies, lang: Lang, secure: boolean) {
  const options = { path: '/', maxAge: YEAR_S, sameSite: 'lax' as const, secure };
  cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS[lang]), options);
  cookies.set(APP_TYPE_COOKIE, APP_TYPE, options);
}

/** The canonical address of a page: the origin and its path in its language, no query. */
function canonicalOf(origin: string, path: string, lang: Lang): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return origin + localizedPath(clean, lang);
}

/**
 * The navigation guard for pages: double slashes, language cookie and prefix, the device's route
 * table (auth, guest checkout, auth pages, robots), and the not-found page for unknown paths.
 */
export const navigate: MiddlewareHandler = async (context, next) => {
  const { locals, url, cookies } = context;
  if (requestKind(url.pathname) !== 'page') return next();

  // Astro folds double slashes before routing; the raw request still has them.
  const rawPath = new URL(context.request.url).pathname;
  const decision = guard({
    pathname: rawPath.includes('//') ? rawPath : url.pathname,
    search: url.searchParams,
    languageCookie: cookies.get(LANGUAGE_COOKIE)?.value,
    device: locals.device,
    signedIn: locals.session?.customerId != null,
    guestCheckout: readData(locals.session, 'checkout')?.guest != null,
  });
  if (decision.setLang) rememberLanguage(cookies, decision.setLang, locals.https);
  if (decision.kind === 'redirect') {
    return new Response(null, { status: decision.status, headers: { Location: decision.location } });
  }

  locals.lang = decision.lang;
  locals.t = translator(decision.lang);
  locals.path = decision.path;
  locals.canonical = canonicalOf(siteOrigin(), decision.path, decision.lang);
  if (decision.kind === 'notFound') {
    locals.robots = 'noindex';
    const response = await next('/404');
    return new Response(response.body, { status: 404, headers: response.headers });
  }
  locals.robots = decision.robots;
  // The query goes along: a rewrite to the bare path would drop filters, pages and searches.
  const response = decision.path === url.pathname ? await next() : await next(decision.path + url.search);
  response.headers.set('X-Robots-Tag', decision.robots === 'index' ? 'index, follow' : 'noindex, nofollow');
  return response;
};
