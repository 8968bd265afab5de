import type { MiddlewareHandler } from 'astro';
import { loadSession } from '@lib/platform/index.server';
import { deviceOf, LANGUAGE_COOKIE } from '@lib/platform';
import { readsKeptPage, keptRequestOf } from '@lib/catalogue';

/**
 * Loads the visitor's session (one query, only when a session cookie came) and the device type.
 * A page shoppers land on is rendered without it, for members too: it is kept for every shopper
 * (pipeline/cache), so nothing personal may be in it, and a kept answer costs no session read.
 */
export const loadContext: MiddlewareHandler = async (context, next) => {
  const { locals, cookies, request, url } = context;
  locals.device = deviceOf(request.headers.get('user-agent'));
  locals.kept = readsKeptPage(request.method, url.pathname);
  locals.keptRequest =
    locals.kept && request.method === 'GET'
      ? keptRequestOf({
          pathname: url.pathname,
          search: url.searchParams,
          languageCookie: cookies.get(LANGUAGE_COOKIE)?.value,
          device: locals.device,
        })
      : undefined;
  locals.session = locals.kept ? undefined : await loadSession(cookies, locals.https);
  return next();
};
