import { byParam, endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { orderIdQuery } from '@lib/orders/records/detail-schema';
import { ORDER_DOCUMENTS, type OrderDocument, orderDocument } from '@lib/orders/records/documents.server';
import { receivedView } from '@lib/orders/placing/received.server';

const documentOf = (kind: OrderDocument) =>
  endpoint({ query: orderIdQuery }, async (context, { query }) => {
    const order = await authorisedOrder(query.orderId, context.locals.session);
    return orderDocument(await receivedView(order, context.locals.lang), kind, context.locals.lang);
  });

/** GET pre-info note, sales agreement and privacy notice of one order ({ Title, Html }). */
export const GET = byParam('kind', Object.fromEntries(ORDER_DOCUMENTS.map((kind) => [kind, documentOf(kind)])));
