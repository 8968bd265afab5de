import type { MiddlewareHandler } from 'astro';
import { env, envelope, failure, translator, tokenMatches } from '@lib/platform/index.server';
import {
  langFromCookie,
  LANGUAGE_COOKIE,
  DEFAULT_LANG,
  acceptsCrossSitePost,
  isSameOrigin,
  VERIFICATION_HEADER,
  carriesOwnProof,
  isStateChanging,
  requestKind,
} from '@lib/platform';

/**
 * Guards every state-changing request (a same-site Origin and the session's verification token, or
 * 403 before anything runs), and the JSON API: maintenance answers ErrorCode 5000, unknown API
 * paths answer 404 in the envelope, and no answer is cached.
 */
export const protect: MiddlewareHandler = async (context, next) => {
  const { locals, request, url, cookies } = context;
  const kind = requestKind(url.pathname);
  if (kind === 'api') {
    locals.lang = langFromCookie(cookies.get(LANGUAGE_COOKIE)?.value) ?? DEFAULT_LANG;
    locals.t = translator(locals.lang);
    if (env().MAINTENANCE) {
      // Tells clients and crawlers when to come back, rather than to treat the store as gone.
      const closed = failure(context, 'MAINTENANCE');
      closed.headers.set('Retry-After', String(env().MAINTENANCE_RETRY_AFTER_SECONDS));
      return closed;
    }
  }
  if (isStateChanging(request.method)) {
    const sameSite = isSameOrigin(request, url) || acceptsCrossSitePost(url.pathname);
    const verified = carriesOwnProof(url.pathname) || tokenMatches(locals.session, request.headers.get(VERIFICATION_HEADER));
    if (!sameSite || !verified) {
      return failure(context, 'E101');
    }
  }
  const response = await next();
  if (kind !== 'api') return response;
  if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
    return failure(context, 'E104');
  }
  response.headers.set('Cache-Control', 'no-store');
  return response.headers.get('content-type') ? response : envelope({ Success: true });
};
