import type { MiddlewareHandler } from 'astro';
import { localizedPath, splitLangPrefix, matchRoute, robotsDirective } from '@lib/platform';
import { readStaffCookie, staffOfSession } from '@lib/catalogue/index.server';
import { EDITOR_SIGN_IN, isEditorPage } from '@lib/catalogue';

const EDITOR_API_PREFIX = '/editor-api/';

/**
 * The editor's step (/editor, /en/editor and /editor-api): loads the staff session into
 * locals.staff (a shopper's session never counts), sends a signed-out visitor from a staff route of
 * the route table (every editor page but the sign-in page) to the sign-in page with the way back,
 * and marks every answer never stored, never indexed.
 */
export const staffArea: MiddlewareHandler = async (context, next) => {
  const { url, locals, cookies } = context;
  const page = isEditorPage(url.pathname);
  if (!page && !url.pathname.startsWith(EDITOR_API_PREFIX)) return next();
  const id = readStaffCookie(cookies, locals.https);
  locals.staff = id ? await staffOfSession(id) : undefined;
  const { prefix, rest } = splitLangPrefix(url.pathname);
  let response: Response;
  if (page && !locals.staff && matchRoute(rest, locals.device)?.access === 'staff') {
    const lang = prefix ?? 'tr';
    const back = encodeURIComponent(url.pathname + url.search);
    response = new Response(null, { status: 302, headers: { Location: `${localizedPath(EDITOR_SIGN_IN, lang)}?returnUrl=${back}` } });
  } else {
    response = await next();
  }
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Robots-Tag', robotsDirective('noindex'));
  return response;
};
