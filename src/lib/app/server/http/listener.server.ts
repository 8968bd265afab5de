import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import { inRequest, requestOriginOf } from '@lib/platform/index.server';
import { allowanceOf, type BodyAllowance, collectBody, declaredBody } from './body-limit.server';
import { answerKept } from './kept-answer.server';
import { answerText, refuseBody, requestIsHttps, secureResponse } from './raw-answers.server';
import { sendStatic, staticPaths } from './static-files.server';

/** Astro's request handler (the adapter in middleware mode). */
export type Render = (request: IncomingMessage, response: ServerResponse) => unknown;

/** A request whose body the listener already read; the adapter takes it instead of the stream. */
type ReadRequest = IncomingMessage & { body?: Buffer };

/**
 * The storefront's request listener. Every answer gets the security headers first, so built files
 * and the listener's own answers carry them too. A body over `bodyLimit` bytes is refused with 413
 * in the envelope before Astro, or any endpoint, reads it: by its Content-Length up front, or by
 * counting a chunked body as it streams. An upload path in `larger` has its own cap and refusal. A file of the built client folder is sent as it is; any
 * other request goes straight to Astro. The file list is read once, as the build never changes
 * while the server runs (docs/decisions/0007). Text answers (pages, styles, scripts, JSON) are
 * compressed for clients that accept it; pictures and fonts are compressed already. Each request
 * runs in its request scope (platform/freshness), knowing the origin it came to (where a bank posts
 * the shopper back). A read of a page kept for every shopper is answered from its kept copy first
 * (kept-answer.server.ts), sharing with Astro the versions it read.
 */
export function storefrontListener(
  clientDir: string,
  render: Render,
  bodyLimit: number,
  larger: Record<string, BodyAllowance> = {},
): RequestListener {
  const files = staticPaths(clientDir);
  const compress = compression({ threshold: 1024 }) as unknown as (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;
  const route = (request: IncomingMessage, response: ServerResponse) => compress(request, response, () => dispatch(request, response));
  const dispatch = (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    let path: string;
    try {
      path = decodeURI(query === -1 ? url : url.slice(0, query));
    } catch {
      answerText(response, 400, 'Bad request.');
      return;
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && files.has(path)) sendStatic(request, response, clientDir, path);
    else void render(request, response);
  };
  // Health probes and metric scrapes come to an internal address; the origin is for shoppers' requests.
  const internal = (url: string | undefined) => url === '/healthz' || url === '/readyz' || url === '/metrics';
  return (request, response) => {
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const origin = internal(request.url) ? undefined : requestOriginOf(request.headers.host, requestIsHttps(request));
    inRequest({ origin, reads }, () => serve(request, response));
  };

  function serve(request: IncomingMessage, response: ServerResponse): void {
    secureResponse(request, response);
    const allowance = allowanceOf(request.url, bodyLimit, larger);
    const declared = declaredBody(request, allowance.limit);
    if (declared === 'none' && request.method === 'GET') {
      void answerKept(request, response).then((answered) => answered || route(request, response));
      return;
    }
    if (declared === 'tooLarge') refuseBody(request, response, allowance);
    else if (declared !== 'chunked') route(request, response);
    else
      void collectBody(request, allowance.limit).then((collected) => {
        if (collected.kind === 'tooLarge') refuseBody(request, response, allowance);
        else if (collected.kind === 'body') {
          (request as ReadRequest).body = collected.body;
          route(request, response);
        }
      });
  }
}

/**
 * For a client that waits for "100 Continue" before sending its body: a body declared too large
 * gets its 413 at once and is never sent; any other goes on to the listener.
 */
export function continueOrRefuse(
  listener: RequestListener,
  bodyLimit: number,
  larger: Record<string, BodyAllowance> = {},
): RequestListener {
  return (request, response) => {
    if (declaredBody(request, allowanceOf(request.url, bodyLimit, larger).limit) !== 'tooLarge') response.writeContinue();
    listener(request, response);
  };
}
