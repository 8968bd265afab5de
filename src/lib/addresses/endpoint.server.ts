import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { requireCustomerId } from '@lib/account/current.server';
import { ERRORS } from '@lib/errors/catalogue';
import { DomainError } from '@lib/errors/domain-error';
import { domainFailure, endpoint } from '@lib/http/api.server';

/**
 * An address call: signed-in customers only, and failures in the spec's shape, HasError with the
 * translated messages, so the island can toast the first one under its add or edit title.
 */
export function addressEndpoint<Q extends z.ZodType = never, B extends z.ZodType = never>(
  options: { query?: Q; body?: B },
  handler: (
    customerId: number,
    input: { query: Q extends z.ZodType ? z.infer<Q> : undefined; body: B extends z.ZodType ? z.infer<B> : undefined },
    context: APIContext,
  ) => Promise<unknown>,
): APIRoute {
  return endpoint({ ...options, hasError: true } as { query?: Q; body?: B; hasError: boolean }, async (context, input) => {
    const customerId = requireCustomerId(context);
    try {
      return await handler(customerId, input as never, context);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return domainFailure(context, error, { Result: { HasError: true, Messages: [context.locals.t(ERRORS[error.code].text)] } });
    }
  });
}
