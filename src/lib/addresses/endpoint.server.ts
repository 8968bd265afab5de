import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { requireCustomerId } from '../account/current.server';
import { endpoint, failure } from '../http/api.server';
import { AddressFailure } from './addresses.server';

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
      if (!(error instanceof AddressFailure)) throw error;
      return failure(context, error.status, error.code, error.messageKey, {
        Result: { HasError: true, Messages: [context.locals.t(error.messageKey)] },
      });
    }
  });
}
