import { and, eq } from 'drizzle-orm';
import { publicOrigin, db, translator, logger, notifier } from '@lib/platform/index.server';
import { pickupLocations } from '@lib/checkout/index.server';
import { type Lang, formatPrice } from '@lib/platform';
import { trackingPath } from '@lib/orders/tracking/rules';
import { orderAddresses, orderLines, type orders } from '../records/tables.server';

// The order confirmation by e-mail and SMS, in the order's language, once the payment is taken.

/** Where the order goes: the store it is collected from, or the shipping address, as one line. */
async function destination(order: typeof orders.$inferSelect, lang: Lang): Promise<string> {
  const t = translator(lang);
  const database = await db();
  if (order.isPickup && order.pickupLocationId != null) {
    const [store] = await database.select().from(pickupLocations).where(eq(pickupLocations.id, order.pickupLocationId));
    const name = store ? (lang === 'en' ? store.nameEn : store.nameTr) : '';
    return t(order.isCarDelivery ? 'orders:confirmation.pickupCar' : 'orders:confirmation.pickup', { store: name });
  }
  const [address] = await database
    .select()
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'shipping')));
  const place = address ? `${address.addressText}, ${address.districtName} / ${address.cityName}` : '';
  return t('orders:confirmation.delivery', { address: place });
}

/** The e-mail's last lines: a member finds the order in the account; a guest has none, so gets the tracking link and the number it asks for. */
function closing(order: typeof orders.$inferSelect, lang: Lang): string[] {
  const t = translator(lang);
  if (!order.isGuest) return [t('orders:confirmation.outro')];
  // The public origin: SITE_URL, or the address the server listens on when it is unset.
  const link = new URL(trackingPath(lang, order.number), publicOrigin()).toString();
  return [t('orders:confirmation.outroGuest', { number: order.number }), link];
}

/** Sends the paid order's confirmation; a failed send is logged, never undoes the paid order. */
export async function sendConfirmation(order: typeof orders.$inferSelect): Promise<void> {
  const lang = order.lang as Lang;
  const t = translator(lang);
  try {
    const lines = await (await db()).select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const items = lines.map((line) =>
      t('orders:confirmation.line', {
        quantity: line.quantity,
        brand: line.brand,
        name: lang === 'en' ? line.nameEn : line.nameTr,
        size: line.size,
        amount: formatPrice(line.unitPrice * line.quantity - line.discount),
      }),
    );
    const where = await destination(order, lang);
    const total = formatPrice(order.total);
    await notifier().send({
      channel: 'email',
      recipient: order.email,
      subject: t('orders:confirmation.subject', { number: order.number }),
      body: [
        t('orders:confirmation.intro', { number: order.number }),
        '',
        ...items,
        '',
        t('orders:confirmation.total', { total }),
        where,
        '',
        ...closing(order, lang),
      ].join('\n'),
    });
    await notifier().send({
      channel: 'sms',
      recipient: order.phone,
      body: t('orders:confirmation.sms', { number: order.number, total, where }),
    });
  } catch (error) {
    logger.error({ err: error, order: order.number }, 'order confirmation not sent');
  }
}
