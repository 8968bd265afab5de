import { endpoint } from '@lib/http/api.server';
import { earningCalculation } from '@lib/onecard/calculation.server';
import { earningQuerySchema } from '@lib/onecard/schema';

/** GET loyalty point calculation (paymentCode, installmentCount): the points this payment earns and when. */
export const GET = endpoint({ query: earningQuerySchema }, async (context, { query }) =>
  earningCalculation(context.locals.session, context.locals.lang, query),
);
