import type { z } from 'zod';
import { endpoint, type Endpoint, customerIdOf } from '@lib/platform/index.server';

type Input<Q, B> = { query: Q extends z.ZodType ? z.infer<Q> : undefined; body: B extends z.ZodType ? z.infer<B> : undefined };

/**
 * An address call: signed-in customers only, and failures in the shape of docs/behaviour/addresses.md#calls, HasError with the
 * translated messages, so the island can toast the first one under its add or edit title. The
 * handler gets plain values: the customer's id and the validated input.
 */
export function addressEndpoint<Q extends z.ZodType = never, B extends z.ZodType = never>(
  options: { query?: Q; body?: B },
  handler: (customerId: number, input: Input<Q, B>) => Promise<unknown>,
): Endpoint {
  return endpoint<Q, B>({ ...options, hasError: true }, (context, input) => handler(customerIdOf(context), input));
}
