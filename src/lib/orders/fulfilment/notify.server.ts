import { eq } from 'drizzle-orm';
import { db, translator, logger, notifier } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import type { ItemStatus } from '@lib/orders/records/items';
import { orders } from '@lib/orders/records/tables.server';

/**
 * Tells the shopper, by SMS and e-mail in the order's language, that items of an order reached a
 * state. A failed send is logged, never undoes the move that caused it.
 */
export async function tellShopper(orderId: number, status: ItemStatus, count: number): Promise<void> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const t = translator(order.lang as Lang);
  const text = t(`orders:notify.${status}`, { number: order.number, count });
  try {
    await notifier().send({ channel: 'sms', recipient: order.phone, body: text });
    await notifier().send({
      channel: 'email',
      recipient: order.email,
      subject: t('orders:notify.subject', { number: order.number }),
      body: text,
    });
  } catch (error) {
    logger.warn({ err: error, order: order.number, status }, 'order state notification failed');
  }
}
