import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { logger } from '@lib/platform/log/logger.server';
import { ERRORS, type ErrorName, wireCode } from '@lib/platform/errors/catalogue';
import { DomainError } from '@lib/platform/errors/domain-error';
import type { Envelope } from './envelope';
import { fieldErrors, validationCode } from './field-errors.server';

// The one path from a handler to the wire: a success is 200 in the envelope, a failure is a code of
// the catalogue with the catalogue's status. No endpoint builds a Response or picks a status itself.

function json<T>(body: T, status: number): Response {
  const response = Response.json(body, { status });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** A successful JSON answer in the envelope, never cached. */
export function envelope<T>(body: Envelope<T> & { Success: true }): Response {
  return json(body, 200);
}

/** What a failure may carry besides its code: a Result (tries left, a challenge …) and field errors. */
export interface FailureDetails {
  Result?: unknown;
  FieldErrors?: Record<string, string>;
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>;
}

/** A failed answer for a catalogue error: its status, its wire code and its translated text. */
export function failure(context: Pick<APIContext, 'locals'>, code: ErrorName, details: FailureDetails = {}): Response {
  const entry = ERRORS[code];
  const { Result, FieldErrors, params } = details;
  return json(
    {
      Success: false,
      Message: params ? context.locals.t(entry.text, params) : context.locals.t(entry.text),
      ...(Result === undefined ? {} : { Result }),
      Exception: { ErrorCode: wireCode(code), ...(FieldErrors ? { FieldErrors } : {}) },
    } satisfies Envelope,
    entry.status,
  );
}

type Input<Q, B> = {
  query: Q extends z.ZodType ? z.infer<Q> : undefined;
  body: B extends z.ZodType ? z.infer<B> : undefined;
  /** The raw request body, only with the `binary` option. */
  bytes: Uint8Array;
};

export interface EndpointOptions<Q extends z.ZodType, B extends z.ZodType> {
  query?: Q;
  body?: B;
  /** Failures also carry Result { HasError, Messages } (the address calls' error shape). */
  hasError?: boolean;
  /** The i18n key of a successful answer's Message (update e-mail and phone answer one). */
  message?: string;
  /** The result goes out bare, not in the envelope: only for a widget that reads its own format (altcha). */
  bare?: boolean;
  /** The body is raw bytes of at most this many (an upload chunk), not JSON; a larger one is REQUEST_TOO_LARGE. */
  binary?: number;
  /** The call exists only while this holds (a test control, a feature switch); otherwise `disabled`. */
  enabled?: () => boolean;
  /** The refusal while not enabled: E104 (404, as for an unknown path) unless named. */
  disabled?: ErrorName;
}

/** An endpoint with the schemas it validates, so a test can reach every input of every call. */
export type Endpoint = APIRoute & { inputs: { query?: z.ZodType; body?: z.ZodType } };

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return {};
  return JSON.parse(text) as unknown;
}

/** A request's body read as it streams, or undefined at its first byte past `max` (reading stops there, nothing more is kept). */
export async function readCapped(request: Request, max: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.length;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(next.value);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

/** The translated messages of a failure as the address calls list them. */
function hasErrorResult(context: APIContext, code: ErrorName, fields?: Record<string, string>) {
  return { HasError: true, Messages: fields ? Object.values(fields) : [context.locals.t(ERRORS[code].text)] };
}

/**
 * Wraps an endpoint: validates query and body with zod (400 with field errors, nothing run), puts
 * the handler's result in the envelope, maps a DomainError to its catalogue entry, and turns any
 * other fault into the generic 500 without a trace.
 */
export function endpoint<Q extends z.ZodType = never, B extends z.ZodType = never>(
  options: EndpointOptions<Q, B>,
  handler: (context: APIContext, input: Input<Q, B>) => Promise<unknown>,
): Endpoint {
  const fail = (context: APIContext, code: ErrorName, details: FailureDetails = {}) =>
    failure(context, code, options.hasError ? { Result: hasErrorResult(context, code, details.FieldErrors), ...details } : details);
  const route: APIRoute = async (context) => {
    try {
      if (options.enabled && !options.enabled()) return failure(context, options.disabled ?? 'E104');
      const query = options.query?.safeParse(Object.fromEntries(context.url.searchParams), { reportInput: true });
      let body: z.ZodSafeParseResult<unknown> | undefined;
      if (options.body) {
        let raw: unknown;
        try {
          raw = await readBody(context.request);
        } catch {
          return fail(context, 'MALFORMED_REQUEST');
        }
        body = options.body.safeParse(raw, { reportInput: true });
      }
      let bytes: Uint8Array | undefined = new Uint8Array(0);
      if (options.binary !== undefined) {
        bytes = await readCapped(context.request, options.binary);
        if (!bytes) return fail(context, 'REQUEST_TOO_LARGE');
      }
      for (const parsed of [query, body]) {
        if (parsed && !parsed.success) {
          return fail(context, validationCode(parsed.error), { FieldErrors: fieldErrors(parsed.error, context.locals.t) });
        }
      }
      const result = await handler(context, { query: query?.data, body: body?.data, bytes } as Input<Q, B>);
      if (result instanceof Response) throw new Error('an endpoint handler returns a value, never a Response');
      if (options.bare) return json(result, 200);
      return envelope({ Success: true, Result: result, ...(options.message ? { Message: context.locals.t(options.message) } : {}) });
    } catch (error) {
      if (error instanceof DomainError) {
        return fail(context, error.code, {
          ...(error.result === undefined ? {} : { Result: error.result }),
          ...(error.params ? { params: error.params } : {}),
          ...(error.fields ? { FieldErrors: error.fields } : {}),
        });
      }
      logger.error({ err: error, requestId: context.locals.requestId }, 'endpoint failed');
      return failure(context, 'E100');
    }
  };
  return Object.assign(route, { inputs: { query: options.query, body: options.body } });
}

/** A route with one endpoint per value of a path parameter; any other value answers 404. */
export type Routed = APIRoute & { variants: Record<string, Endpoint> };

/** Sends a dynamic route ([kind]) to the endpoint of its value, or 404 in the envelope for an unknown one. */
export function byParam(name: string, variants: Record<string, Endpoint>): Routed {
  const route: APIRoute = (context) => {
    const value = context.params[name];
    const target = value !== undefined && Object.hasOwn(variants, value) ? variants[value] : undefined;
    return target ? target(context) : failure(context, 'E104');
  };
  return Object.assign(route, { variants });
}
