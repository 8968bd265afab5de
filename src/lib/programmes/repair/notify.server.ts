import { eq } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { db, translator, logger, notifier } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
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
