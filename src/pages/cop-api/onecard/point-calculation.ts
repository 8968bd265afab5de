import { endpoint } from '@lib/platform/index.server';
import { LOYALTY_CALL, pointCalculation } from '@lib/checkout/index.server';
import { pointQuerySchema } from '@lib/checkout';

/** GET point calculation (point): what using this many points pays (TL) and what is left to pay. */
export const GET = endpoint({ ...LOYALTY_CALL, query: pointQuerySchema }, async (context, { query }) =>
  pointCalculation(context.locals.session, context.locals.lang, query.point),
);
