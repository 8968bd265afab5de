import { endpoint } from '@lib/platform/http/api.server';
import { earningCalculation } from '@lib/checkout/payments/onecard/calculation.server';
import { earningQuerySchema } from '@lib/checkout/payments/onecard/schema';

/** GET loyalty point calculation (paymentCode, installmentCount): the points this payment earns and when. */
export const GET = endpoint({ query: earningQuerySchema }, async (context, { query }) =>
  earningCalculation(context.locals.session, context.locals.lang, query),
);
