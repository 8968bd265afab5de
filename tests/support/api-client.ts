import { expect, inject } from 'vitest';
import { ERRORS, type ErrorName, wireCode } from '@lib/platform/errors/catalogue';
import { type Envelope, envelopeSchema } from '@lib/platform/http/envelope';

export type { Envelope };

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The HTTP status the catalogue gives an envelope: 200 for a success, its code's entry for a failure. */
function catalogueStatus(body: Envelope): number | undefined {
  if (body.Success) return 200;
  const name = (Object.keys(ERRORS) as ErrorName[]).find((n) => wireCode(n) === body.Exception?.ErrorCode);
  return name && ERRORS[name].status;
}

/**
 * Every envelope the suite receives is checked against the catalogue: a well-formed envelope whose
 * status is its code's, so a status cannot drift on any call a test makes.
 */
async function readAnswer<T>(response: Response): Promise<CallResult<Envelope<T>>> {
  const body = envelopeSchema.parse(await response.json()) as Envelope<T>;
  expect(response.status, `${response.url} answered ${JSON.stringify(body.Exception)}`).toBe(catalogueStatus(body));
  return { status: response.status, headers: response.headers, body };
}

/**
 * A browser-like API client for the suite: keeps cookies, fetches the verification token the way
 * the islands do, and sends it with state-changing calls unless a test says otherwise.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  /** Headers every request carries (a service's key, as a page's islands send it). */
  headers: Record<string, string> = {};
  private token: string | undefined;

  constructor(readonly baseUrl: string = inject('baseUrl')) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }

  /** A raw request with this client's cookies; no redirect is followed. */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) if (!headers.has(name)) headers.set(name, value);
    if (this.cookies.size) headers.set('Cookie', this.cookieHeader());
    const response = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    this.keepCookies(response.headers);
    return response;
  }

  /** The session's verification token, as the islands obtain it. */
  async verificationToken(): Promise<string> {
    if (!this.token) {
      const { body } = await this.get<{ Token: string }>('/cop-api/session');
      this.token = body.Result!.Token;
    }
    return this.token;
  }

  forgetToken() {
    this.token = undefined;
  }

  async get<T>(path: string, headers: HeadersInit = {}): Promise<CallResult<Envelope<T>>> {
    return readAnswer<T>(await this.request(path, { headers: { Accept: 'application/json', ...headers } }));
  }

  /** A state-changing call; `token: false` leaves the verification header out, `origin` fakes one. */
  async send<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    options: { token?: boolean | string; origin?: string; raw?: string } = {},
  ): Promise<CallResult<Envelope<T>>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (options.token !== false)
      headers.RequestVerificationToken = typeof options.token === 'string' ? options.token : await this.verificationToken();
    headers.Origin = options.origin ?? this.baseUrl;
    const response = await this.request(path, {
      method,
      headers,
      body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return readAnswer<T>(response);
  }

  post<T>(path: string, body?: unknown, options?: Parameters<ApiClient['send']>[3]) {
    return this.send<T>('POST', path, body, options);
  }
}
