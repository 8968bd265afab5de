import { eq } from 'drizzle-orm';
import { db, translator, logger, notifier } from '@lib/platform/index.server';
import { formatDate } from '@lib/catalogue';
import type { Lang } from '@lib/platform';
import { orders } from '@lib/orders/records/tables.server';
import { returnRequest } from './view.server';

/**
 * Sends a return's instructions by SMS and e-mail in the order's language: the return code and its
 * expiry for a branch return, the day for a home pickup, the company to call or visit otherwise.
 * A withdrawn return is confirmed the same way. A failed send is logged; the return stands.
 */
export async function tellReturn(requestId: number, event: 'created' | 'cancelled'): Promise<void> {
  const request = await returnRequest(requestId);
  if (!request) return;
  const [order] = await (await db()).select().from(orders).where(eq(orders.id, request.orderId));
  if (!order) return;
  const lang = order.lang as Lang;
  const t = translator(lang);
  const text = t(event === 'cancelled' ? 'returns:notify.cancelled' : `returns:notify.${request.shippingPreference}`, {
    number: order.number,
    code: request.returnCode ?? '',
    expires: request.returnCodeExpiresAt ? formatDate(request.returnCodeExpiresAt, lang) : '',
    date: request.pickupDate ?? '',
    company: request.cargoCompanyCode ?? '',
    tracking: request.trackingNumber ?? '',
  });
  try {
    await notifier().send({ channel: 'sms', recipient: order.phone, body: text });
    await notifier().send({
      channel: 'email',
      recipient: order.email,
      subject: t('returns:notify.subject', { number: order.number }),
      body: text,
    });
  } catch (error) {
    logger.warn({ err: error, order: order.number }, 'return instructions not sent');
  }
}
