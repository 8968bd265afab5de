import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { orderIdQuery } from '@lib/orders/records/detail-schema';
import { orderInvoices } from '@lib/orders/records/invoices.server';

/** GET seller invoice info details: one invoice per seller of a paid order, with its PDF's address. */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) =>
  orderInvoices(await authorisedOrder(query.orderId, context.locals.session)),
);
