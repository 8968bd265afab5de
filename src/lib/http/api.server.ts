import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { logger } from '@lib/log/logger.server';
import { ERRORS, type ErrorName, wireCode } from '@lib/errors/catalogue';
import { DomainError } from '@lib/errors/domain-error';
import type { Envelope } from './envelope';
import { fieldErrors } from './field-errors.server';

/** A JSON answer in the envelope, never cached. */
export function envelope<T>(body: Envelope<T>, status = 200, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** A failed answer for a catalogue error: its status, its wire code and its translated text. */
export function failure(context: Pick<APIContext, 'locals'>, code: ErrorName, extra: Partial<Envelope> = {}): Response {
  const entry = ERRORS[code];
  return envelope(
    { Success: false, Message: context.locals.t(entry.text), Exception: { ErrorCode: wireCode(code) }, ...extra },
    entry.status,
  );
}

/** The answer for a domain error, with its Result when it carries one. */
export function domainFailure(context: Pick<APIContext, 'locals'>, error: DomainError, extra: Partial<Envelope> = {}): Response {
  return failure(context, error.code, error.result === undefined ? extra : { Result: error.result, ...extra });
}

interface EndpointOptions<Q extends z.ZodType, B extends z.ZodType> {
  query?: Q;
  body?: B;
  /** Also answer invalid input as Result { HasError, Messages } (the address calls' error shape). */
  hasError?: boolean;
}

type Input<Q, B> = { query: Q extends z.ZodType ? z.infer<Q> : undefined; body: B extends z.ZodType ? z.infer<B> : undefined };

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return {};
  return JSON.parse(text) as unknown;
}

/**
 * Wraps an endpoint: validates query and body with zod (400 with field errors, nothing run), puts
 * the handler's result in the envelope, and turns any fault into the generic 500 without a trace.
 */
export function endpoint<Q extends z.ZodType = never, B extends z.ZodType = never>(
  options: EndpointOptions<Q, B>,
  handler: (context: APIContext, input: Input<Q, B>) => Promise<unknown>,
): APIRoute {
  return async (context) => {
    try {
      const query = options.query?.safeParse(Object.fromEntries(context.url.searchParams), { reportInput: true });
      let body: z.ZodSafeParseResult<unknown> | undefined;
      if (options.body) {
        let raw: unknown;
        try {
          raw = await readBody(context.request);
        } catch {
          return failure(context, 'MALFORMED_REQUEST');
        }
        body = options.body.safeParse(raw, { reportInput: true });
      }
      for (const parsed of [query, body]) {
        if (parsed && !parsed.success) {
          const errors = fieldErrors(parsed.error, context.locals.t);
          return envelope(
            {
              Success: false,
              Message: context.locals.t('errors:validation.summary'),
              Exception: { ErrorCode: wireCode('VALIDATION_ERROR'), FieldErrors: errors },
              ...(options.hasError ? { Result: { HasError: true, Messages: Object.values(errors) } } : {}),
            },
            400,
          );
        }
      }
      const result = await handler(context, { query: query?.data, body: body?.data } as Input<Q, B>);
      if (result instanceof Response) return result;
      return envelope({ Success: true, Result: result });
    } catch (error) {
      if (error instanceof DomainError) return domainFailure(context, error);
      logger.error({ err: error, requestId: context.locals.requestId }, 'endpoint failed');
      return failure(context, 'E100');
    }
  };
}
