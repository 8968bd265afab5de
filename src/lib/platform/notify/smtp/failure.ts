import type { NodemailerError } from 'nodemailer';
import { DeliveryError } from '../transport';

// How a failed send reads for the outbox: try again later, or give up on this message now.
// RFC 5321 makes a 4xx answer transient and a 5xx permanent; 503 (bad sequence of commands) is
// the session's fault, not the message's, and goes through on a new connection.

/** Failures without a reply code that a later attempt would meet again: credentials missing or unusable, a setting. */
const LOCAL_REFUSALS = new Set(['EAUTH', 'ENOAUTH', 'ECONFIG', 'EREQUIRETLS', 'EMAXRECIPIENTS']);
/** The message itself was refused before DATA (no recipient, an invalid address, too big for the server). */
const REFUSED_MESSAGE = new Set(['EENVELOPE', 'EMESSAGE']);

function retryable(error: NodemailerError): boolean {
  const reply = error.responseCode;
  if (reply) return reply < 500 || reply === 503;
  const code = error.code ?? '';
  if (LOCAL_REFUSALS.has(code)) return false;
  if (REFUSED_MESSAGE.has(code)) return error.command !== 'API' && error.command !== 'MAIL FROM';
  // Connection refused or reset, timeouts, TLS, DNS, an answer that is not SMTP, a closed pool.
  return true;
}

const formsOf = (value: string) => [value, encodeURIComponent(value), Buffer.from(value).toString('base64')];

/**
 * Removes the relay's credentials from a text, in every form they travel in (plain, URL-encoded,
 * base64 as AUTH LOGIN and PLAIN send them). A long user name too: with some relays it is an API key.
 */
export function scrub(text: string, auth: { user: string; pass: string } | undefined): string {
  if (!auth) return text;
  const forms = [...formsOf(auth.pass), Buffer.from(`\0${auth.user}\0${auth.pass}`).toString('base64')];
  if (auth.user.length >= 8) forms.push(...formsOf(auth.user));
  let clean = text;
  for (const form of forms.filter((value) => value.length >= 3)) clean = clean.split(form).join('[secret]');
  return clean;
}

/** The DeliveryError a failed send becomes: retry or not, the SMTP reply code (or nodemailer's code), no secret. */
export function deliveryErrorOf(error: unknown, auth: { user: string; pass: string } | undefined, timeoutSeconds: number): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const failure = (error ?? {}) as NodemailerError;
  // Our own deadline (the AbortSignal): the server kept the message too long, whatever it was doing.
  if (failure.code === 'EABORT') return new DeliveryError(`SMTP: no answer within ${timeoutSeconds} s`, true, 'ETIMEDOUT');
  const code = failure.responseCode ? String(failure.responseCode) : (failure.code ?? 'EUNKNOWN');
  const text = scrub(String(failure.message ?? error), auth)
    .replace(/\s+/g, ' ')
    .slice(0, 500);
  return new DeliveryError(`SMTP ${failure.command ?? ''}: ${text}`.replace(' :', ':'), retryable(failure), code);
}

/** What the relay called the message: its own id when its answer names one, else our Message-ID. */
export function providerIdOf(info: { response?: string; messageId?: string; serverMessageId?: string }): string | undefined {
  const queued = /queued as <?([^\s<>]+)>?/i.exec(info.response ?? '') ?? /\bid=([^\s;]+)/i.exec(info.response ?? '');
  return info.serverMessageId ?? queued?.[1] ?? info.messageId;
}
