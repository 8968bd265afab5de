import type { MiddlewareHandler } from 'astro';
import { env, recordKeptPage } from '@lib/platform/index.server';
import { keptOrRendered } from '@lib/catalogue/index.server';
import type { CachedPage } from '@lib/catalogue';

/** The header that says whether a page came from its kept copy. */
export const KEPT_HEADER = 'X-Page-Cache';

function answer(page: CachedPage, state: 'hit' | 'miss'): Response {
  recordKeptPage(state, page.body.byteLength);
  const response = new Response(page.body, { status: 200, headers: page.headers });
  response.headers.set(KEPT_HEADER, state);
  return response;
}

/** Whether kept pages are served: not under `astro dev`, where editors expect their change at once, nor with PAGE_CACHE=0. */
export function keepsPages(): boolean {
  return !import.meta.env.DEV && env().PAGE_CACHE;
}

/**
 * Keeps a page shoppers land on (home, listings, search, product, campaign, content) as rendered,
 * for visitors and members alike, under the version of the data it shows; the listener answers
 * later requests from it before Astro (http/kept-answer.server.ts) while that version stands. What
 * reaches this step renders the page, once for all the requests that want it at that moment. Such
 * a page is rendered without the session (see loadContext), so nothing personal is in it: the
 * shell fills that in from /cop-api/session/state. Runs after the guard, so redirects, language
 * cookies and robots headers apply to every answer.
 */
export const cachePages: MiddlewareHandler = async (context, next) => {
  const kept = context.locals.keptRequest;
  if (!kept || !keepsPages()) return next();
  let rendering = false;
  let own: Response | undefined;
  const render = async (): Promise<CachedPage | undefined> => {
    rendering = true;
    own = await next();
    if (own.status !== 200 || own.headers.has('set-cookie') || context.locals.renderEachTime) return undefined;
    return { body: new Uint8Array(await own.arrayBuffer()), headers: [...own.headers] };
  };
  let page: CachedPage | undefined;
  try {
    page = await keptOrRendered(kept, render);
  } catch (error) {
    // Another request's render failed: this one renders for itself, as it would have alone.
    if (rendering) throw error;
    return next();
  }
  if (page) return answer(page, rendering ? 'miss' : 'hit');
  // Not a page to keep: this request's own answer, or, had it waited on another's, its own render.
  return own ?? next();
};
