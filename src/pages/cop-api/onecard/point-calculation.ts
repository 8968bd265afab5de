import { endpoint } from '@lib/platform/index.server';
import { pointCalculation } from '@lib/checkout/index.server';
import { pointQuerySchema } from '@lib/checkout';

/** GET point calculation (point): what using this many points pays (TL) and what is left to pay. */
export const GET = endpoint({ query: pointQuerySchema }, async (context, { query }) =>
  pointCalculation(context.locals.session, context.locals.lang, query.point),
);
