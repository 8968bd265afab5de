import { and, eq } from 'drizzle-orm';
import { enqueue, translator, type MessageData, type Tx } from '@lib/platform/index.server';
import { pickupLocations } from '@lib/checkout/index.server';
import type { Lang } from '@lib/platform';
import { mailLinesOf, orderPagePath, paymentRowsOf } from '../records/mail-lines.server';
import { orderAddresses, type orders } from '../records/tables.server';

// The order confirmation by e-mail and SMS, in the order's language, written to the outbox in the
// transaction that marks the order paid: it exists exactly when the paid order does, once.

type OrderRow = typeof orders.$inferSelect;
type Confirmed = MessageData<'orderConfirmed'>;

/** Where the order goes: the store it is collected from, or the shipping address, as one line. */
async function delivery(tx: Tx, order: OrderRow, lang: Lang): Promise<Confirmed['delivery']> {
  if (order.isPickup && order.pickupLocationId != null) {
    const [store] = await tx.select().from(pickupLocations).where(eq(pickupLocations.id, order.pickupLocationId));
    return { kind: order.isCarDelivery ? 'car' : 'pickup', place: store ? (lang === 'en' ? store.nameEn : store.nameTr) : '' };
  }
  const [address] = await tx
    .select()
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'shipping')));
  const place = address ? `${address.addressText}, ${address.neighborhoodName}, ${address.districtName} / ${address.cityName}` : '';
  return { kind: 'home', place, ...(address ? { recipient: address.name } : {}) };
}

/** Writes the paid order's confirmation (e-mail and SMS) into the outbox, in the settling transaction. */
export async function enqueueConfirmation(tx: Tx, order: OrderRow): Promise<void> {
  const lang = order.lang as Lang;
  const orderPath = orderPagePath(order);
  // The agreements are shown on the order's page, under its documents.
  const documentsPath = `${orderPath}#order-documents-title`;
  const lines = await mailLinesOf(tx, order.id, lang, translator(lang));
  // The pieces' prices, less whatever came off them or the order, plus delivery, is what was paid.
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const data: Confirmed = {
    number: order.number,
    isGuest: order.isGuest,
    orderPath,
    lines,
    subtotal,
    discount: Math.max(0, subtotal + order.shippingFee - order.total),
    shipping: order.shippingFee,
    total: order.total,
    delivery: await delivery(tx, order, lang),
    payments: await paymentRowsOf(tx, order.id),
    documents: [
      { kind: 'preliminary-information', path: documentsPath },
      { kind: 'distance-sales', path: documentsPath },
    ],
  };
  const common = { lang, kind: 'orderConfirmed' as const, data };
  await enqueue(
    tx,
    { ...common, channel: 'email', to: order.email, dedupeKey: `order-confirmed:${order.id}:email` },
    { ...common, channel: 'sms', to: order.phone, dedupeKey: `order-confirmed:${order.id}:sms` },
  );
}
