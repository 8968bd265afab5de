import type { MiddlewareHandler } from 'astro';
import { openPreview, previewInThisRequest } from '@lib/catalogue/index.server';
import { DomainError, requestKind } from '@lib/platform';
import { PREVIEW_PARAM } from '@lib/catalogue';

/**
 * A page opened with an editor's signed preview link (`?preview=`) shows that page's saved version
 * in place of its live one: rendered for this request alone (never kept, nor any shell markup kept
 * per catalogue version), not indexed, not stored by any cache. An expired or altered link says so.
 */
export const previewContent: MiddlewareHandler = async (context, next) => {
  const token = context.url.searchParams.get(PREVIEW_PARAM);
  if (token === null || requestKind(context.url.pathname) !== 'page' || !['GET', 'HEAD'].includes(context.request.method)) return next();
  let response: Response;
  try {
    const page = await openPreview(token);
    context.locals.robots = 'noindex';
    previewInThisRequest(page);
    response = await next();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    response = new Response(context.locals.t('editor:errors.previewExpired'), {
      status: 410,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
};
