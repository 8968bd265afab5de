import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { showErrorToast } from '@lib/platform/toast/store';
import { VERIFICATION_HEADER, VERIFICATION_META } from '@lib/platform/session/csrf';
import { isMaintenance } from '@lib/platform/errors/catalogue';
import type { Envelope } from './envelope';

let token: string | undefined;

/** The session's request-verification token: from the page, or fetched (creating a session). */
async function verificationToken(): Promise<string> {
  token ??= document.querySelector<HTMLMetaElement>(`meta[name="${VERIFICATION_META}"]`)?.content || undefined;
  if (!token) {
    const answer = await ofetch<Envelope<{ Token: string }>>('/cop-api/session', { credentials: 'include' });
    token = answer.Result?.Token;
  }
  return token ?? '';
}

/** Sends the browser to the maintenance page; the answer's caller sees a never-settling promise. */
function toMaintenance(): Promise<never> {
  window.location.assign('/maintenance');
  return new Promise<never>(() => {});
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Failures of this call show no toast (cart count, preference display …). */
  silent?: boolean;
  /** Headers a service asks for besides the client's own (the /sf-api key and client id). */
  headers?: Record<string, string>;
}

/**
 * The one HTTP client of every island: cookies, the verification header on state-changing calls,
 * ErrorCode 5000 → /maintenance, and the global error toast on failure. Resolves with the envelope,
 * Success false included, so a caller can show a specific message; throws only when it toasted.
 */
export async function call<T>(url: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  let body: Envelope<T>;
  try {
    if (method !== 'GET') headers[VERIFICATION_HEADER] = await verificationToken();
    const request: FetchOptions<'json'> = { method, query: options.query, body: options.body as BodyInit, headers, credentials: 'include' };
    body = await ofetch<Envelope<T>>(url, request);
  } catch (error) {
    const data = error instanceof FetchError ? (error.data as unknown) : undefined;
    if (isMaintenance(data)) return toMaintenance();
    if (
      data &&
      typeof data === 'object' &&
      'Success' in data &&
      (error as FetchError).status !== 500 &&
      (error as FetchError).status !== 403
    ) {
      // A 4xx in the envelope is an answer the caller handles (field errors, a specific message).
      return data as Envelope<T>;
    }
    if (!options.silent) showErrorToast();
    throw error;
  }
  if (isMaintenance(body)) return toMaintenance();
  return body;
}

/** Takes the token a kept page's personal bits brought (src/lib/app/shell/personal.ts). */
export function setVerificationToken(value: string | null): void {
  token = value ?? undefined;
}

/** Forgets the cached token, after sign-in or sign-out rotated the session. */
export function resetVerificationToken(): void {
  token = undefined;
}
