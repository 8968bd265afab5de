import { cancelResult, orderOfRequest } from '@lib/orders/item-cancels/cancel-items.server';
import { cancelSuccessQuery } from '@lib/orders/item-cancels/schema';
import { DomainError } from '@lib/platform/errors/domain-error';
import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';

/** GET easy cancel success (requestId): what was cancelled and the refund, for the order's owner. */
export const GET = endpoint({ query: cancelSuccessQuery }, async (context, { query }) => {
  const orderId = await orderOfRequest(query.requestId);
  if (orderId === undefined) throw new DomainError('ORDER_NOT_FOUND');
  return cancelResult(await authorisedOrder(orderId, context.locals.session), query.requestId);
});
