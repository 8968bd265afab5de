import { customerIdOf, sessionOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { createDemand } from '@lib/programmes/reborn/demands.server';
import { demandSchema } from '@lib/programmes/reborn/schema';

/** POST demand: the application (awaiting approval); the same IdempotencyKey answers the first. */
export const POST = endpoint({ body: demandSchema }, async (context, { body }) =>
  createDemand(customerIdOf(context), sessionOf(context), body, context.locals.lang),
);
