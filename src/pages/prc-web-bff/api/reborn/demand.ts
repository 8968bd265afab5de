import { customerIdOf, sessionOf, endpoint } from '@lib/platform/index.server';
import { createDemand } from '@lib/programmes/index.server';
import { demandSchema } from '@lib/programmes';

/** POST demand: the application (awaiting approval); the same IdempotencyKey answers the first. */
export const POST = endpoint({ body: demandSchema }, async (context, { body }) =>
  createDemand(customerIdOf(context), sessionOf(context), body, context.locals.lang),
);
