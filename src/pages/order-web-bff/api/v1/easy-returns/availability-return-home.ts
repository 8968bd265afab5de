import { returnHomeAvailability, authorisedOrder } from '@lib/orders/index.server';
import { returnHomeQuery } from '@lib/orders';
import { DomainError, id } from '@lib/platform';
import { endpoint } from '@lib/platform/index.server';

const query = returnHomeQuery.extend({ orderId: id() });
const itemIds = id().array().max(100);

/** GET availability of return from home (orderId, repeated OrderItemIds, IsAlternativeDelivery): members only. */
export const GET = endpoint({ query }, async (context, { query: q }) => {
  // The query repeats OrderItemIds; the schema saw the last, every one is checked here.
  const all = itemIds.safeParse(context.url.searchParams.getAll('OrderItemIds'));
  if (!all.success) throw new DomainError('VALIDATION_ERROR');
  const order = await authorisedOrder(q.orderId, context.locals.session);
  return returnHomeAvailability(order, context.locals.session?.customerId ?? null, all.data);
});
