import { byParam, endpoint } from '@lib/platform/index.server';
import { authorisedOrder, ORDER_DOCUMENTS, type OrderDocument, orderDocument, receivedView } from '@lib/orders/index.server';
import { orderIdQuery } from '@lib/orders';

const documentOf = (kind: OrderDocument) =>
  endpoint({ query: orderIdQuery }, async (context, { query }) => {
    const order = await authorisedOrder(query.orderId, context.locals.session);
    return orderDocument(await receivedView(order, context.locals.lang), kind, context.locals.lang);
  });

/** GET pre-info note, sales agreement and privacy notice of one order ({ Title, Html }). */
export const GET = byParam('kind', Object.fromEntries(ORDER_DOCUMENTS.map((kind) => [kind, documentOf(kind)])));
