import { cancelResult, orderOfRequest, authorisedOrder } from '@lib/orders/index.server';
import { cancelSuccessQuery } from '@lib/orders';
import { DomainError } from '@lib/platform';
import { endpoint } from '@lib/platform/index.server';

/** GET easy cancel success (requestId): what was cancelled and the refund, for the order's owner. */
export const GET = endpoint({ query: cancelSuccessQuery }, async (context, { query }) => {
  const orderId = await orderOfRequest(query.requestId);
  if (orderId === undefined) throw new DomainError('ORDER_NOT_FOUND');
  return cancelResult(await authorisedOrder(orderId, context.locals.session), query.requestId);
});
