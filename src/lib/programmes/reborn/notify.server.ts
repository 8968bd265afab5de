import { formatPrice, type Lang } from '@lib/platform';
import type { IssuedGiftCard } from '@lib/checkout/index.server';
import { translator, logger, notifier } from '@lib/platform/index.server';
import { rebornReference } from './reference';
import type { rebornDemands } from './tables.server';

type Row = typeof rebornDemands.$inferSelect;

/**
 * Tells the member by e-mail (to the address they gave on the application, in its language) where
 * their application now stands; a gift-card payout carries the card's number, PIN and security
 * code. A failed send is logged; the move stands.
 */
export async function tellMember(row: Row, card?: IssuedGiftCard): Promise<void> {
  const t = translator(row.lang as Lang);
  const values = {
    id: rebornReference(row.id, row.createdAt),
    brand: row.brand,
    model: row.model,
    offer: formatPrice(row.offerPrice ?? row.price),
    payout: formatPrice(row.payout ?? 0),
    reference: row.payoutReference ?? '',
  };
  const lines = [t(`reborn:notify.${row.status}`, values)];
  if (row.status === 'paid') lines.push(t(`reborn:notify.paid_${row.paymentType}`, values));
  if (card) lines.push(t('reborn:notify.giftCard', { ...card }));
  try {
    await notifier().send({
      channel: 'email',
      recipient: row.customer.email,
      subject: t('reborn:notify.subject', values),
      body: lines.join('\n'),
    });
  } catch (error) {
    logger.warn({ err: error, reborn: row.id }, 'reborn message not sent');
  }
}
