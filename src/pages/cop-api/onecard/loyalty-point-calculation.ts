import { endpoint } from '@lib/platform/index.server';
import { earningCalculation } from '@lib/checkout/index.server';
import { earningQuerySchema } from '@lib/checkout';

/** GET loyalty point calculation (paymentCode, installmentCount): the points this payment earns and when. */
export const GET = endpoint({ query: earningQuerySchema }, async (context, { query }) =>
  earningCalculation(context.locals.session, context.locals.lang, query),
);
