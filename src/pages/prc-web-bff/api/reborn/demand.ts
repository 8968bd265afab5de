import { customerIdOf, sessionOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { createDemand } from '@lib/reborn/demands.server';
import { demandSchema } from '@lib/reborn/schema';

/** POST demand: the application (awaiting approval); the same IdempotencyKey answers the first. */
export const POST = endpoint({ body: demandSchema }, async (context, { body }) =>
  createDemand(customerIdOf(context), sessionOf(context), body, context.locals.lang),
);
