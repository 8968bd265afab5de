import { endpoint } from '@lib/platform/index.server';
import { authorisedOrder, orderInvoices } from '@lib/orders/index.server';
import { orderIdQuery } from '@lib/orders';

/** GET seller invoice info details: one invoice per seller of a paid order, with its PDF's address. */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) =>
  orderInvoices(await authorisedOrder(query.orderId, context.locals.session)),
);
