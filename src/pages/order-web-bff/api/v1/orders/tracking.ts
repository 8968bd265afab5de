import { shipmentsOf } from '@lib/orders/fulfilment/cargo.server';
import { catchUpOrders } from '@lib/orders/fulfilment/clock.server';
import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { orderIdQuery } from '@lib/orders/records/detail-schema';

/** GET order tracking detail: the order's parcels with their scans, brought up to the store's clock. */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.orderId, context.locals.session);
  await catchUpOrders([order.id]);
  return { OrderCode: order.number, Shipments: await shipmentsOf(order.id) };
});
