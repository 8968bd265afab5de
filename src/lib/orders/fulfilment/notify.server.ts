import { and, eq, inArray } from 'drizzle-orm';
import { enqueue, ORDER_UPDATES, translator, type MessageData, type Tx } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import type { ItemStatus } from '@lib/orders/records/items';
import { mailLinesOf, orderPagePath, refundRowsOf } from '@lib/orders/records/mail-lines.server';
import { orderLines, orders } from '@lib/orders/records/tables.server';
import { cargoCompanies, shipments } from './tables.server';

type Update = MessageData<'orderUpdate'>;

/** Whether the shopper hears of a state by message ('received' is the confirmation's). */
const told = (status: ItemStatus): status is Update['status'] => (ORDER_UPDATES as readonly string[]).includes(status);

/** The parcel the moved items left in, with its cargo company. */
async function parcelOf(tx: Tx, lineIds: readonly number[]): Promise<Update['cargo']> {
  const [parcel] = await tx
    .select({ company: cargoCompanies.name, trackingNumber: shipments.trackingNumber })
    .from(orderLines)
    .innerJoin(shipments, eq(shipments.id, orderLines.shipmentId))
    .innerJoin(cargoCompanies, eq(cargoCompanies.code, shipments.companyCode))
    .where(and(inArray(orderLines.id, [...lineIds]), eq(shipments.kind, 'delivery')))
    .limit(1);
  return parcel;
}

/**
 * Tells the shopper, by SMS and e-mail in the order's language, that items of an order reached a
 * state: written to the outbox in the transaction that moved them, so the message exists exactly
 * when the move does. A refund's parts are named when the move reserved one.
 */
export async function tellShopper(
  tx: Tx,
  move: { orderId: number; status: ItemStatus; lineIds: readonly number[]; refundId?: number | null },
): Promise<void> {
  if (move.lineIds.length === 0 || !told(move.status)) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, move.orderId));
  if (!order) return;
  const lang = order.lang as Lang;
  const cargo = move.status === 'shipped' ? await parcelOf(tx, move.lineIds) : undefined;
  const data: Update = {
    number: order.number,
    status: move.status,
    count: move.lineIds.length,
    orderPath: orderPagePath(order),
    lines: await mailLinesOf(tx, order.id, lang, translator(lang), move.lineIds),
    ...(cargo ? { cargo } : {}),
    ...(move.refundId ? { refunds: await refundRowsOf(tx, move.refundId) } : {}),
  };
  const common = { lang, kind: 'orderUpdate' as const, data };
  await enqueue(tx, { ...common, channel: 'sms', to: order.phone }, { ...common, channel: 'email', to: order.email });
}
