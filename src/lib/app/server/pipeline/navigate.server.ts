import type { MiddlewareHandler } from 'astro';
import { translator } from '@lib/platform/index.server';
import { LANGUAGE_COOKIE, localizedPath, type Lang, guard, robotsDirective, readData, requestKind } from '@lib/platform';
import { siteOrigin } from '@lib/catalogue/index.server';
import { PREVIEW_PARAM } from '@lib/catalogue';
import { languageCookies } from './language-cookies';
import { CHECKOUT_SLOT } from '@lib/checkout';

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
  // A preview link shows the language its address names, whatever the opener's own language.
  const preview = url.searchParams.has(PREVIEW_PARAM);
  const decision = guard({
    pathname: rawPath.includes('//') ? rawPath : url.pathname,
    search: url.searchParams,
    languageCookie: preview ? undefined : cookies.get(LANGUAGE_COOKIE)?.value,
    device: locals.device,
    signedIn: locals.session?.customerId != null,
    guestCheckout: readData(locals.session, CHECKOUT_SLOT)?.guest != null,
  });
  // Added to the answer after the page is kept, so a kept page never carries a first visit's cookies.
  const remember = (response: Response) => {
    if (decision.setLang && !preview)
      for (const value of languageCookies(decision.setLang, locals.https)) response.headers.append('Set-Cookie', value);
    return response;
  };
  if (decision.kind === 'redirect') {
    return remember(new Response(null, { status: decision.status, headers: { Location: decision.location } }));
  }

  locals.lang = decision.lang;
  locals.t = translator(decision.lang);
  locals.path = decision.path;
  locals.canonical = canonicalOf(siteOrigin(), decision.path, decision.lang);
  if (decision.kind === 'notFound') {
    locals.robots = 'noindex';
    const response = await next('/404');
    return remember(new Response(response.body, { status: 404, headers: response.headers }));
  }
  locals.robots = decision.robots;
  // The query goes along: a rewrite to the bare path would drop filters, pages and searches.
  const response = decision.path === url.pathname ? await next() : await next(decision.path + url.search);
  // The page may have ruled itself out (an editor's preview): locals.robots is the last word.
  response.headers.set('X-Robots-Tag', robotsDirective(locals.robots));
  return remember(response);
};
