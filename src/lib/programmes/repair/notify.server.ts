import { eq } from 'drizzle-orm';
import { customers } from '@lib/account/members/tables.server';
import { db } from '@lib/platform/db/client.server';
import { translator } from '@lib/platform/i18n/catalogs.server';
import type { Lang } from '@lib/platform/i18n/lang';
import { logger } from '@lib/platform/log/logger.server';
import { notifier } from '@lib/platform/notify/index.server';
import type { BookingView } from './rules';

/** Tells the member their booking by e-mail (reference, item, service, store and day); a failed send is logged, the booking stands. */
export async function tellBooked(customerId: number, booking: BookingView, lang: Lang): Promise<void> {
  const [member] = await (await db()).select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  if (!member?.email) return;
  const t = translator(lang);
  const values = { ...booking, service: t(`repair:service.${booking.Service}`) };
  try {
    await notifier().send({
      channel: 'email',
      recipient: member.email,
      subject: t('repair:notify.subject', values),
      body: t('repair:notify.body', values),
    });
  } catch (error) {
    logger.warn({ err: error, reference: booking.Reference }, 'repair message not sent');
  }
}
