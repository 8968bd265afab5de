import { authorisedOrder, cancelRefundPreview } from '@lib/orders/index.server';
import { cancelRefundPreviewSchema } from '@lib/orders';
import { endpoint } from '@lib/platform/index.server';

/**
 * POST easy cancel's refund preview (OrderId, OrderItemIds): what cancelling these items would give
 * back to each instrument, worked out as the cancel does it, and nothing written. A POST for the
 * item list, as payment-info.
 */
export const POST = endpoint({ body: cancelRefundPreviewSchema }, async (context, { body }) =>
  cancelRefundPreview(await authorisedOrder(body.OrderId, context.locals.session), body.OrderItemIds),
);
