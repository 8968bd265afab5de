import { endpoint } from '@lib/platform/index.server';
import { earningCalculation, LOYALTY_CALL } from '@lib/checkout/index.server';
import { earningQuerySchema } from '@lib/checkout';

/** GET loyalty point calculation (paymentCode, installmentCount): the points this payment earns and when. */
export const GET = endpoint({ ...LOYALTY_CALL, query: earningQuerySchema }, async (context, { query }) =>
  earningCalculation(context.locals.session, context.locals.lang, query),
);
