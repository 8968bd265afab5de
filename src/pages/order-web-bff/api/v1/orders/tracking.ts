import { shipmentsOf, catchUpOrders, authorisedOrder } from '@lib/orders/index.server';
import { endpoint } from '@lib/platform/index.server';
import { orderIdQuery } from '@lib/orders';

/** GET order tracking detail: the order's parcels with their scans, brought up to the store's clock. */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.orderId, context.locals.session);
  await catchUpOrders([order.id]);
  return { OrderCode: order.number, Shipments: await shipmentsOf(order.id) };
});
