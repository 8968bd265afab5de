import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'astro';
import type { APIContext } from 'astro';
import { DEFAULT_LANG, applySecurityHeaders, requestKind } from '@lib/platform';
import { paymentFrameSources } from '@lib/checkout/index.server';
import {
  clientAddressFrom,
  configuredProxies,
  translator,
  failure,
  httpsFrom,
  logger,
  loggablePath,
  recordRequest,
} from '@lib/platform/index.server';
import { siteOrigin } from '@lib/catalogue/index.server';
import { boot } from '@lib/app/server/boot.server';

/** Astro may hand back a response whose headers are frozen (redirects); copy it when so. */
function mutable(response: Response): Response {
  try {
    response.headers.set('X-Mutable-Check', '1');
    response.headers.delete('X-Mutable-Check');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/** A bare error page for faults outside rendering (the database down): no layout, no trace. */
function fallbackPage(t: ReturnType<typeof translator>): string {
  return `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>${t('pages:serverError.title')}</title><h1>${t('pages:serverError.title')}</h1><p>${t('pages:serverError.text')}</p><p><a href="/">${t('common:backHome')}</a></p>`;
}

/**
 * First in the pipeline: waits for the database, names the request, logs it (path without query),
 * adds the security headers, and answers a fault with the generic error, never a stack trace.
 */
export const observe: MiddlewareHandler = async (context, next) => {
  const started = performance.now();
  const { locals, request, url } = context;
  locals.requestId = requestIdOf(request.headers.get('x-request-id'));
  const peer = peerOf(context);
  locals.clientAddress = clientAddressFrom(peer, request.headers.get('x-forwarded-for'), configuredProxies());
  locals.https = httpsFrom(url.protocol === 'https:', peer, request.headers.get('x-forwarded-proto'), configuredProxies());
  locals.lang = DEFAULT_LANG;
  locals.t = translator(DEFAULT_LANG);
  // Defaults for answers the page guard never sees (an unknown API path renders the 404 page).
  locals.path = url.pathname;
  locals.kept = false;
  locals.robots = 'noindex';
  locals.canonical = siteOrigin() + url.pathname;
  let response: Response;
  try {
    await boot();
    response = mutable(await next());
  } catch (error) {
    logger.error({ err: error, requestId: locals.requestId }, 'request failed');
    const t = translator(locals.lang);
    response =
      requestKind(url.pathname) === 'api'
        ? failure({ locals: { ...locals, t } }, 'E100')
        : new Response(fallbackPage(t), { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  applySecurityHeaders(response.headers, locals.https, paymentFrameSources());
  response.headers.set('X-Request-Id', locals.requestId);
  recordAnswer({ requestId: locals.requestId, method: request.method, url, status: response.status, started });
  return response;
};

/** The address of the connection's other end (a proxy, when there is one). */
function peerOf(context: Pick<APIContext, 'clientAddress'>): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}

/** The request id a client sent (cut to 64 characters), or a new one. */
export function requestIdOf(sent: string | null | undefined): string {
  return sent?.slice(0, 64) || randomUUID();
}

/** Counts an answer in the metrics and logs it (the path without its query), wherever it was made. */
export function recordAnswer(answer: {
  requestId: string;
  method: string;
  url: { pathname: string; search: string };
  status: number;
  started: number;
}): void {
  const ms = performance.now() - answer.started;
  recordRequest(answer.url.pathname, answer.status, ms);
  const { requestId, method, url, status } = answer;
  logger.info({ requestId, method, path: loggablePath(url), status, ms: Math.round(ms) }, 'request');
}
