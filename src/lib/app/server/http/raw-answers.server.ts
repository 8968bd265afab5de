import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  cookieValue,
  ERRORS,
  type ErrorName,
  wireCode,
  DEFAULT_LANG,
  LANGUAGE_COOKIE,
  langFromCookie,
  securityHeaders,
} from '@lib/platform';
import { configuredProxies, httpsFrom, translator } from '@lib/platform/index.server';
import type { BodyAllowance } from './body-limit.server';

// Answers the listener gives itself, before Astro sees the request (a malformed address, a body
// too large, a request HTTP cannot parse). They carry the same security headers as every page.

/** Whether a raw request came over HTTPS (TLS here, or a trusted proxy in front that says so). */
export function requestIsHttps(request: IncomingMessage): boolean {
  const tls = 'encrypted' in request.socket && request.socket.encrypted === true;
  const forwarded = request.headers['x-forwarded-proto'];
  return httpsFrom(tls, request.socket.remoteAddress, Array.isArray(forwarded) ? forwarded[0] : forwarded, configuredProxies());
}

/** Sets the security headers on a response before anything else writes it (static files, Astro's own faults). */
export function secureResponse(request: IncomingMessage, response: ServerResponse): void {
  for (const [name, value] of securityHeaders(requestIsHttps(request))) response.setHeader(name, value);
}

/** A short plain-text answer. */
export function answerText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
}

/** The shopper's language from the raw Cookie header, as the pipeline reads it. */
function languageOf(request: IncomingMessage) {
  return langFromCookie(cookieValue(request.headers.cookie, LANGUAGE_COOKIE)) ?? DEFAULT_LANG;
}

/** A catalogue error in the envelope, in the shopper's language, as the JSON body and its status. */
function errorBody(request: IncomingMessage, code: ErrorName, params?: Record<string, string | number>): { status: number; body: Buffer } {
  const entry = ERRORS[code];
  const message = params ? translator(languageOf(request))(entry.text, params) : translator(languageOf(request))(entry.text);
  return {
    status: entry.status,
    body: Buffer.from(JSON.stringify({ Success: false, Message: message, Exception: { ErrorCode: wireCode(code) } })),
  };
}

// How long a refused upload's connection stays open so the client can read the answer.
const LINGER_MS = 2000;

/**
 * Refuses a request body (413 REQUEST_TOO_LARGE in the envelope, or an upload's own refusal) without reading any more of it.
 * The answer is written whole (its length given) but the connection is not closed at once: closing
 * a socket with unread data resets it, and a client still sending would lose the answer with it.
 * Nothing more is read meanwhile (the request stays paused); the client hangs up on reading the
 * answer, or the connection is cut after a short wait.
 */
export function refuseBody(request: IncomingMessage, response: ServerResponse, refusal: Omit<BodyAllowance, 'limit'>): void {
  request.pause();
  const { status, body } = errorBody(request, refusal.code, refusal.params);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  response.write(body);
  const socket = request.socket;
  const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(cut));
}

/**
 * Node's answer to a request it cannot parse (a bad header, an oversized head, a timeout), which
 * otherwise goes out bare: the same status with the security headers, then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const headers = securityHeaders(false)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`);
}
